/**
 * The practices serving a landing page: address, how to get there (per location, from practice
 * info) and the consent-gated map.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { practiceLocationName } from '../../intl/practiceLocationName';
import { LocationMap } from '../../components/LocationMap/LocationMap';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { telHref } from '../../common/fallbackContact';
import type { LocationSlug } from '../../../lib/paths';
import { practiceInfoQuery } from '../../common/queries';
import styles from '../site/page.module.css';
import { PRACTICES_OF } from '../../../lib/paths';
import type { LocationKey } from '../../../contract/entities/practice';

/** `offered`: the locations offering the page's treatment (a treatment's page shows only those). */
export function LocationDetails({ location, offered }: { location: LocationSlug; offered?: readonly LocationKey[] }) {
  const lang = useLang();
  const intl = useIntl();
  const info = useQuery(practiceInfoQuery());
  const practices = (info.data?.locations ?? []).filter(
    (l) => PRACTICES_OF[location].includes(l.key) && (!offered || offered.includes(l.key)),
  );
  if (!practices.length) return null;
  return (
    <section className={styles.sectionAlt} aria-labelledby="location-practices">
      <div className="container">
        <h2 id="location-practices">{intl.formatMessage({ id: 'page.locations.practices' })}</h2>
        <div className={styles.locations}>
          {practices.map((p) => (
            <div key={p.key} className={styles.card}>
              <h3>{practiceLocationName(intl, p)}</h3>
              <address style={{ fontStyle: 'normal' }}>
                {p.street} {p.house_number}, {p.postal_code} {p.city}
                {p.phone && (
                  <>
                    <br />
                    <a href={telHref(p.phone)}>{p.phone}</a>
                  </>
                )}
              </address>
              {p.directions && <p style={{ marginTop: 'var(--space-3)' }}>{localize(p.directions, lang)}</p>}
              <LocationMap location={p} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
