/**
 * Booking page (spec §2 termin/appointment/booking): the external online booking (with the
 * practice's tracking parameters, new tab) and the appointment request form with free slots.
 * `?treatment=<slug>` (a treatment page's booking link) preselects that treatment.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { OnlineBookingButton } from '../../components/BookingActions/BookingActions';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { onlineBookingUrl } from '../../lib/bookingLink';
import { TREATMENT_PARAM } from '../../lib/paths';
import { settingsQuery } from '../../lib/queries';
import styles from '../site/page.module.css';
import { BookingContainer } from './BookingContainer';

export default function BookingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const settings = useQuery(settingsQuery());
  // Only while the practice has a booking service (none on a fresh install).
  const online = onlineBookingUrl(settings.data, { utm_content: 'booking-page' });
  const treatmentSlug = useTreatmentParam();
  return (
    <>
      <SiteHero title={t('page.booking.title')} lead={t('page.booking.lead')} />
      <div className={`container ${styles.section} ${styles.split}`}>
        <section aria-labelledby="booking-request-title">
          <h2 id="booking-request-title">{t('page.booking.requestTitle')}</h2>
          <BookingContainer treatmentSlug={treatmentSlug} />
        </section>
        {online && (
          <section className={styles.card} aria-labelledby="booking-online-title">
            <h2 id="booking-online-title" style={{ fontSize: 'var(--font-size-xl)' }}>
              {t('page.booking.onlineTitle')}
            </h2>
            <p>{t('page.booking.onlineText')}</p>
            <OnlineBookingButton href={online} />
          </section>
        )}
      </div>
    </>
  );
}

const noSubscription = () => () => {};
const SLUG = /^[\p{Ll}\p{N}-]{1,120}$/u;

/**
 * The treatment a booking link names, once the page runs in the browser: the server renders (and
 * caches) one booking page for every link (src/routes/pageSearch.ts), so hydration must see that
 * page too; the preselection follows a moment later.
 */
function useTreatmentParam(): string | undefined {
  const param = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>)[TREATMENT_PARAM] });
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated && typeof param === 'string' && SLUG.test(param) ? param : undefined;
}
