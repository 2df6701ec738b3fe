/**
 * On every page change (never on the first load): scroll to the top — or to the #anchor the link
 * names — and move focus to the new page's main heading (or the anchor), so screen-reader and
 * keyboard users start reading the new page instead of staying on the link they used.
 * The address changes while the previous page may still be shown and pages load on
 * demand, so the hook waits (briefly) for a heading that was not there before, then falls back
 * to what is.
 *
 * "First load" is decided by the address, not by a first-run flag: React's StrictMode (dev and
 * mock mode) runs every effect twice on mount, and a remounted layout runs it again, and a flag
 * took those second runs for a navigation — two seconds after every load the heading took focus
 * with a visible ring and the page jumped to the top, under a form's confirmation or a click on
 * "Jetzt bewerben". The address last handled belongs to the document, so it is kept
 * at module level: the first effect records it, later effects act only when it changed.
 */
import { useEffect } from 'react';
import { revealAndFocus } from '../../common/revealAndFocus';

const POLL_MS = 50;
const MAX_POLLS = 40; // two seconds

let handled: { pathname: string; hash: string } | undefined;
/** The wait for the current navigation's heading; a newer navigation cancels it, an unmount does not. */
let waiting: ReturnType<typeof setTimeout> | undefined;

export function useRouteChangeFocus(pathname: string, hash: string, mainId = 'main') {
  useEffect(() => {
    const previous = handled;
    if (previous && previous.pathname === pathname && previous.hash === hash) return;
    handled = { pathname, hash };
    if (!previous) return; // the document's first address: the browser placed it, nothing moved

    // A link to an anchor on the page already shown does not leave it: no jump to the top.
    const samePage = previous.pathname === pathname;
    const headingNow = () => document.getElementById(mainId)?.querySelector<HTMLElement>('h1') ?? null;
    const previousHeading = samePage ? null : headingNow();
    let polls = 0;
    clearTimeout(waiting);
    const settle = () => {
      const target = hash ? document.getElementById(hash) : null;
      const heading = headingNow();
      const fresh = heading && heading !== previousHeading;
      if (!target && !fresh && polls++ < MAX_POLLS) {
        waiting = setTimeout(settle, POLL_MS);
        return;
      }
      if (target) {
        revealAndFocus(target);
        return;
      }
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      const focusTarget = heading ?? document.getElementById(mainId);
      if (!focusTarget) return;
      if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
      focusTarget.focus({ preventScroll: true });
    };
    if (!samePage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    settle();
  }, [pathname, hash, mainId]);
}
