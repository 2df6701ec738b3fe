/**
 * The two locations with address, phone and a link to the district page, from practice info.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { practiceLocationName } from '../../intl/practiceLocationName';
import type { ContentBlock } from '../../../contract/entities/content';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { useLang } from '../../intl/useLang';
import { telHref } from '../../common/fallbackContact';
import { locationPath } from '../../../lib/paths';
import { practiceInfoQuery } from '../../common/queries';
import { LANDING_PAGE_OF } from '../locations/locations';
import { ContentBlocks } from './ContentBlocks';
import styles from './page.module.css';

export function LocationsSection({ blocks = [] }: { blocks?: readonly ContentBlock[] }) {
  const lang = useLang();
  const intl = useIntl();
  const info = useQuery(practiceInfoQuery());
  const locations = info.data?.locations ?? [];
  if (!locations.length) return null;
  return (
    <section className={styles.sectionAlt} aria-labelledby="locations-title">
      <div className="container">
        <h2 id="locations-title">{intl.formatMessage({ id: 'app.locations' })}</h2>
        {blocks.length > 0 && (
          <div className={styles.narrow}>
            <ContentBlocks blocks={blocks.map((b) => ({ ...b, title: undefined }))} />
          </div>
        )}
        <ul className={`${styles.locations} ${styles.plainList}`}>
          {locations.map((l) => (
            <li key={l.key} className={styles.card}>
              <h3>{practiceLocationName(intl, l)}</h3>
              <address style={{ fontStyle: 'normal' }}>
                {l.street} {l.house_number}
                <br />
                {l.postal_code} {l.city}
                {l.phone && (
                  <>
                    <br />
                    <a href={telHref(l.phone)}>{l.phone}</a>
                  </>
                )}
              </address>
              <p style={{ marginTop: 'var(--space-3)', marginBottom: 0 }}>
                <SiteLink href={locationPath(lang, LANDING_PAGE_OF[l.key])}>
                  {intl.formatMessage({ id: 'page.locations.more' }, { name: practiceLocationName(intl, l) })}
                </SiteLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
