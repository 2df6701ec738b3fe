/**
 * One booking intent, three doors, each always labelled for what it is. Every place that
 * offers an appointment (header, slide-in menu, home first screen, floating widget, treatment
 * pages, booking page) takes its label and icon from here, so a visitor never finds one word
 * leading to two destinations:
 *
 * - online:  the external online booking service ('TERMIN BUCHEN', new tab). Always with the
 *            external-link icon and "(öffnet in neuem Tab)" for screen readers.
 * - request: our own request form (/de/termin): always 'Termin anfragen', calendar icon.
 * - call:    the practice phone as a tel: link: always 'Anrufen' (with the number where it fits).
 *
 * The floating widget's 'Termin' and 'Nachricht' are the online door's short forms: they
 * carry the same external-link icon and hint (FloatingWidget).
 */
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { telHref } from '../../common/fallbackContact';
import { bookingPathFor } from '../../../lib/paths';
import { Button, type ButtonVariant } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './BookingActions.module.css';

export type BookingIntent = 'online' | 'request' | 'call';

/** Label ids and icons of the three doors: the one place the vocabulary is decided. */
export const BOOKING_INTENTS = {
  online: { labelId: 'app.bookAppointment', shortLabelId: 'app.bookAppointmentShort', icon: 'external' },
  request: { labelId: 'cta.requestAppointment', icon: 'calendar' },
  call: { labelId: 'cta.call', shortLabelId: 'cta.callShort', icon: 'phone' },
} as const satisfies Record<BookingIntent, { labelId: string; shortLabelId?: string; icon: IconName }>;

interface CommonProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  className?: string;
}

/**
 * The external online booking ('TERMIN BUCHEN'). With `shortLabel`, a shorter label takes over
 * where a crowded bar sets `data-label="short"` on an ancestor (Header): CSS picks one, and the
 * hidden one is left out of the accessible name.
 */
export function OnlineBookingButton({
  href,
  shortLabel = false,
  ...props
}: CommonProps & { href: string; shortLabel?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { labelId, shortLabelId, icon } = BOOKING_INTENTS.online;
  return (
    <Button href={href} newTab {...props}>
      {shortLabel ? (
        <>
          <span className={styles.full}>{t(labelId)}</span>
          <span className={styles.short}>{t(shortLabelId)}</span>
        </>
      ) : (
        t(labelId)
      )}
      <Icon name={icon} size={16} className={styles.icon} />
      <span className="visually-hidden"> {t('app.opensInNewTab')}</span>
    </Button>
  );
}

/**
 * Our own appointment request form ('Termin anfragen', /de/termin); from a treatment page with that
 * treatment (`treatment`: its slug), which the form then preselects.
 */
export function RequestAppointmentButton({ treatment, ...props }: CommonProps & { treatment?: string }) {
  const intl = useIntl();
  const lang = useLang();
  const { labelId, icon } = BOOKING_INTENTS.request;
  return (
    <Button href={bookingPathFor(lang, treatment)} {...props}>
      <Icon name={icon} className={styles.icon} />
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
}

/** Tap-to-call: 'Anrufen: +49 …', or just 'Anrufen' with `short` (the number stays for screen readers). */
export function CallButton({ phone, short = false, ...props }: CommonProps & { phone: string; short?: boolean }) {
  const intl = useIntl();
  const { labelId, shortLabelId, icon } = BOOKING_INTENTS.call;
  return (
    <Button href={telHref(phone)} {...props}>
      <Icon name={icon} className={styles.icon} />
      {short ? (
        <>
          {intl.formatMessage({ id: shortLabelId })}
          <span className="visually-hidden">: {phone}</span>
        </>
      ) : (
        // The number never breaks inside; in a narrow button it moves below 'Anrufen:' as a whole.
        <span>{intl.formatMessage({ id: labelId }, { phone: <span className={styles.number}>{phone}</span> })}</span>
      )}
    </Button>
  );
}
