/**
 * Booking page (termin/appointment/booking): the external online booking (with the
 * practice's tracking parameters, new tab) and the appointment request form with free slots.
 * The form is the content's only live part (an island, BookingContainer): the page hydrates its
 * frame and the form alone (routes/screens.tsx). `?treatment=<slug>` (a treatment page's booking
 * link) preselects that treatment; the form reads it in the browser, so one served page fits every link.
 * The practice's phone stands beside the form: patients are never obliged to book online.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { OnlineBookingButton } from '../../components/BookingActions/BookingActions';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { onlineBookingUrl } from '../../common/bookingLink';
import { telHref } from '../../common/fallbackContact';
import { contactQuery, settingsQuery } from '../../common/queries';
import styles from '../site/page.module.css';
import { BookingContainer } from './BookingContainer';

export default function BookingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const settings = useQuery(settingsQuery());
  const phone = useQuery(contactQuery()).data?.phone_primary;
  // Only while the practice has a booking service (none on a fresh install).
  const online = onlineBookingUrl(settings.data, { utm_content: 'booking-page' });
  return (
    <>
      <SiteHero title={t('page.booking.title')} lead={t('page.booking.lead')} />
      <div className={`container ${styles.section} ${styles.split}`}>
        <section aria-labelledby="booking-request-title">
          <h2 id="booking-request-title">{t('page.booking.requestTitle')}</h2>
          {/* Booking online is never the only way: the phone beside the form (while the practice has one). */}
          {phone && (
            <p>{intl.formatMessage({ id: 'page.booking.phoneAlternative' }, { phone: <a href={telHref(phone)}>{phone}</a> })}</p>
          )}
          <BookingContainer />
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
