/**
 * Contact page (spec §2): the message form, the contact data (cached 300 s; when the call fails
 * the spec's fallback contact data and fallback hours are shown, the failure only logged) and the
 * opening hours, and the way to the emergency page (issue 18).
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { OpeningHours } from '../../components/OpeningHours/OpeningHours';
import { OpenNowBadge } from '../../components/OpenNowBadge/OpenNowBadge';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { FALLBACK_HOURS, berlinParts } from '../../contract/rules/openingHours';
import { useLang } from '../../i18n/useLang';
import { FALLBACK_CONTACT } from '../../lib/fallbackContact';
import { pathTo } from '../../lib/paths';
import { contactQuery, openingStatusQuery } from '../../lib/queries';
import styles from '../site/page.module.css';
import { ContactContainer } from './ContactContainer';

const noSubscription = () => () => {};
/** Today's weekday in Berlin; unknown during server rendering, so hydration matches. */
const useBerlinWeekday = () =>
  useSyncExternalStore(
    noSubscription,
    () => berlinParts(new Date()).weekday,
    () => undefined,
  );

export default function ContactPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const contact = useQuery(contactQuery());
  const status = useQuery(openingStatusQuery());
  if (contact.isError) console.warn('[contact] contact data failed, showing the fallback', contact.error);
  const data = contact.data ?? (contact.isError ? FALLBACK_CONTACT : undefined);
  const hours = contact.data?.opening_hours ?? (contact.isError ? FALLBACK_HOURS : undefined);
  const today = useBerlinWeekday();
  return (
    <>
      <SiteHero
        title={t('page.contact.title')}
        lead={t('page.contact.lead')}
        actions={<OpenNowBadge status={status.data} loading={status.isPending} />}
      />
      <div className={`container ${styles.section} ${styles.split}`}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('page.contact.formTitle')}</h2>
          <ContactContainer />
        </section>
        <div className={styles.stack}>
          {data && <ContactCard contact={data} title={t('page.contact.dataTitle')} />}
          {/* No table of seven "closed" days while the practice has not entered its hours (a fresh install). */}
          {hours && Object.values(hours).some((ranges) => ranges.length > 0) && <OpeningHours hours={hours} today={today} />}
          <p className={styles.card}>
            <strong>{t('page.contact.emergency')}</strong>{' '}
            <SiteLink href={pathTo(lang, 'emergency')}>{t('page.contact.emergencyLink')}</SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}
