/**
 * On every page change (not the first load): scroll to the top — or to the #anchor the link
 * names — and move focus to the new page's main heading, so screen-reader and keyboard users
 * start reading the new page instead of staying on the link they used (spec §2, issue 5).
 * The address changes while the previous page may still be shown and pages load on demand, so
 * the hook waits (briefly) for a heading that was not there before, then falls back to what is.
 */
import { useEffect, useRef } from 'react';

const POLL_MS = 50;
const MAX_POLLS = 40; // two seconds

export function useRouteChangeFocus(pathname: string, hash: string, mainId = 'main') {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const headingNow = () => document.getElementById(mainId)?.querySelector<HTMLElement>('h1') ?? null;
    const previous = headingNow();
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const target = hash ? document.getElementById(hash) : null;
      const heading = headingNow();
      const fresh = heading && heading !== previous;
      if (!target && !fresh && polls++ < MAX_POLLS) {
        timer = setTimeout(settle, POLL_MS);
        return;
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      const focusTarget = heading ?? document.getElementById(mainId);
      if (!focusTarget) return;
      if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
      focusTarget.focus({ preventScroll: true });
    };
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    settle();
    return () => clearTimeout(timer);
  }, [pathname, hash, mainId]);
}
