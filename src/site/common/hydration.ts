/**
 * Whether the app is taking over the server's HTML (hydrating) or rendering on its own.
 * A text in Markdown never changes in the browser, so it keeps the server's DOM while hydrating
 * instead of being built again (BlogPostBody: its parser, about 25 KB gzip, loads only when the
 * browser renders a text itself). A page whose whole content holds nothing interactive does not
 * hydrate the app at all: src/site/frame.tsx hydrates only its frame.
 */
let hydrating = false;

/** src/site/main.tsx: before the router takes the server's data and the app hydrates. */
export function startHydration() {
  hydrating = true;
}

/** The router's root, in an effect: once the hydrated tree has committed. */
export function endHydration() {
  hydrating = false;
}

export const isHydrating = () => hydrating;
