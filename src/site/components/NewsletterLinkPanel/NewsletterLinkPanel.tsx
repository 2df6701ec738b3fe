/**
 * What a newsletter mail's link leads to: the confirmation of a subscription or the
 * unsubscribe page, each in its states. Opening the link changes nothing (mail scanners open links
 * too): the visitor presses the button, then reads what happened — done, done before, expired or
 * not a valid link — with the way on from there.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { NewsletterConfirmOutcome, NewsletterUnsubscribeOutcome } from '../../../contract/entities/newsletter';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './NewsletterLinkPanel.module.css';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';
/** ready: waiting for the button; working: sent; failed: no answer (network, rate limit), try again. */
export type NewsletterLinkState = 'ready' | 'working' | 'failed' | NewsletterConfirmOutcome | NewsletterUnsubscribeOutcome;

export interface NewsletterLinkPanelProps {
  kind: NewsletterLinkKind;
  state: NewsletterLinkState;
  onAct: () => void;
}

const ICON: Record<NewsletterLinkState, IconName> = {
  ready: 'mail',
  working: 'mail',
  failed: 'mail',
  confirmed: 'check',
  alreadyConfirmed: 'check',
  unsubscribed: 'check',
  alreadyUnsubscribed: 'check',
  expired: 'alert',
  invalid: 'alert',
};

export function NewsletterLinkPanel({ kind, state, onAct }: NewsletterLinkPanelProps) {
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const asking = state === 'ready' || state === 'working' || state === 'failed';
  const shown = asking ? 'ready' : state;
  const ways: { href: string; label: string }[] = [{ href: pathTo(lang, 'home'), label: t('error.boundary.home') }];
  if (state === 'invalid' && kind === 'unsubscribe') ways.push({ href: pathTo(lang, 'contact'), label: t('nav.contact') });
  if (state === 'confirmed' || state === 'alreadyConfirmed')
    ways.push({ href: pathTo(lang, 'blog'), label: t('newsletterLink.toBlog') });

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-state={state}>
      <span className={`${styles.icon} ${ICON[state] === 'alert' ? styles.warn : ''}`}>
        <Icon name={ICON[state]} size={32} />
      </span>
      {/* The heading changes with the outcome; the live region says it to screen readers. */}
      <div aria-live="polite" className={styles.message}>
        <h1 id={titleId} className={styles.title}>
          {t(`newsletterLink.${kind}.${shown}.title`)}
        </h1>
        <p className={styles.text}>{t(`newsletterLink.${kind}.${shown}.text`)}</p>
        {state === 'failed' && (
          <p className={styles.error} role="alert">
            {t('newsletterLink.failed')}
          </p>
        )}
      </div>
      {asking && (
        <Button onClick={onAct} disabled={state === 'working'} aria-busy={state === 'working'}>
          {t(`newsletterLink.${kind}.action`)}
        </Button>
      )}
      {state === 'expired' && (
        <Button href={pathTo(lang, 'blog', undefined, 'newsletter-title')}>{t('newsletterLink.subscribeAgain')}</Button>
      )}
      {!asking && (
        <ul className={styles.more}>
          {ways.map((w) => (
            <li key={w.href}>
              <SiteLink href={w.href} className={styles.link}>
                {w.label}
                <Icon name="arrowRight" size={18} />
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
