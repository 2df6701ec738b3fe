/**
 * Homepage: a first screen that says who we are and offers an appointment and a call,
 * the doctor's welcome letter, featured treatments, what patients say, the two locations and the
 * way to an appointment.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { ReviewList } from '../../components/ReviewList/ReviewList';
import { TreatmentCard } from '../../components/TreatmentCard/TreatmentCard';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { FALLBACK_CONTACT } from '../../common/fallbackContact';
import { pathTo } from '../../../lib/paths';
import {
  contactQuery,
  contentQuery,
  heroQuery,
  openingStatusQuery,
  practiceInfoQuery,
  reviewsQuery,
  treatmentsQuery,
} from '../../common/queries';
import { ContentBlocks } from '../site/ContentBlocks';
import { LocationsSection } from '../site/LocationsSection';
import { featuredOf } from '../site/featured';
import { PageCallToAction } from '../site/PageCallToAction';
import styles from '../site/page.module.css';
import { HomeFirstScreen } from './HomeFirstScreen';
import { WelcomeLetter } from './WelcomeLetter';

const FEATURED_ON_HOME = 6;
const REVIEWS_ON_HOME = 3;

export default function HomePage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hero = useQuery(heroQuery());
  // The badge asks again every minute itself (LiveOpenNowBadge), also where the page hydrates without the app.
  const status = useQuery({ ...openingStatusQuery(), refetchInterval: false });
  const treatments = useQuery(treatmentsQuery());
  const reviews = useQuery(reviewsQuery());
  const content = useQuery(contentQuery('home'));
  const info = useQuery(practiceInfoQuery());
  const contact = useQuery(contactQuery());
  const featured = featuredOf(treatments.data ?? []).slice(0, FEATURED_ON_HOME);
  const phone = contact.data?.phone_primary ?? FALLBACK_CONTACT.phone_primary;

  return (
    <>
      <HomeFirstScreen
        promise={info.data && localize(info.data.tagline, lang)}
        phone={phone}
        image={hero.data?.photo}
        status={status.data}
        statusLoading={status.isPending}
      />
      {/* The letter is the doctor's own words: none until she has written them (a fresh install). */}
      {hero.data && localize(hero.data.text, lang) && <WelcomeLetter intro={hero.data} />}

      {content.data && content.data.length > 0 && (
        <div className={`container ${styles.section} ${styles.narrow}`}>
          <ContentBlocks blocks={content.data.filter((b) => b.section !== 'locations')} />
        </div>
      )}

      <section className={styles.sectionAlt} aria-labelledby="home-treatments">
        <div className="container">
          <div className={styles.sectionHeader}>
            <h2 id="home-treatments">{t('page.home.featuredTitle')}</h2>
            <Button href={pathTo(lang, 'treatments')} variant="ghost">
              {t('nav.allTreatments')}
            </Button>
          </div>
          {treatments.isError ? (
            <p role="alert">{t('error.treatmentsFailed')}</p>
          ) : (
            <ul className={styles.grid}>
              {featured.map((x) => (
                <li key={x.id}>
                  <TreatmentCard treatment={x} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {/* No reviews block until there is a review to show (a fresh install has none). */}
      {!(reviews.isSuccess && reviews.data.count === 0) && (
        <section className={`container ${styles.section}`} aria-labelledby="home-reviews">
          <h2 id="home-reviews">{t('page.home.reviewsTitle')}</h2>
          <ReviewList
            reviews={(reviews.data?.items ?? []).slice(0, REVIEWS_ON_HOME)}
            average={reviews.data?.average ?? 0}
            count={reviews.data?.count ?? 0}
            verification={localize(reviews.data?.verification, lang)}
            loading={reviews.isPending}
            error={reviews.isError}
            onRetry={() => void reviews.refetch()}
            headingLevel={3}
          />
        </section>
      )}

      <LocationsSection blocks={content.data?.filter((b) => b.section === 'locations') ?? []} />

      <PageCallToAction phone={phone} />
    </>
  );
}
