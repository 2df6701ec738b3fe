/**
 * The fixed top bar: logo, main menu with the Praxis and Behandlungen dropdowns,
 * language switcher and the 'TERMIN BUCHEN' button (external booking page, new tab). It gains a
 * shadow once the page is scrolled beyond 10 px. The page below must leave var(--header-height)
 * free at its top.
 *
 * It fits every language at every width by giving up detail in steps, never by
 * overflowing (Header.module.css has the widths): from 80rem everything; from 64rem the menu
 * without 'Startseite' (the logo leads home), the language as a flag and the booking button's
 * short label; below 64rem the menu moves into the slide-in MobileMenu; below 48rem the booking
 * button moves there too (phones reach it and the phone number in the floating bar).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LanguageCode } from '../../../contract/common';
import { useLang } from '../../intl/useLang';
import { OnlineBookingButton, RequestAppointmentButton } from '../BookingActions/BookingActions';
import { Icon } from '../Icon/Icon';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { SiteLink } from '../SiteLink/SiteLink';
import { useSiteLocation } from '../SiteLink/siteNavigation';
import { NavDisclosure } from './NavDisclosure';
import { isActiveEntry, mainMenu, type MenuEntry, type TreatmentLink } from './navigation';
import { SubmenuContent } from './Submenu';
import styles from './Header.module.css';

export interface HeaderProps {
  /** Featured treatments for the dropdown (at most 10 show); undefined or empty while loading. */
  featured?: TreatmentLink[];
  /** How many treatments the view-all link promises ('Alle 32 Behandlungen'). */
  treatmentCount: number;
  /**
   * The external booking page, already built with bookingLink(). Without one (no booking service,
   * e.g. a fresh install) the header offers our own request form ('Termin anfragen') instead.
   */
  bookingUrl?: string;
  /** The practice phone (contact data), offered as tap-to-call in the slide-in menu. */
  phone?: string;
  languages?: readonly LanguageCode[];
  onLanguageSelect?: (lang: LanguageCode) => void;
}

const SHADOW_AFTER_PX = 10;

function useScrolledBeyond(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return scrolled;
}

export function Header({ featured, treatmentCount, bookingUrl, phone, languages, onLanguageSelect }: HeaderProps) {
  const intl = useIntl();
  const lang = useLang();
  const { pathname } = useSiteLocation();
  const scrolled = useScrolledBeyond(SHADOW_AFTER_PX);
  const [openSubmenu, setOpenSubmenu] = useState<MenuEntry['id'] | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <Logo className={styles.logo} />
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul className={styles.menu}>
            {mainMenu(lang).map((entry) => {
              const active = isActiveEntry(pathname, entry);
              if (!entry.submenu) {
                return (
                  <li key={entry.id} className={styles.item} data-entry={entry.id}>
                    <SiteLink href={entry.href} className={styles.link} aria-current={active ? 'page' : undefined}>
                      {t(entry.labelId)}
                    </SiteLink>
                  </li>
                );
              }
              return (
                <NavDisclosure
                  key={entry.id}
                  label={t(entry.labelId)}
                  active={active}
                  open={openSubmenu === entry.id}
                  onOpenChange={(open) => setOpenSubmenu((current) => (open ? entry.id : current === entry.id ? null : current))}
                  // The practice's pages are linked only here; every treatment is in the footer or the treatment list.
                  serveHidden={entry.submenu === 'practice'}
                >
                  <SubmenuContent kind={entry.submenu} featured={featured} treatmentCount={treatmentCount} layout="dropdown" />
                </NavDisclosure>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher compact languages={languages} onSelect={onLanguageSelect} />
          {bookingUrl ? (
            <OnlineBookingButton href={bookingUrl} size="small" shortLabel className={styles.book} />
          ) : (
            <RequestAppointmentButton size="small" className={styles.book} />
          )}
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen(true)}
          >
            <Icon name="menu" size={24} label={t('nav.openMenu')} />
          </button>
        </div>
      </div>
      <MobileMenu
        id={mobileMenuId}
        open={mobileOpen}
        onClose={closeMobile}
        featured={featured}
        treatmentCount={treatmentCount}
        bookingUrl={bookingUrl}
        phone={phone}
      />
    </header>
  );
}
