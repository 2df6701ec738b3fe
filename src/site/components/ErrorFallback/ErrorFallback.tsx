/**
 * The screen of a rendering failure: apology, reload and home buttons, and the static
 * contact details so a patient can still reach the practice (those the site ships with:
 * src/site/common/fallbackContact.ts; the contact and booking pages always). It must work when the rest of the
 * app is broken: no router (plain <a>, full page loads), no queries, no fetched data, and the
 * loaded catalogue's texts (German if loaded) if even the intl provider is missing. The links are
 * the fixed German pages (/de, /de/kontakt, /de/termin) in every language: they are the
 * canonical routes and do not depend on a language that may be what failed.
 */
import { useContext, useId } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../../../contract/constants';
import { anyCatalogue } from '../../../i18n/catalogues';
import { FALLBACK_CONTACT, telHref } from '../../common/fallbackContact';
import { pathTo } from '../../../lib/paths';
import { Button, buttonClass } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import styles from './ErrorFallback.module.css';

export interface ErrorFallbackProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

let germanIntl: IntlShape | undefined;
const standaloneIntl = () => (germanIntl ??= createIntl({ locale: DEFAULT_LANGUAGE, messages: anyCatalogue() }));

export function ErrorFallback({ onReload }: ErrorFallbackProps) {
  const intl = useContext(IntlContext) ?? standaloneIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const helpId = useId();
  const { phone_primary: phone, email_primary: email } = FALLBACK_CONTACT;

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.icon}>
          <Icon name="alert" size={32} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {t('error.boundary.title')}
        </h1>
        <p className={styles.text}>{t('error.boundary.text')}</p>
        <div className={styles.actions}>
          <Button onClick={() => (onReload ? onReload() : window.location.reload())}>{t('error.boundary.reload')}</Button>
          <a className={buttonClass({ variant: 'secondary' })} href={pathTo(DEFAULT_LANGUAGE, 'home')}>
            {t('error.boundary.home')}
          </a>
        </div>
        <section className={styles.help} aria-labelledby={helpId}>
          <h2 id={helpId} className={styles.helpTitle}>
            {t('error.boundary.help')}
          </h2>
          <ul className={styles.contacts}>
            {phone && (
              <li>
                <Icon name="phone" />
                <span className="visually-hidden">{t('contactCard.phone')}: </span>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <Icon name="mail" />
                <span className="visually-hidden">{t('contactCard.email')}: </span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            <li>
              <Icon name="message" />
              <a href={pathTo(DEFAULT_LANGUAGE, 'contact')}>{t('error.boundary.contactPage')}</a>
            </li>
            <li>
              <Icon name="calendar" />
              <a href={pathTo(DEFAULT_LANGUAGE, 'booking')}>{t('error.boundary.bookingPage')}</a>
            </li>
          </ul>
        </section>
      </section>
    </div>
  );
}
