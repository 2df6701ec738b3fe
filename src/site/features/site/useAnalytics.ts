/**
 * Connects consent to analytics: consent-mode defaults first (local only), gtag.js and the web
 * vitals once analytics is granted and an id is configured, then a page view and scroll/engagement
 * tracking for every page shown. Without consent nothing here sends anything.
 */
import { useEffect } from 'react';
import { DEFAULT_CONSENT, GRANTED_CONSENT_UPDATE } from '../../common/consentMode';
import { grantAnalytics, isAnalyticsLoaded, setConsentDefaults, trackPageView } from '../analytics/gtag';
import { trackPage, trackWebVitals } from '../analytics/measurements';

let defaultsSet = false;

export function useAnalytics(opts: { granted: boolean; measurementId?: string; path: string; lang: string }) {
  const { granted, measurementId, path, lang } = opts;

  useEffect(() => {
    if (defaultsSet) return;
    defaultsSet = true;
    setConsentDefaults({ ...DEFAULT_CONSENT });
  }, []);

  useEffect(() => {
    if (!granted || !measurementId) return;
    grantAnalytics(measurementId, { ...GRANTED_CONSENT_UPDATE });
    void trackWebVitals();
  }, [granted, measurementId]);

  useEffect(() => {
    if (!granted || !measurementId || !isAnalyticsLoaded()) return;
    trackPageView(path, document.title, lang);
    return trackPage(path);
  }, [granted, measurementId, path, lang]);
}
