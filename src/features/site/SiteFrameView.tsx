/**
 * The frame of every public page: skip link and side widget, header, the page, footer, and the
 * consent banner and dialog, with consent wired to analytics. It shows the practice data every page
 * shares (FrameData) and the page's content it is given. The app renders it with the router's data
 * and route (SiteLayout.tsx); a page whose content holds nothing interactive hydrates it alone,
 * keeping the served content (src/frame.tsx, issue 21).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LanguageCode } from '../../contract/common';
import { CookieSettingsDialog } from '../../components/CookieSettingsDialog/CookieSettingsDialog';
import { FloatingWidget } from '../../components/FloatingWidget/FloatingWidget';
import { Footer } from '../../components/Footer/Footer';
import { Header } from '../../components/Header/Header';
import { useSiteLocation } from '../../components/SiteLink/siteNavigation';
import { STORAGE_KEYS } from '../../i18n/locale';
import { pathTo } from '../../lib/paths';
import { writeStored } from '../../lib/storage';
import { decideConsent, resetConsent, useConsent } from './consentStore';
import type { FrameView } from './frameData';
import { useAnalytics } from './useAnalytics';
import styles from './SiteLayout.module.css';

// The banner appears a second after load in the browser only (never in server HTML), so its code
// can arrive after the page's: it stays out of the first-load JavaScript.
const CookieBanner = lazy(() => import('../../components/CookieBanner/CookieBanner').then((m) => ({ default: m.CookieBanner })));

export interface SiteFrameViewProps {
  lang: LanguageCode;
  view: FrameView;
  /** Reads that failed: a notice above the page says what is missing. */
  failed?: { languages?: boolean; info?: boolean };
  /**
   * The page's content, or 'served': <main> keeps the markup the server rendered into it (the
   * browser neither builds nor changes it; Preact leaves an element with an empty innerHTML alone).
   */
  content: ReactNode | 'served';
}

export function SiteFrameView({ lang, view, failed = {}, content }: SiteFrameViewProps) {
  const { pathname } = useSiteLocation();
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useAnalytics({ granted: consent.analyticsGranted, measurementId: view.analyticsId, path: pathname, lang });
  // The page's language is the visitor's stored choice (spec §4), also where a link loaded the page.
  // An effect, not the router's beforeLoad: after server rendering, hydration does not run that again.
  useEffect(() => {
    writeStored(STORAGE_KEYS.language, lang);
    document.documentElement.lang = lang;
  }, [lang]);
  // Without a booking service (a fresh install) or settings, the header offers our own request form,
  // the widget's 'Termin' leads to our booking page and 'Nachricht' to our contact page.
  const { requestUrl, phone } = view;

  return (
    <div className={styles.frame}>
      <FloatingWidget
        requestUrl={requestUrl ?? pathTo(lang, 'booking')}
        messageUrl={requestUrl ?? pathTo(lang, 'contact')}
        phone={phone}
      />
      <Header
        featured={view.featured}
        treatmentCount={view.treatmentCount}
        bookingUrl={view.bookingUrl}
        phone={phone}
        languages={view.languages}
      />
      {(failed.languages || failed.info) && (
        <div className={`container ${styles.notice}`} role="alert">
          {failed.languages && <FormattedMessage id="error.languagesFailed" tagName="p" />}
          {failed.info && <FormattedMessage id="error.practiceInfoFailed" tagName="p" />}
        </div>
      )}
      {content === 'served' ? (
        <main id="main" tabIndex={-1} className={styles.main} dangerouslySetInnerHTML={{ __html: '' }} />
      ) : (
        <main id="main" tabIndex={-1} className={styles.main}>
          {content}
        </main>
      )}
      <Footer
        locations={view.locations}
        treatments={view.footerTreatments}
        socialLinks={view.socialLinks}
        hasConsentDecision={consent.decided}
        onResetConsent={resetConsent}
      />
      {consent.known && (
        <Suspense fallback={null}>
          <CookieBanner
            hasDecision={consent.decided}
            onAccept={() => decideConsent('granted')}
            onReject={() => decideConsent('denied')}
            onOpenSettings={() => setSettingsOpen(true)}
          />
        </Suspense>
      )}
      <CookieSettingsDialog
        open={settingsOpen}
        analyticsGranted={consent.analyticsGranted}
        onSave={(granted) => {
          decideConsent(granted ? 'granted' : 'denied');
          setSettingsOpen(false);
        }}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
