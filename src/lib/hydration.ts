/**
 * Whether the app is taking over the server's HTML (hydrating) or rendering on its own (issue 21).
 * What never changes in the browser keeps the server's DOM while hydrating instead of being built
 * again: a text in Markdown (BlogPostBody: its parser, about 25 KB gzip, loads only when the browser
 * renders a text itself), and the whole content of a page whose content holds nothing interactive
 * (SiteLayout's <main>: only the header, menus, footer and consent hydrate, and the page's module
 * is not loaded; routes/screens.tsx names those screens).
 */
let hydrating = false;
let contentKept = false;

/** src/main.tsx: before the router takes the server's data and the app hydrates. */
export function startHydration() {
  hydrating = true;
}

/** src/main.tsx, before hydrateRoot: the page's content stays as served (nothing in it is interactive). */
export function keepServedContent() {
  contentKept = true;
}

/** The router's root, in an effect: once the hydrated tree has committed. */
export function endHydration() {
  hydrating = false;
  contentKept = false;
}

export const isHydrating = () => hydrating;
export const isServedContentKept = () => hydrating && contentKept;
