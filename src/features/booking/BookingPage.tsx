/**
 * Booking page (spec §2 termin/appointment/booking): the external online booking (with the
 * practice's tracking parameters, new tab) and the appointment request form with free slots.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { OnlineBookingButton } from '../../components/BookingActions/BookingActions';
import { PageHero } from '../../components/PageHero/PageHero';
import { useLang } from '../../i18n/useLang';
import { bookingLink } from '../../lib/bookingLink';
import { pathTo } from '../../lib/paths';
import { settingsQuery } from '../../lib/queries';
import styles from '../site/page.module.css';
import { BookingContainer } from './BookingContainer';

export default function BookingPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const settings = useQuery(settingsQuery());
  return (
    <>
      <PageHero
        title={t('page.booking.title')}
        lead={t('page.booking.lead')}
        breadcrumbs={
          <Breadcrumbs items={[{ label: t('nav.home'), href: pathTo(lang, 'home') }, { label: t('page.booking.title') }]} />
        }
      />
      <div className={`container ${styles.section} ${styles.split}`}>
        <section aria-labelledby="booking-request-title">
          <h2 id="booking-request-title">{t('page.booking.requestTitle')}</h2>
          <BookingContainer />
        </section>
        {settings.data && (
          <section className={styles.card} aria-labelledby="booking-online-title">
            <h2 id="booking-online-title" style={{ fontSize: 'var(--font-size-xl)' }}>
              {t('page.booking.onlineTitle')}
            </h2>
            <p>{t('page.booking.onlineText')}</p>
            <OnlineBookingButton href={bookingLink(settings.data, { utm_content: 'booking-page' })} />
          </section>
        )}
      </div>
    </>
  );
}
