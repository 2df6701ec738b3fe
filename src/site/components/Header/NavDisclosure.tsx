/**
 * A desktop menu entry with a dropdown, as a disclosure (button with aria-expanded and
 * aria-controls): opens on click, and on hover for mouse users; closes on Escape (focus back to
 * the button when it was inside), on a click outside, when focus leaves, and after a link is
 * followed. A mouse user who clicks an entry the hover already opened pins it open instead of
 * closing it again.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import styles from './Header.module.css';

export interface NavDisclosureProps {
  label: string;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /**
   * Serve the panel's content though it is hidden: for links that are nowhere else on the page,
   * so that search engines find them. Otherwise it is rendered while open (a served page
   * cannot open the panel before its script runs, and its hidden links are bytes of every page).
   */
  serveHidden?: boolean;
}

export function NavDisclosure({ label, active, open, onOpenChange, children, serveHidden = false }: NavDisclosureProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const focusWasInside = itemRef.current?.contains(document.activeElement);
      onOpenChange(false);
      if (focusWasInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onOpenChange]);

  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse' && openedByHover.current) onOpenChange(false);
      }}
      onBlur={(e) => {
        // relatedTarget is null when clicking plain text inside the panel: keep it open then.
        if (e.relatedTarget && !itemRef.current?.contains(e.relatedTarget as Node)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else onOpenChange(!open);
        }}
      >
        {label}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as Element).closest('a')) onOpenChange(false);
        }}
      >
        {(open || serveHidden) && children}
      </div>
    </li>
  );
}
