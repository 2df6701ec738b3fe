/**
 * Google Analytics (gtag.js) behind consent. Nothing here sends a request until
 * `grantAnalytics` runs: the consent defaults only go into the local dataLayer; the script is
 * injected on grant, with IP anonymisation and without its automatic page view (the router
 * reports page views itself, on every route change).
 */
import { GTAG_SCRIPT } from '../../../lib/analyticsScript';

type Gtag = (...args: unknown[]) => void;
declare global {
  /** What gtag.js and its stub keep on the page's window. */
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const win = () => (typeof window === 'undefined' ? null : window);

/** gtag's own stub: queue calls in dataLayer until the script arrives. */
function gtag(...args: unknown[]) {
  const w = win();
  if (!w) return;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the arguments object, not an array: keep the stub's original shape.
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
  void args;
}

let loadedId: string | null = null;

export const isAnalyticsLoaded = () => loadedId !== null;

/** Consent mode defaults: set before anything else, local only. */
export function setConsentDefaults(defaults: Record<string, unknown>) {
  gtag('consent', 'default', defaults);
}

/** On grant: update consent, load gtag.js once, configure with anonymised IPs. */
export function grantAnalytics(measurementId: string, update: Record<string, unknown>) {
  const w = win();
  if (!w || !measurementId) return;
  gtag('consent', 'update', update);
  if (loadedId) return;
  loadedId = measurementId;
  w.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { anonymize_ip: true, send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
  script.dataset.analytics = 'gtag';
  document.head.appendChild(script);
}

/** Sends an event only when analytics was loaded (that is, consent was given). */
export function track(event: string, params: Record<string, unknown> = {}) {
  if (!loadedId) return;
  gtag('event', event, params);
}

export function trackPageView(path: string, title: string, language: string) {
  track('page_view', { page_path: path, page_title: title, page_location: `${location.origin}${path}`, language });
}
