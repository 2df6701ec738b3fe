/**
 * The page's own elements of <head> (title, meta, link and data script tags), without relying on
 * the renderer: the production site runs on Preact, which does not hoist <title> or <meta> out of
 * the body the way React 19 does, and the app renders into <div id="root">, not the document.
 * - On the server, the tags go into the render's collector (entry-server.tsx), which the page
 *   renderer writes into <head> (api/ssr/pageRenderer.ts).
 * - In the browser, an effect replaces the tags of the same slot in document.head, marked with
 *   data-head. Hydration finds the server's tags already equal and changes nothing.
 * Two slots: the page's head (title, meta, links and structured data), which the route tree's head()
 * options give (src/site/routes/router.tsx, through TanStack's useTags()), and the preload of the page's
 * first image (ResponsiveImage).
 */
import type { RouterManagedTag } from '@tanstack/react-router';
import { createContext, useContext, useEffect } from 'react';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  /** A data script (structured data): its text is JSON escaped for a script element (headTags.ts). */
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** Slots in the order they are written into <head>. */
const HEAD_SLOTS = ['page', 'preload'] as const;
export type HeadSlot = (typeof HEAD_SLOTS)[number];

export type HeadCollector = Map<HeadSlot, HeadTag[]>;
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The collected tags as HTML for <head>, slot by slot. */
export function headHtml(collector: HeadCollector): string {
  return HEAD_SLOTS.flatMap((slot) =>
    (collector.get(slot) ?? []).map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      const open = `<${t.tag} ${Object.entries({ ...t.attrs, 'data-head': slot })
        .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
        .join(' ')}>`;
      return t.tag === 'script' ? `${open}${t.text}</script>` : open;
    }),
  ).join('');
}

function sameTags(elements: Element[], tags: HeadTag[]) {
  const tagged = tags.filter((t) => t.tag !== 'title');
  return (
    elements.length === tagged.length &&
    tagged.every((t, i) => {
      const el = elements[i]!;
      const attrs = Object.entries(t.attrs);
      return (
        el.localName === t.tag &&
        el.attributes.length === attrs.length + 1 &&
        attrs.every(([k, v]) => el.getAttribute(k) === v) &&
        (t.tag !== 'script' || el.textContent === t.text)
      );
    })
  );
}

function applyToDocument(slot: HeadSlot, tags: HeadTag[]) {
  for (const t of tags) if (t.tag === 'title' && document.title !== t.text) document.title = t.text;
  const current = [...document.head.querySelectorAll(`[data-head="${slot}"]`)];
  if (sameTags(current, tags)) return;
  for (const el of current) el.remove();
  for (const t of tags) {
    if (t.tag === 'title') continue;
    const el = document.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', slot);
    // Script text is raw in HTML: its \u escapes stay as they are, as the server wrote them.
    if (t.tag === 'script') el.textContent = t.text;
    document.head.append(el);
  }
}

/**
 * The router's head tags (useTags()) as tags of the document: titles, meta and links, attributes
 * named as in HTML (the router keeps React's spelling, e.g. hrefLang; HTML names are case-insensitive).
 */
export function headTagsOf(tags: RouterManagedTag[]): HeadTag[] {
  return tags.flatMap((t): HeadTag[] => {
    if (t.tag === 'title') return [{ tag: 'title', text: t.children }];
    const attrs = Object.fromEntries(
      Object.entries(t.attrs ?? {})
        .filter(([, v]) => typeof v === 'string')
        .map(([k, v]) => [k.toLowerCase(), v as string]),
    );
    if (t.tag === 'meta' || t.tag === 'link') return [{ tag: t.tag, attrs }];
    // Structured data, a head()'s `scripts`.
    if (t.tag === 'script' && attrs.type === 'application/ld+json' && t.children)
      return [{ tag: 'script', attrs, text: t.children }];
    return [];
  });
}

/**
 * Puts tags into a slot of the document's head. `browser: false` leaves the document as it is: for
 * tags that only matter in the server's HTML (the preload of the first image: once the page is shown
 * it is too late to help), or while the next page is still loading.
 */
export function useDocumentHead(slot: HeadSlot, tags: HeadTag[], { browser = true } = {}) {
  const collector = useContext(HeadCollectorContext);
  collector?.set(slot, tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    if (browser) applyToDocument(slot, JSON.parse(key) as HeadTag[]);
  }, [slot, key, browser]);
}
