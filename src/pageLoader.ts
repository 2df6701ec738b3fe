/**
 * Loads a server-rendered page's scripts once the page has loaded and painted (api/ssr/pageAssets.ts
 * links this file at the end of <body>, a module at low priority). The HTML is the complete page, so
 * the bandwidth goes to it and its main image first; then the entry, the page's modules and the
 * language's catalogue load together and hydrate it. A file of its own, not inline: every page then
 * carries only the list of its files (about 0.35 KB less of the first round trip as brotli), the
 * browser keeps the code, and the page's CSP needs no hash for it.
 *
 * The tag's attributes: `data-preload`, the files to fetch ahead (the frame's data as `fetch`, each
 * script as a module), space-separated; `data-entry`, the entry script that hydrates the page.
 */
export {};

// A module (its names stay its own), so not `document.currentScript`: the one tag with an entry.
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

/**
 * After the first contentful paint, as the browser reports it (a paint entry: the page is on the
 * screen; a requestAnimationFrame callback runs before its frame is drawn). Without paint timing,
 * the next frame.
 */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(then);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}

function loadPage(preloads: string[], entry: string) {
  // The whole stylesheets load beside the scripts (the entries wait for them: src/lib/fullStyles.ts),
  // but for those only a frame page's served content uses.
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]:not([data-content])')];
  const steps: (() => HTMLElement | undefined)[] = [
    ...preloads.map((href) => () => {
      const link = document.createElement('link');
      link.href = href;
      if (href.endsWith('.json')) Object.assign(link, { rel: 'preload', as: 'fetch' });
      else link.rel = 'modulepreload';
      return link;
    }),
    ...stylesheets.map((stylesheet) => () => void (stylesheet.disabled = false)),
    () => Object.assign(document.createElement('script'), { type: 'module', src: entry }),
  ];
  // One element (or stylesheet enabled) per task: starting a fetch costs the main thread 1-5 ms of a
  // phone's CPU, and a dozen in one task made a long task of their own (Total Blocking Time).
  const next = () => {
    const element = steps.shift()?.();
    if (element) {
      Object.assign(element, { crossOrigin: '', fetchPriority: 'low' });
      document.head.appendChild(element);
    }
    if (steps.length) setTimeout(next);
  };
  setTimeout(next);
}

const entry = script?.dataset.entry;
if (entry) {
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  addEventListener('load', () => afterFirstPaint(() => loadPage(preloads, entry)));
}
