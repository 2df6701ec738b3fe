/**
 * The frame of every public page: skip link and side widget, header, the page, footer, and the
 * consent banner and dialog. It reads only the data every page shares (practice info, settings,
 * the treatment list for the menus) and wires consent to analytics.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LanguageCode } from '../../contract/common';
import { IntlProvider } from '../../i18n/IntlProvider';
import { CookieSettingsDialog } from '../../components/CookieSettingsDialog/CookieSettingsDialog';
import { ErrorBoundary } from '../../components/ErrorFallback/ErrorBoundary';
import { FloatingWidget } from '../../components/FloatingWidget/FloatingWidget';
import { Footer } from '../../components/Footer/Footer';
import { Header } from '../../components/Header/Header';
import { useFollowServedLinks } from '../../components/SiteLink/useFollowServedLinks';
import { onlineBookingUrl } from '../../lib/bookingLink';
import { FALLBACK_CONTACT } from '../../lib/fallbackContact';
import { isServedContentKept } from '../../lib/hydration';
import { pathTo } from '../../lib/paths';
import { contactQuery, languagesQuery, practiceInfoQuery, settingsQuery, treatmentsQuery } from '../../lib/queries';
import { decideConsent, resetConsent, useConsent } from './consentStore';
import { featuredOf } from './featured';
import { useAnalytics } from './useAnalytics';
import { useRouteChangeFocus } from './useRouteChangeFocus';
import styles from './SiteLayout.module.css';

// The banner appears a second after load in the browser only (never in server HTML), so its code
// can arrive after the page's: it stays out of the first-load JavaScript.
const CookieBanner = lazy(() => import('../../components/CookieBanner/CookieBanner').then((m) => ({ default: m.CookieBanner })));

export function SiteLayout({ lang }: { lang: LanguageCode }) {
  return (
    <IntlProvider lang={lang}>
      <ErrorBoundary>
        <SiteFrame lang={lang} />
      </ErrorBoundary>
    </IntlProvider>
  );
}

/**
 * Whether <main> keeps the content the server rendered (src/lib/hydration.ts): from hydration until
 * the router shows another match (another page, or this one in another language), then never again.
 * The match, not the location: while the next page loads, the served one stays in view.
 */
function useServedContent(): boolean {
  const matchId = useRouterState({ select: (s) => s.matches.at(-1)?.id });
  const [served, setServed] = useState(() => (isServedContentKept() ? matchId : undefined));
  // Another match renders at once and for good (React's pattern for state derived from props).
  if (served !== undefined && served !== matchId) setServed(undefined);
  return served !== undefined && served === matchId;
}

function SiteFrame({ lang }: { lang: LanguageCode }) {
  const location = useRouterState({ select: (s) => s.location });
  const settings = useQuery(settingsQuery());
  const treatments = useQuery(treatmentsQuery());
  const info = useQuery(practiceInfoQuery());
  const languages = useQuery(languagesQuery());
  const contact = useQuery(contactQuery());
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const keepServedMain = useServedContent();
  const followServedLinks = useFollowServedLinks();

  useRouteChangeFocus(location.pathname, location.hash);
  useAnalytics({ granted: consent.analyticsGranted, measurementId: settings.data?.analyticsId, path: location.pathname, lang });

  // Without a booking service (a fresh install) or settings, the header offers our own request form,
  // the widget's 'Termin' leads to our booking page and 'Nachricht' to our contact page.
  const bookingUrl = onlineBookingUrl(settings.data) ?? undefined;
  const requestUrl = onlineBookingUrl(settings.data, {}, 'request');
  const list = treatments.data ?? [];
  // Tap-to-call on every page (floating bar on phones, slide-in menu): the contact data's number.
  const phone = contact.data?.phone_primary ?? FALLBACK_CONTACT.phone_primary;

  return (
    <div className={styles.frame}>
      <FloatingWidget
        requestUrl={requestUrl ?? pathTo(lang, 'booking')}
        messageUrl={requestUrl ?? pathTo(lang, 'contact')}
        phone={phone}
      />
      <Header
        featured={featuredOf(list)}
        treatmentCount={list.length || 32}
        bookingUrl={bookingUrl}
        phone={phone}
        languages={languages.data?.map((l) => l.code)}
      />
      {(languages.isError || info.isError) && (
        <div className={`container ${styles.notice}`} role="alert">
          {languages.isError && <FormattedMessage id="error.languagesFailed" tagName="p" />}
          {info.isError && <FormattedMessage id="error.practiceInfoFailed" tagName="p" />}
        </div>
      )}
      {keepServedMain ? (
        <main
          id="main"
          tabIndex={-1}
          className={styles.main}
          onClick={followServedLinks}
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      ) : (
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      )}
      <Footer
        locations={info.data?.locations ?? []}
        treatments={list}
        socialLinks={settings.data?.socialLinks}
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
