/**
 * What the site measures once analytics is granted: scroll depth at 25, 50, 75, 90 and
 * 100 percent per page, engagement time per page, and the web vitals LCP, CLS, INP and FID
 * (FID is a required measurement still, although INP is its successor). web-vitals is loaded only then.
 */
import { track } from './gtag';

export const SCROLL_THRESHOLDS = [25, 50, 75, 90, 100] as const;

/** Percent of the page seen, from the scroll position (a page shorter than the window counts 100). */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  return Math.min(100, Math.round(((scrollY + viewportHeight) / documentHeight) * 100));
}

/** Thresholds newly passed at `percent`, given those already reported on this page. */
export const newThresholds = (percent: number, reported: ReadonlySet<number>) =>
  SCROLL_THRESHOLDS.filter((t) => percent >= t && !reported.has(t));

/** Starts scroll and engagement tracking for one page; the returned function ends it. */
export function trackPage(path: string): () => void {
  const reported = new Set<number>();
  let visibleSince = document.visibilityState === 'visible' ? performance.now() : null;
  let engagedMs = 0;

  const onScroll = () => {
    const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
    for (const t of newThresholds(percent, reported)) {
      reported.add(t);
      track('scroll', { percent_scrolled: t, page_path: path });
    }
  };
  const flushEngagement = () => {
    if (visibleSince !== null) engagedMs += performance.now() - visibleSince;
    visibleSince = null;
    if (engagedMs >= 1000) track('user_engagement', { engagement_time_msec: Math.round(engagedMs), page_path: path });
    engagedMs = 0;
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushEngagement();
    else visibleSince = performance.now();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  onScroll();
  return () => {
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('visibilitychange', onVisibility);
    flushEngagement();
  };
}

let vitalsStarted = false;

/** Reports LCP, CLS, INP (web-vitals) and FID (first-input entry) once per page load. */
export async function trackWebVitals() {
  if (vitalsStarted) return;
  vitalsStarted = true;
  const { onLCP, onCLS, onINP } = await import('web-vitals');
  const send = (m: { name: string; value: number; id: string; rating: string }) =>
    track('web_vitals', {
      metric_name: m.name,
      value: Math.round(m.name === 'CLS' ? m.value * 1000 : m.value),
      metric_id: m.id,
      metric_rating: m.rating,
    });
  onLCP(send);
  onCLS(send);
  onINP(send);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!entry) return;
      const value = entry.processingStart - entry.startTime;
      send({
        name: 'FID',
        value,
        id: `fid-${Math.round(entry.startTime)}`,
        rating: value <= 100 ? 'good' : value <= 300 ? 'needs-improvement' : 'poor',
      });
      observer.disconnect();
    }).observe({ type: 'first-input', buffered: true });
  }
}
