/**
 * The foundation's placeholder for /{lang}: proves the whole chain (router → TanStack Query →
 * typed client → MSW or Fastify) by loading practice info and languages. Replaced by the homepage.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEEKDAYS } from '../../contract/common';
import { useLang } from '../../i18n/useLang';
import { languagesQuery, practiceInfoQuery } from '../../lib/queries';
import { localize } from '../../i18n/localize';

export function PlaceholderPage() {
  const intl = useIntl();
  const lang = useLang();
  const info = useQuery(practiceInfoQuery());
  const languages = useQuery(languagesQuery());
  return (
    <main id="main" style={{ maxWidth: 720, margin: '0 auto', padding: '2rem 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{info.data?.name ?? intl.formatMessage({ id: 'app.practiceName' })}</h1>
      {info.data && <p>{localize(info.data.tagline, lang)}</p>}
      <h2><FormattedMessage id="app.placeholder.title" /></h2>
      <p><FormattedMessage id="app.placeholder.text" /></p>

      <nav aria-label={intl.formatMessage({ id: 'app.languages' })}>
        {languages.isError && <p role="alert"><FormattedMessage id="error.languagesFailed" /></p>}
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', listStyle: 'none', padding: 0 }}>
          {languages.data?.map((l) => (
            <li key={l.code}>
              <Link to="/$lang" params={{ lang: l.code }} aria-current={l.code === lang ? 'page' : undefined} hrefLang={l.code} lang={l.code}>
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {info.isPending && <p role="status"><FormattedMessage id="app.loading" /></p>}
      {info.isError && <p role="alert"><FormattedMessage id="error.practiceInfoFailed" /></p>}
      {info.data && (
        <>
          <h2><FormattedMessage id="app.openingHours" /></h2>
          <dl>
            {WEEKDAYS.map((d) => (
              <div key={d} style={{ display: 'flex', gap: '1rem' }}>
                <dt style={{ minWidth: '8rem' }}><FormattedMessage id={`weekday.${d}`} /></dt>
                <dd style={{ margin: 0 }}>{info.data.opening_hours[d] || <FormattedMessage id="app.closed" />}</dd>
              </div>
            ))}
          </dl>
          <h2><FormattedMessage id="app.locations" /></h2>
          <ul>
            {info.data.locations.map((l) => (
              <li key={l.key}>
                <strong>{l.name}</strong>: {l.street} {l.house_number}, {l.postal_code} {l.city} · <a href={`tel:${l.phone.replace(/\s/g, '')}`}>{l.phone}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
