/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert (so
 * focus stays inside), moves focus in, and closes on Escape; this component adds the title, a
 * close button and focus return to whatever opened it.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import styles from './Dialog.module.css';
import { useModalDialog } from './useModalDialog';

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
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  const intl = useIntl();

  return (
    <dialog {...modal} className={`${styles.dialog} ${size === 'small' ? styles.small : ''}`} aria-labelledby={titleId}>
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
