/**
 * Language dropdown: a button with the current language's flag and name, opening the
 * list of languages (each in its own language, the current one checked). Choosing one replaces
 * the first path segment and keeps the rest of the address (switchLanguagePath). Options are real
 * links, so they also work in a new tab; a plain click navigates through the site's navigation
 * (the router, or a page load where the page hydrates without it). Arrow keys move between
 * options, Escape and outside clicks close, Tab leaves.
 *
 * The options are rendered while the list is open, not served hidden: a served page cannot open
 * the list before its script runs, and the hidden list (six flags and five links) was 2.7 KB of
 * every page's HTML. Search engines find each page's other languages in its head
 * (hreflang alternates) and in the sitemap.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES, type LanguageCode } from '../../../contract/constants';
import { isLanguage, LANGUAGE_NAMES } from '../../../i18n/locale';
import { useLang } from '../../intl/useLang';
import { switchLanguagePath } from '../../../lib/paths';
import { isPlainClick } from '../../common/plainClick';
import { Flag } from '../Flag/Flag';
import { Icon } from '../Icon/Icon';
import { useSiteLocation, useSiteNavigation } from '../SiteLink/siteNavigation';
import styles from './LanguageSwitcher.module.css';

export interface LanguageSwitcherProps {
  languages?: readonly LanguageCode[];
  /** Told about the choice before navigating (e.g. to store it for the next visit). */
  onSelect?: (lang: LanguageCode) => void;
  /**
   * For the crowded header: the flag and the language code (DE) instead of the name, below 80rem
   * the flag alone; the name stays for screen readers, and the open list shows every name.
   */
  compact?: boolean;
  className?: string;
}

export function LanguageSwitcher({ languages = LANGUAGES, onSelect, compact = false, className }: LanguageSwitcherProps) {
  const intl = useIntl();
  const current = useLang();
  const { href } = useSiteLocation();
  const { navigate } = useSiteNavigation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const options = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-option]') ?? [])];
  const focusOption = (index: number) => {
    const all = options();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const openAndFocus = () => {
    setOpen(true);
    // The list renders on this commit; focus the current language once it is there.
    requestAnimationFrame(() => {
      const all = options();
      (all.find((o) => o.lang === current) ?? all[0])?.focus();
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const index = options().indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && index === -1) {
      e.preventDefault();
      openAndFocus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOption(index + (e.key === 'ArrowDown' ? 1 : -1));
    } else if ((e.key === 'Home' || e.key === 'End') && index !== -1) {
      e.preventDefault();
      focusOption(e.key === 'Home' ? 0 : -1);
    }
  };

  const choose = (e: MouseEvent<HTMLAnchorElement>, lang: LanguageCode, target: string) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
    onSelect?.(lang);
    navigate(target);
  };

  return (
    <div
      ref={rootRef}
      className={[styles.switcher, compact && styles.compact, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      // Tab (or any focus move) out of the switcher closes it.
      onBlur={(e) => {
        if (e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Flag lang={current} />
        <span className="visually-hidden">{intl.formatMessage({ id: 'language.label' })}: </span>
        <span className={styles.currentName} lang={current}>
          {LANGUAGE_NAMES[current]}
        </span>
        {compact && (
          <span className={styles.code} aria-hidden="true">
            {current.toUpperCase()}
          </span>
        )}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={intl.formatMessage({ id: 'app.languages' })}>
        {open &&
          languages.map((lang) => {
            const target = switchLanguagePath(href, lang, isLanguage);
            const isCurrent = lang === current;
            return (
              <li key={lang}>
                <a
                  data-option
                  href={target}
                  lang={lang}
                  hrefLang={lang}
                  className={styles.option}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={(e) => choose(e, lang, target)}
                >
                  <Flag lang={lang} />
                  <span className={styles.optionName}>{LANGUAGE_NAMES[lang]}</span>
                  {isCurrent && <Icon name="check" size={18} className={styles.check} />}
                </a>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
