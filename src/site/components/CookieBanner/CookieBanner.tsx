/**
 * The cookie notice: slides in at the bottom BANNER_DELAY_MS after mount when the
 * visitor has not decided yet. Fixed position, so it overlays the page instead of pushing it (no
 * layout shift), and non-modal: the page stays usable. Render it early in the layout (right after
 * the skip link) so keyboard users reach it first.
 *
 * The × only hides the notice for this page view; it records nothing, so the next page load asks
 * again. Closing is not consent, and treating it as a rejection would put words in the visitor's
 * mouth; analytics stay off meanwhile because no decision means denied.
 */
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BANNER_DELAY_MS } from '../../common/consentRecord';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './CookieBanner.module.css';
import { PRIVACY_HREF } from './privacyHref';

export interface CookieBannerProps {
  /** A valid decision is stored: the banner never shows. */
  hasDecision: boolean;
  onAccept: () => void;
  onReject: () => void;
  onOpenSettings: () => void;
  /** Hidden for this page view without a decision. */
  onClose?: () => void;
  /** Wait before showing; 1000 ms unless a story needs otherwise. */
  delayMs?: number;
}

export function CookieBanner({
  hasDecision,
  onAccept,
  onReject,
  onOpenSettings,
  onClose,
  delayMs = BANNER_DELAY_MS,
}: CookieBannerProps) {
  const intl = useIntl();
  const titleId = useId();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (hasDecision) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [hasDecision, delayMs]);

  if (hasDecision || !due || dismissed) return null;

  const decide = (callback: () => void) => () => {
    setDismissed(true);
    callback();
  };

  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage id="cookieBanner.title" />
          </h2>
          <p>
            <FormattedMessage id="cookieBanner.text" />{' '}
            <FormattedMessage
              id="cookieBanner.more"
              values={{ link: (chunks) => <SiteLink href={PRIVACY_HREF}>{chunks}</SiteLink> }}
            />
          </p>
        </div>
        <div className={styles.actions}>
          {/* Settings keeps the banner: if the dialog is closed without saving, the question stays open. */}
          <Button variant="ghost" onClick={onOpenSettings}>
            <FormattedMessage id="cookieBanner.settings" />
          </Button>
          <Button variant="secondary" onClick={decide(onReject)}>
            <FormattedMessage id="cookieBanner.reject" />
          </Button>
          <Button onClick={decide(onAccept)}>
            <FormattedMessage id="cookieBanner.accept" />
          </Button>
        </div>
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'cookieBanner.close' })}
          onClick={decide(() => onClose?.())}
        >
          <Icon name="close" size={22} />
        </button>
      </div>
    </section>
  );
}
