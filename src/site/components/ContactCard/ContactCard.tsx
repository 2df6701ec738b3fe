/**
 * The practice's contact details: address, phone (tel:), e-mail (mailto:), a WhatsApp chat link
 * built from the number's digits and the social profiles that are filled in. Works with the
 * fallback contact (shown when the contact call fails), which has only address, phone and e-mail.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ContactData } from '../../../contract/entities/contact';
import { whatsappLink } from '../../common/bookingLink';
import { telHref } from '../../common/fallbackContact';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './ContactCard.module.css';

export type ContactCardData = Pick<
  ContactData,
  'street' | 'house_number' | 'postal_code' | 'city' | 'phone_primary' | 'email_primary'
> &
  Partial<Pick<ContactData, 'social_media'>>;

export interface ContactCardProps {
  contact: ContactCardData;
  /** Defaults to the practice's name. */
  title?: string;
  /** The card's heading level within the page. */
  headingLevel?: 2 | 3;
}

const NETWORKS = ['facebook', 'instagram', 'youtube'] as const;

export function ContactCard({ contact, title, headingLevel = 2 }: ContactCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const socialId = useId();
  const Heading = `h${headingLevel}` as const;
  const newTab = <span className="visually-hidden"> {t('app.opensInNewTab')}</span>;
  const whatsapp = whatsappLink(contact.social_media?.whatsapp ?? '');
  const profiles = NETWORKS.flatMap((network) => {
    const url = contact.social_media?.[network]?.trim();
    return url ? [{ network, url }] : [];
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title ?? t('app.practiceName')}
      </Heading>
      <address className={styles.address}>
        <dl className={styles.list}>
          <Row icon="pin" label={t('contactCard.address')}>
            {contact.street} {contact.house_number}
            <br />
            {contact.postal_code} {contact.city}
          </Row>
          {contact.phone_primary && (
            <Row icon="phone" label={t('contactCard.phone')}>
              <a className={styles.link} href={telHref(contact.phone_primary)}>
                {contact.phone_primary}
              </a>
            </Row>
          )}
          {contact.email_primary && (
            <Row icon="mail" label={t('contactCard.email')}>
              <a className={styles.link} href={`mailto:${contact.email_primary}`}>
                {contact.email_primary}
              </a>
            </Row>
          )}
          {whatsapp && (
            <Row icon="whatsapp" label={t('contactCard.whatsapp')}>
              <a className={styles.link} href={whatsapp} target="_blank" rel="noopener noreferrer">
                {t('contactCard.whatsappChat')}
                {newTab}
              </a>
            </Row>
          )}
        </dl>
      </address>
      {profiles.length > 0 && (
        <div className={styles.social}>
          <p id={socialId} className={styles.socialTitle}>
            {t('contactCard.social')}
          </p>
          <ul className={styles.profiles} aria-labelledby={socialId}>
            {profiles.map(({ network, url }) => (
              <li key={network}>
                <a className={styles.profile} href={url} target="_blank" rel="noopener noreferrer">
                  <Icon name={network} size={22} />
                  <span className="visually-hidden">
                    {t(`contactCard.social.${network}`)} {t('app.opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>
        <Icon name={icon} size={20} className={styles.icon} />
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
