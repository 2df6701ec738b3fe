/**
 * The whole stylesheets of a server-rendered page. The server inlines only the rules the
 * served markup uses, each file followed by a disabled link to all of it (api/ssr/pageAssets.ts);
 * the page's loader enables those links as the scripts start to load. What the app renders beyond
 * the served markup (the open mobile menu, dialogs, the cookie banner, another page of the router)
 * needs the rest, so both entries await this before they render anything. A frame page links no
 * file only its served content uses (that content never renders again): those rules are inline only.
 *
 * Nothing to wait for without server rendering (mock mode, the dev server): Vite's own links there.
 */

/**
 * How long the app waits for the stylesheets at most. They are small and usually loaded before the
 * entry's script is; on a line that fails to deliver them, the page should still come alive.
 */
const WAIT_AT_MOST_MS = 4000;

/** Enables the page's disabled stylesheets and resolves once every stylesheet has loaded (or failed). */
export function enableFullStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const loading = links
    .map((link) => {
      link.disabled = false;
      // A loaded sheet is there, its `load` has fired already (one that failed before is waited for until the time is up).
      if (link.sheet) return undefined;
      return new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
    })
    .filter((wait) => wait !== undefined);
  if (!loading.length) return Promise.resolve();
  return Promise.race([
    Promise.all(loading).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS)),
  ]);
}
