/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert (so
 * focus stays inside), moves focus in, and closes on Escape; this component adds the title, a
 * close button and focus return to whatever opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (right-aligned on wide screens, stacked on phones). */
  actions?: ReactNode;
  /** Hide the × button when the dialog must be answered with one of its actions. */
  hideCloseButton?: boolean;
  size?: 'small' | 'medium';
}

export function Dialog({ open, title, onClose, children, actions, hideCloseButton = false, size = 'medium' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const intl = useIntl();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'small' ? styles.small : ''}`}
      aria-labelledby={titleId}
      // Escape fires "cancel": let the owner decide (it usually sets open=false).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Also on keydown: some assistive tools and test drivers send untrusted key events that do
      // not trigger the native cancel.
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={styles.content}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={intl.formatMessage({ id: 'app.close' })}
              >
                <Icon name="close" size={22} />
              </button>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {actions && <footer className={styles.actions}>{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
