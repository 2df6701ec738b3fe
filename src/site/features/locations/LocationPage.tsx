/**
 * City and district landing pages: their own texts (admin → Inhalte, one page per
 * landing page: intro, getting here, local focus), the practices that serve them and the
 * treatments people there ask for most.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { OpenNowBadge } from '../../components/OpenNowBadge/OpenNowBadge';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { locationPath, type LocationSlug } from '../../../lib/paths';
import { contentQuery, openingStatusQuery, treatmentsQuery } from '../../common/queries';
import { ContentBlocks } from '../site/ContentBlocks';
import { PageCallToAction } from '../site/PageCallToAction';
import styles from '../site/page.module.css';
import { LocationDetails } from './LocationDetails';
import { placeId } from './locations';

export default function LocationPage({ screen }: { screen: { location: LocationSlug } }) {
  const lang = useLang();
  const intl = useIntl();
  const place = intl.formatMessage({ id: placeId(screen.location) });
  const t = (id: string) => intl.formatMessage({ id }, { place });
  const content = useQuery(contentQuery(screen.location));
  const status = useQuery(openingStatusQuery());
  const treatments = useQuery(treatmentsQuery());
  const intro = content.data?.find((b) => b.section === 'intro');
  const rest = content.data?.filter((b) => b !== intro) ?? [];
  const popular = (treatments.data ?? []).filter((x) => x.isPopular).slice(0, 8);
  return (
    <>
      <SiteHero
        title={intro?.title ? localize(intro.title, lang) : t('page.locations.title')}
        actions={<OpenNowBadge status={status.data} loading={status.isPending} />}
        crumb={place}
      />
      {/* The intro's title is the page heading; its text opens the page (none on a fresh install). */}
      {(intro || rest.length > 0) && (
        <div className={`container ${styles.section} ${styles.narrow}`}>
          <ContentBlocks blocks={[...(intro ? [{ ...intro, title: undefined }] : []), ...rest]} />
        </div>
      )}
      <LocationDetails location={screen.location} />
      {popular.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="location-services">
          <h2 id="location-services">{t('page.locations.services')}</h2>
          <ul className={styles.grid}>
            {popular.map((x) => (
              <li key={x.id}>
                <SiteLink href={locationPath(lang, screen.location, x.slug)}>{localize(x.title, lang)}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PageCallToAction />
    </>
  );
}
