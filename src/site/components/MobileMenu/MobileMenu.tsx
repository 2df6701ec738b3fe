/**
 * The small-screen menu: a panel sliding in from the side at 85 % width with the main
 * menu; submenus expand in place, one at a time. It is a native modal <dialog>, so the page
 * behind is inert under an overlay and Escape closes it. Focus moves to the close button on open
 * and back to whatever opened it (the header's menu button) on close. It closes on the close
 * button, Escape, a click on the overlay, and whenever the route changes. Below the menu: the
 * three ways to an appointment (BookingActions), so phones always have tap-to-call.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { CallButton, OnlineBookingButton, RequestAppointmentButton } from '../BookingActions/BookingActions';
import { isActiveEntry, mainMenu, type MenuEntry, type TreatmentLink } from '../Header/navigation';
import { SubmenuContent } from '../Header/Submenu';
import { Icon } from '../Icon/Icon';
import { useModalDialog } from '../Dialog/useModalDialog';
import { SiteLink } from '../SiteLink/SiteLink';
import { useSiteLocation } from '../SiteLink/siteNavigation';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  /** Featured treatments (at most 10 show); undefined or empty while loading. */
  featured?: TreatmentLink[];
  treatmentCount: number;
  /** The external booking page, already built with bookingLink(); the button is left out without it. */
  bookingUrl?: string;
  /** The practice phone for tap-to-call; left out without it. */
  phone?: string;
}

export function MobileMenu({ id, open, onClose, ...content }: MobileMenuProps) {
  const intl = useIntl();
  const { href } = useSiteLocation();
  const modal = useModalDialog(open, onClose);

  // Any navigation while open closes the menu.
  const lastHref = useRef(href);
  useEffect(() => {
    if (lastHref.current === href) return;
    lastHref.current = href;
    if (open) onClose();
  }, [href, open, onClose]);

  return (
    <dialog {...modal} id={id} className={styles.panel} aria-label={intl.formatMessage({ id: 'nav.menu' })}>
      {/* Rendered only while open, so every opening starts with all submenus collapsed. */}
      {open && <MenuContent onClose={onClose} {...content} />}
    </dialog>
  );
}

const decoded = (href: string) => {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
};
const sameHref = (a: string, b: string) => decoded(a) === decoded(b);

type MenuContentProps = Pick<MobileMenuProps, 'onClose' | 'featured' | 'treatmentCount' | 'bookingUrl' | 'phone'>;

function MenuContent({ onClose, featured, treatmentCount, bookingUrl, phone }: MenuContentProps) {
  const intl = useIntl();
  const lang = useLang();
  const { pathname, href } = useSiteLocation();
  const [expanded, setExpanded] = useState<MenuEntry['id'] | null>(null);
  const submenuIdPrefix = useId();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });

  return (
    <div
      className={styles.content}
      onClick={(e) => {
        // A link to the page already shown (menu entry or 'Termin anfragen') changes no route, so
        // it would not close the menu.
        const link = (e.target as Element).closest('a');
        if (link && sameHref(link.getAttribute('href') ?? '', href)) onClose();
      }}
    >
      <div className={styles.top}>
        <button data-autofocus type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={24} label={t('nav.closeMenu')} />
        </button>
      </div>
      <nav aria-label={t('nav.main')}>
        <ul className={styles.menu}>
          {mainMenu(lang).map((entry) => {
            const active = isActiveEntry(pathname, entry);
            if (!entry.submenu) {
              return (
                <li key={entry.id}>
                  <SiteLink href={entry.href} className={styles.entry} aria-current={active ? 'page' : undefined}>
                    {t(entry.labelId)}
                  </SiteLink>
                </li>
              );
            }
            const isExpanded = expanded === entry.id;
            const submenuId = `${submenuIdPrefix}-${entry.id}`;
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-expanded={isExpanded}
                  aria-controls={submenuId}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setExpanded(isExpanded ? null : entry.id)}
                >
                  {t(entry.labelId)}
                  <Icon name="chevronDown" size={20} className={styles.chevron} />
                </button>
                <div id={submenuId} hidden={!isExpanded}>
                  {isExpanded && (
                    <SubmenuContent kind={entry.submenu} featured={featured} treatmentCount={treatmentCount} layout="drawer" />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.actions}>
        {bookingUrl && <OnlineBookingButton href={bookingUrl} block />}
        <RequestAppointmentButton variant="secondary" block />
        {phone && <CallButton phone={phone} variant="secondary" block />}
      </div>
    </div>
  );
}
