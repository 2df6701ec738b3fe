/**
 * Service-in-city page (/{lang}/{location}/{serviceSlug}): one treatment (or treatment
 * category) as offered at this place — the treatment's summary next to what is specific to the
 * place (local focus, how to get there, the practice serving it), with a link to the full page.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { locationPath, pathTo, type LocationSlug } from '../../../lib/paths';
import { contentQuery, treatmentCategoriesQuery, treatmentsQuery } from '../../common/queries';
import { NotFoundScreen } from '../site/NotFoundScreen';
import { ContentBlocks } from '../site/ContentBlocks';
import { QueryError } from '../site/QueryError';
import { PageCallToAction } from '../site/PageCallToAction';
import styles from '../site/page.module.css';
import { LocationDetails } from './LocationDetails';
import { placeId } from './locations';
import { offeredAt } from '../../../lib/paths';
import { isPracticeTeam } from '../../components/TreatmentDetail/responsible';

export default function LocationServicePage({ screen }: { screen: { location: LocationSlug; slug: string } }) {
  const lang = useLang();
  const intl = useIntl();
  const place = intl.formatMessage({ id: placeId(screen.location) });
  const treatments = useQuery(treatmentsQuery());
  const categories = useQuery(treatmentCategoriesQuery());
  const content = useQuery(contentQuery(screen.location));
  if (treatments.isPending) return <LoadingIndicator variant="page" />;
  if (treatments.isError) return <QueryError messageId="error.treatmentsFailed" onRetry={() => void treatments.refetch()} />;

  // A treatment has a page here only where a practice serving this place offers it.
  const treatment = treatments.data.find((x) => x.slug === screen.slug && offeredAt(screen.location, x));
  const category = treatment ? undefined : categories.data?.find((c) => c.slug === screen.slug);
  if (!treatment && !category) return categories.isPending ? <LoadingIndicator variant="page" /> : <NotFoundScreen />;

  const service = treatment ? localize(treatment.title, lang) : localize(category!.name, lang);
  const summary = treatment ? localize(treatment.shortDescription, lang) : localize(category!.description, lang);
  const fullHref = treatment ? pathTo(lang, 'treatments', treatment.slug) : pathTo(lang, 'services', category!.slug);
  const local = content.data?.filter((b) => b.section !== 'intro') ?? [];
  const title = intl.formatMessage({ id: 'page.locationService.title' }, { service, place });

  return (
    <>
      <SiteHero
        title={title}
        lead={summary}
        actions={
          <>
            <Button href={pathTo(lang, 'booking')}>{intl.formatMessage({ id: 'cta.requestAppointment' })}</Button>
            <Button href={fullHref} variant="secondary">
              {intl.formatMessage({ id: 'page.locationService.more' }, { service })}
            </Button>
          </>
        }
        above={[{ label: place, href: locationPath(lang, screen.location) }]}
        crumb={service}
      />
      <div className={`container ${styles.section} ${styles.narrow}`}>
        {treatment && treatment.isSpecialistRequired && treatment.doctorName && !isPracticeTeam(treatment.doctorName) && (
          <p>{intl.formatMessage({ id: 'page.locationService.doctor' }, { doctor: treatment.doctorName, place })}</p>
        )}
        {category && (
          <ul>
            {treatments.data
              .filter((x) => x.category === category.id && offeredAt(screen.location, x))
              .map((x) => (
                <li key={x.id}>
                  <SiteLink href={locationPath(lang, screen.location, x.slug)}>{localize(x.title, lang)}</SiteLink>
                </li>
              ))}
          </ul>
        )}
        <ContentBlocks blocks={local} />
        {treatment && <BlogPostBody markdown={intl.formatMessage({ id: 'page.locationService.closing' }, { service, place })} />}
      </div>
      <LocationDetails location={screen.location} offered={treatment?.locations} />
      <PageCallToAction />
    </>
  );
}
