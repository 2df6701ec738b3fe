/**
 * The cookie settings: necessary cookies (always on, shown as a locked switch so the
 * visitor sees what runs anyway) and analytics (a switch). Built on the shared modal Dialog, so
 * focus stays inside and Escape closes. Closing saves nothing; every button saves a decision.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRIVACY_HREF } from '../CookieBanner/privacyHref';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './CookieSettingsDialog.module.css';

export interface CookieSettingsDialogProps {
  open: boolean;
  /** The analytics switch's position whenever the dialog opens (the stored choice, else off). */
  analyticsGranted: boolean;
  onSave: (analyticsGranted: boolean) => void;
  onClose: () => void;
}

export function CookieSettingsDialog({ open, analyticsGranted, onSave, onClose }: CookieSettingsDialogProps) {
  const intl = useIntl();
  const [analytics, setAnalytics] = useState(analyticsGranted);
  // Each opening starts from the stored choice, not from an earlier unsaved toggle.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAnalytics(analyticsGranted);
  }

  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'cookieSettings.title' })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => onSave(false)}>
            <FormattedMessage id="cookieSettings.onlyNecessary" />
          </Button>
          <Button variant="secondary" onClick={() => onSave(analytics)}>
            <FormattedMessage id="cookieSettings.save" />
          </Button>
          <Button onClick={() => onSave(true)}>
            <FormattedMessage id="cookieSettings.acceptAll" />
          </Button>
        </>
      }
    >
      <p className={styles.intro}>
        <FormattedMessage id="cookieSettings.intro" />{' '}
        <FormattedMessage
          id="cookieBanner.more"
          values={{ link: (chunks) => <SiteLink href={PRIVACY_HREF}>{chunks}</SiteLink> }}
        />
      </p>
      <CookieCategory
        title={intl.formatMessage({ id: 'cookieSettings.necessary.title' })}
        text={intl.formatMessage({ id: 'cookieSettings.necessary.text' })}
        checked
        locked
        status={intl.formatMessage({ id: 'cookieSettings.alwaysOn' })}
      />
      <CookieCategory
        title={intl.formatMessage({ id: 'cookieSettings.analytics.title' })}
        text={intl.formatMessage({ id: 'cookieSettings.analytics.text' })}
        checked={analytics}
        onChange={setAnalytics}
      />
    </Dialog>
  );
}

interface CookieCategoryProps {
  title: string;
  text: string;
  checked: boolean;
  /** Always on: the switch is shown checked and cannot be changed. */
  locked?: boolean;
  /** Visible note next to the switch (e.g. 'Immer aktiv'). */
  status?: string;
  onChange?: (checked: boolean) => void;
}

function CookieCategory({ title, text, checked, locked = false, status, onChange }: CookieCategoryProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <section className={styles.category} aria-labelledby={titleId}>
      <div className={styles.categoryHeader}>
        <h3 id={titleId} className={styles.categoryTitle}>
          {title}
        </h3>
        <label className={styles.switchLabel}>
          {status && <span className={styles.status}>{status}</span>}
          <span className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              className={styles.switchInput}
              checked={checked}
              disabled={locked}
              aria-labelledby={titleId}
              aria-describedby={textId}
              onChange={(e) => onChange?.(e.target.checked)}
            />
            <span className={styles.track} aria-hidden="true" />
          </span>
        </label>
      </div>
      <p id={textId} className={styles.categoryText}>
        {text}
      </p>
    </section>
  );
}
