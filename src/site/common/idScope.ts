/**
 * Ids of parts that hydrate as render roots of their own. Preact numbers useId() per
 * root: 'P<mask>-<n>', where hooks' useId walks up from the component to the nearest vnode that
 * carries a mask (Preact's `_mask`, mangled `__m`) or to the root. On the server and in the app a
 * page is one tree, with one count; on a frame page (src/site/frame.tsx) the frame's parts and the
 * islands hydrate as roots of their own, each counting from 0, so two of them would hand out the
 * same id (the cookie banner's title took the id of the header's first menu, and the banner lost
 * its name). A part's element carrying its own mask numbers its ids in its own scope, the same on
 * the server, in the app and in its own root ('Pheader-0', 'Pfooter-0', …).
 *
 * This leans on Preact's internals (preact/hooks useId, Preact 11); tests/e2e/hydration.test.ts
 * checks that a frame page's ids are unique and that the served elements are kept.
 */
import { useRef, type ReactElement } from 'react';

type Mask = [scope: string, next: number];

function withMask(element: ReactElement, mask: Mask): ReactElement {
  // The mask is a Preact-internal field that the element's type does not name.
  return Object.assign(element, { __m: mask });
}

/** The element as the root of its own render: its ids are numbered in `scope`. */
export const inIdScope = (element: ReactElement, scope: string) => withMask(element, [scope, 0]);

/** Inside a tree (server, app): the same numbering, its count kept across re-renders. */
export function useIdScope(scope: string): (element: ReactElement) => ReactElement {
  const mask = useRef<Mask>([scope, 0]).current;
  return (element) => withMask(element, mask);
}
