/**
 * The site footer: the two practice locations, the footer treatment links in their fixed
 * order, the emergency page, the city and district landing pages, the legal pages (with the
 * accessibility statement), social links, the copyright line
 * and — only once a consent decision exists — 'Cookie-Einstellungen ändern', which asks for
 * confirmation before the caller clears the decision and reloads.
 */
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { practiceLocationName } from '../../intl/practiceLocationName';
import type { PracticeLocation } from '../../../contract/entities/practice';
import type { Settings } from '../../../contract/entities/settings';
import type { TreatmentLink } from '../Header/navigation';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { whatsappLink } from '../../common/bookingLink';
import { LOCATION_SLUGS, locationPath, pathTo } from '../../../lib/paths';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Icon, type IconName } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import { SiteLink } from '../SiteLink/SiteLink';
import { telHref } from '../../common/fallbackContact';
import styles from './Footer.module.css';

/** The footer's treatment links, in their fixed order (tests/unit/catalogue.test.ts checks it). */
export const FOOTER_TREATMENT_SLUGS = [
  'veneers',
  'implantologie',
  'bleaching',
  'prophylaxe',
  'parodontologie',
  'aligner',
  'wurzelbehandlung',
  'zahnersatz',
  'professionelle-zahnreinigung',
  'kariesbehandlung',
  'zahnkrone',
  'zahnbrücke',
  'keramikinlays',
  'goldinlay',
  'kunststoffüllung',
  'zahnversiegelung',
  'fluoridierung',
  'sinuslift',
  'knochenaufbau-implantate',
  'teilprothesen',
  'totalprothesen',
  'marylandbruecke',
  'behandlung-angstpatienten',
  'zahnaerztliche-chirurgie',
  'kariesrisiko-test',
] as const;

/** Brand names, the same in every language. */
const SOCIAL: { key: keyof Settings['socialLinks'] | 'whatsapp'; name: string; icon: IconName }[] = [
  { key: 'facebook', name: 'Facebook', icon: 'facebook' },
  { key: 'instagram', name: 'Instagram', icon: 'instagram' },
  { key: 'youtube', name: 'YouTube', icon: 'youtube' },
  { key: 'whatsapp', name: 'WhatsApp', icon: 'whatsapp' },
];

/** The fields of a practice location the footer shows (a frame-only page receives these alone). */
export const FOOTER_LOCATION_FIELDS = ['key', 'name', 'street', 'house_number', 'postal_code', 'city', 'phone', 'email'] as const;
export type FooterLocation = Pick<PracticeLocation, (typeof FOOTER_LOCATION_FIELDS)[number]>;

export interface FooterProps {
  locations: FooterLocation[];
  /** Summaries to take the titles from; slugs of the footer list without a summary are left out. */
  treatments: TreatmentLink[];
  socialLinks?: Partial<Settings['socialLinks']>;
  /** The chat link is built from its digits. */
  whatsappNumber?: string;
  hasConsentDecision: boolean;
  /** Called after the visitor confirmed: clear the consent decision and reload. */
  onResetConsent: () => void;
  /** For the copyright line; defaults to the practice name of the UI catalogue. */
  practiceName?: string;
}

/**
 * Memoized: the frame re-renders its footer when the visitor's consent is read after hydration
 * (the consent store), which for a first visit changes nothing the footer shows; the footer is the
 * frame's largest part, and re-rendering it cost that task 14 ms of a fast CPU.
 */
export const Footer = memo(function Footer({
  locations,
  treatments,
  socialLinks = {},
  whatsappNumber,
  hasConsentDecision,
  onResetConsent,
  practiceName,
}: FooterProps) {
  const intl = useIntl();
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const bySlug = new Map(treatments.map((s) => [s.slug, s]));
  const footerTreatments = FOOTER_TREATMENT_SLUGS.flatMap((slug) => bySlug.get(slug) ?? []);
  const social = SOCIAL.flatMap(({ key, name, icon }) => {
    const href = key === 'whatsapp' ? whatsappNumber && whatsappLink(whatsappNumber) : socialLinks[key]?.trim();
    return href ? [{ key, name, icon, href }] : [];
  });

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.practice}>
          <Logo />
          <h2 className={styles.heading}>{t('app.locations')}</h2>
          <ul className={styles.locations}>
            {locations.map((location) => (
              <li key={location.key}>
                <address className={styles.address}>
                  <strong>{practiceLocationName(intl, location)}</strong>
                  <span>
                    {location.street} {location.house_number}
                  </span>
                  <span>
                    {location.postal_code} {location.city}
                  </span>
                  {location.phone && (
                    <a href={telHref(location.phone)} className={styles.contactLink}>
                      <Icon name="phone" size={18} />
                      {location.phone}
                    </a>
                  )}
                  {location.email && (
                    <a href={`mailto:${location.email}`} className={styles.contactLink}>
                      <Icon name="mail" size={18} />
                      {location.email}
                    </a>
                  )}
                </address>
              </li>
            ))}
          </ul>
          <SiteLink href={pathTo(lang, 'emergency')} className={styles.emergencyLink}>
            <Icon name="phone" size={18} />
            {t('nav.emergency')}
          </SiteLink>
        </div>

        {footerTreatments.length > 0 && (
          <div className={styles.treatments}>
            <h2 className={styles.heading}>{t('nav.treatments')}</h2>
            <ul className={styles.treatmentList}>
              {footerTreatments.map((treatment) => (
                <li key={treatment.slug}>
                  <SiteLink href={pathTo(lang, 'treatments', treatment.slug)} className={styles.link}>
                    {localize(treatment.title, lang)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className={styles.more}>
          <h2 className={styles.heading}>{t('footer.landingPages')}</h2>
          <ul className={styles.list}>
            {LOCATION_SLUGS.map((slug) => (
              <li key={slug}>
                <SiteLink href={locationPath(lang, slug)} className={styles.link}>
                  {t(`footer.landing.${slug}`)}
                </SiteLink>
              </li>
            ))}
          </ul>

          <h2 className={styles.heading}>{t('footer.legal')}</h2>
          <ul className={styles.list}>
            <li>
              <SiteLink href={pathTo(lang, 'privacy')} className={styles.link}>
                {t('nav.privacy')}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={pathTo(lang, 'imprint')} className={styles.link}>
                {t('nav.imprint')}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={pathTo(lang, 'accessibility')} className={styles.link}>
                {t('nav.accessibility')}
              </SiteLink>
            </li>
            {hasConsentDecision && (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => setConfirming(true)}>
                  {t('footer.cookieSettings')}
                </button>
              </li>
            )}
          </ul>

          {social.length > 0 && (
            <>
              <h2 className={styles.heading}>{t('footer.social')}</h2>
              <ul className={styles.social}>
                {social.map(({ key, name, icon, href }) => (
                  <li key={key}>
                    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                      <Icon name={icon} size={22} />
                      <span className="visually-hidden">
                        {name} {t('app.opensInNewTab')}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: practiceName ?? t('app.practiceName') })}
        </p>
      </div>

      <Dialog
        open={confirming}
        size="small"
        title={t('footer.cookieReset.title')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('app.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onResetConsent();
              }}
            >
              {t('footer.cookieReset.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('footer.cookieReset.text')}</p>
      </Dialog>
    </footer>
  );
});
