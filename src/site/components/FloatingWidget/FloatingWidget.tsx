/**
 * The floating side widget: 'Termin' and 'Nachricht' links to the external booking
 * service's patient-request page (new tab), plus the skip-to-main-content link. Render it first in
 * the page so the skip link is the first thing keyboard users reach; it stays out of sight until
 * focused. On wide screens the links are tabs at the right edge; on phones a bottom bar, for which
 * the page reserves space at its bottom so no content hides behind it. On phones the bar starts
 * with 'Anrufen' (tap-to-call), so the phone number is one tap away on every page.
 *
 * Both external links carry the online booking's marks (BookingActions): the external-link icon
 * and "(öffnet in neuem Tab)" for screen readers.
 */
import { useIntl } from 'react-intl';
import { BOOKING_INTENTS } from '../BookingActions/BookingActions';
import { isExternalLink } from '../../common/bookingLink';
import { telHref } from '../../common/fallbackContact';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './FloatingWidget.module.css';

export interface FloatingWidgetProps {
  /** The booking service's patient-request page ('Termin'), or the site's booking page without one. */
  requestUrl: string;
  /** Where 'Nachricht' leads: the request page too by default, the site's contact page without a booking service. */
  messageUrl?: string;
  /** The practice phone: an 'Anrufen' entry on phones. */
  phone?: string;
  /** id of the page's <main> element. */
  mainId?: string;
}

interface WidgetLink {
  labelId: string;
  icon: IconName;
  href: string;
  external: boolean;
  phonesOnly?: boolean;
}

export function FloatingWidget({ requestUrl, messageUrl = requestUrl, phone, mainId = 'main' }: FloatingWidgetProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const links: WidgetLink[] = [
    ...(phone
      ? [
          {
            labelId: BOOKING_INTENTS.call.shortLabelId,
            icon: BOOKING_INTENTS.call.icon,
            href: telHref(phone),
            external: false,
            phonesOnly: true,
          },
        ]
      : []),
    { labelId: 'widget.appointment', icon: 'calendar', href: requestUrl, external: isExternalLink(requestUrl) },
    { labelId: 'widget.message', icon: 'message', href: messageUrl, external: isExternalLink(messageUrl) },
  ];
  return (
    <>
      <a href={`#${mainId}`} className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <aside className={styles.widget} aria-label={t('widget.label')}>
        <ul className={styles.list}>
          {links.map(({ labelId, icon, href, external, phonesOnly }) => (
            <li key={labelId} className={phonesOnly ? styles.phonesOnly : undefined}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                // The call names its number for screen readers ('Anrufen: +49 …'); the bar shows 'Anrufen'.
                aria-label={!external && phone ? intl.formatMessage({ id: BOOKING_INTENTS.call.labelId }, { phone }) : undefined}
                className={styles.tab}
              >
                <Icon name={icon} size={22} className={styles.icon} />
                <span className={styles.label}>
                  {t(labelId)}
                  {external && <Icon name={BOOKING_INTENTS.online.icon} size={12} className={styles.icon} />}
                </span>
                {external && <span className="visually-hidden"> {t('app.opensInNewTab')}</span>}
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </>
  );
}
