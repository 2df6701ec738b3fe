/**
 * Contact page: the message form, the contact data (cached 300 s; when the call fails
 * the fixed fallback contact data and fallback hours are shown, the failure only logged) and the
 * opening hours, and the way to the emergency page.
 * Served, it is a frame page (routes/screens.tsx) whose live parts are islands: the open-now badge,
 * the opening hours' mark of today, and the form, which comes alive when the visitor first uses it.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import LiveContactForm, { LIVE_CONTACT_FORM } from '../../components/ContactForm/LiveContactForm.island';
import { Island } from '../../components/Island/Island';
import OpeningHoursToday, { OPENING_HOURS_TODAY } from '../../components/OpeningHours/OpeningHoursToday.island';
import LiveOpenNowBadge, {
  LIVE_OPEN_NOW_BADGE,
  liveOpenNowBadgeProps,
} from '../../components/OpenNowBadge/LiveOpenNowBadge.island';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { FALLBACK_HOURS } from '../../../contract/rules/openingHours';
import { useLang } from '../../intl/useLang';
import { FALLBACK_CONTACT } from '../../common/fallbackContact';
import { pathTo } from '../../../lib/paths';
import { contactQuery, openingStatusQuery } from '../../common/queries';
import styles from '../site/page.module.css';

export default function ContactPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const contact = useQuery(contactQuery());
  const status = useQuery(openingStatusQuery());
  if (contact.isError) console.warn('[contact] contact data failed, showing the fallback', contact.error);
  const data = contact.data ?? (contact.isError ? FALLBACK_CONTACT : undefined);
  const hours = contact.data?.opening_hours ?? (contact.isError ? FALLBACK_HOURS : undefined);
  return (
    <>
      <SiteHero
        title={t('page.contact.title')}
        lead={t('page.contact.lead')}
        actions={
          <Island
            name={LIVE_OPEN_NOW_BADGE}
            component={LiveOpenNowBadge}
            props={liveOpenNowBadgeProps(intl, status.data, status.isPending)}
          />
        }
      />
      <div className={`container ${styles.section} ${styles.split}`}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('page.contact.formTitle')}</h2>
          <Island name={LIVE_CONTACT_FORM} component={LiveContactForm} props={{}} hydrate="interaction" />
        </section>
        <div className={styles.stack}>
          {data && <ContactCard contact={data} title={t('page.contact.dataTitle')} />}
          {/* No table of seven "closed" days while the practice has not entered its hours (a fresh install). */}
          {hours && Object.values(hours).some((ranges) => ranges.length > 0) && (
            <Island name={OPENING_HOURS_TODAY} component={OpeningHoursToday} props={{ hours }} />
          )}
          <p className={styles.card}>
            <strong>{t('page.contact.emergency')}</strong>{' '}
            <SiteLink href={pathTo(lang, 'emergency')}>{t('page.contact.emergencyLink')}</SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}
