/**
 * The frame of every public page: skip link and side widget, header, the page, footer, and the
 * consent banner and dialog, with consent wired to analytics. It shows the practice data every page
 * shares (FrameData) and the page's content it is given. The app renders it with the router's data
 * and route (SiteLayout.tsx); a page whose content holds nothing interactive hydrates it alone,
 * keeping the served content (src/site/frame.tsx).
 *
 * The frame is made of parts (FRAME_PARTS) that need nothing from each other: what they share is
 * the practice data (FrameView) and the consent store. Each sits in a box-less wrapper, so the
 * frame's entry can hydrate them one by one, each in a task of its own: no single long task keeps a
 * phone from answering a tap while the page comes alive (Total Blocking Time).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LanguageCode } from '../../../contract/common';
import { CookieSettingsDialog } from '../../components/CookieSettingsDialog/CookieSettingsDialog';
import { FloatingWidget } from '../../components/FloatingWidget/FloatingWidget';
import { Footer } from '../../components/Footer/Footer';
import { Header } from '../../components/Header/Header';
import { useSiteLocation } from '../../components/SiteLink/siteNavigation';
import { STORAGE_KEYS } from '../../../i18n/locale';
import { pathTo } from '../../../lib/paths';
import { writeStored } from '../../../lib/storage';
import { decideConsent, resetConsent, useConsent } from '../../common/consentState';
import type { FrameView } from './frameData';
import { useIdScope } from '../../common/idScope';
import { useAnalytics } from './useAnalytics';
import styles from './SiteFrameView.module.css';

// The banner appears a second after load in the browser only (never in server HTML), so its code
// can arrive after the page's: it stays out of the first-load JavaScript.
const CookieBanner = lazy(() => import('../../components/CookieBanner/CookieBanner').then((m) => ({ default: m.CookieBanner })));

/** What every part of the frame is given. */
export interface FramePartProps {
  lang: LanguageCode;
  view: FrameView;
}

function HeaderPart({ view }: FramePartProps) {
  return (
    <Header
      featured={view.featured}
      treatmentCount={view.treatmentCount}
      bookingUrl={view.bookingUrl}
      phone={view.phone}
      languages={view.languages}
    />
  );
}

// Without a booking service (a fresh install) or settings, the widget's 'Termin' leads to our
// booking page and 'Nachricht' to our contact page.
function WidgetPart({ lang, view: { requestUrl, phone } }: FramePartProps) {
  return (
    <FloatingWidget
      requestUrl={requestUrl ?? pathTo(lang, 'booking')}
      messageUrl={requestUrl ?? pathTo(lang, 'contact')}
      phone={phone}
    />
  );
}

function FooterPart({ view }: FramePartProps) {
  const consent = useConsent();
  return (
    <Footer
      locations={view.locations}
      treatments={view.footerTreatments}
      socialLinks={view.socialLinks}
      hasConsentDecision={consent.decided}
      onResetConsent={resetConsent}
    />
  );
}

/** The consent banner and dialog, consent wired to analytics, and the page's language remembered. */
function ConsentPart({ lang, view }: FramePartProps) {
  const { pathname } = useSiteLocation();
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useAnalytics({ granted: consent.analyticsGranted, measurementId: view.analyticsId, path: pathname, lang });
  // The page's language is the visitor's stored choice, also where a link loaded the page.
  // An effect, not the router's beforeLoad: after server rendering, hydration does not run that again.
  useEffect(() => {
    writeStored(STORAGE_KEYS.language, lang);
    // Only a change: a served page has it already, and writing it again can cost a restyle of the page.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      {/* Consent is asked for only where there is something to consent to: without an analytics id the
          site sets nothing but what it needs, and a banner would ask about nothing. */}
      {consent.known && !!view.analyticsId && (
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
    </>
  );
}

/**
 * The frame's parts by the name their wrapper carries (data-frame-part), in the order the frame's
 * entry hydrates them. The two small ones come first: they take a few milliseconds and bring
 * Preact's code up to speed, so the header, the largest, hydrates faster after them (measured at 4×
 * CPU throttling: the header's task went from about 75 to about 55 ms). The footer, furthest from
 * view, is last.
 */
export const FRAME_PARTS = {
  widget: WidgetPart,
  consent: ConsentPart,
  header: HeaderPart,
  footer: FooterPart,
} satisfies Record<string, ComponentType<FramePartProps>>;

export type FramePartName = keyof typeof FRAME_PARTS;

/** The DOM element the server rendered a part into (the frame's entry hydrates it). */
export const framePartElement = (name: FramePartName) => document.querySelector<HTMLElement>(`[data-frame-part="${name}"]`);

/** The parts fixed to the screen's edges: hidden while the parser is still inside them (see the stylesheet). */
const FIXED_PARTS = new Set<FramePartName>(['widget', 'header']);

// The wrapper takes no box (display: contents): the frame's layout is its parts'. Its ids are
// numbered in the part's own scope, as where it hydrates alone (src/site/common/idScope.ts).
function FramePart({ name, lang, view }: FramePartProps & { name: FramePartName }) {
  const Part = FRAME_PARTS[name];
  const scoped = useIdScope(name);
  return (
    <div data-frame-part={name} className={FIXED_PARTS.has(name) ? `${styles.part} ${styles.whileParsed}` : styles.part}>
      {scoped(<Part lang={lang} view={view} />)}
    </div>
  );
}

export interface SiteFrameViewProps extends FramePartProps {
  /** Reads that failed: a notice above the page says what is missing. */
  failed?: { languages?: boolean; info?: boolean };
  /**
   * The page's content, or 'served': <main> keeps the markup the server rendered into it (the
   * browser neither builds nor changes it; Preact leaves an element with an empty innerHTML alone).
   */
  content: ReactNode | 'served';
}

export function SiteFrameView({ lang, view, failed = {}, content }: SiteFrameViewProps) {
  return (
    <div className={styles.frame}>
      <FramePart name="widget" lang={lang} view={view} />
      <FramePart name="header" lang={lang} view={view} />
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
      <FramePart name="footer" lang={lang} view={view} />
      <FramePart name="consent" lang={lang} view={view} />
    </div>
  );
}
