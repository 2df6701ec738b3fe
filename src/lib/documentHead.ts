/**
 * The page's own elements of <head> (title, meta and link tags), without relying on the renderer:
 * the production site runs on Preact, which does not hoist <title> or <meta> out of the body the
 * way React 19 does.
 * - On the server, components put their tags into the render's collector (entry-server.tsx),
 *   which the page renderer writes into <head> (api/ssr/pageRenderer.ts).
 * - In the browser, an effect replaces the tags of the same slot in document.head, marked with
 *   data-head. Hydration finds the server's tags already equal and changes nothing.
 * Each slot holds the tags of its last writer, so a page's head is whatever its last PageHead says.
 */
import { createContext, useContext, useEffect } from 'react';

export type HeadTag = { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attrs: Record<string, string> };

/** Slots in the order they are written into <head>. */
const HEAD_SLOTS = ['page', 'preload'] as const;
export type HeadSlot = (typeof HEAD_SLOTS)[number];

export type HeadCollector = Map<HeadSlot, HeadTag[]>;
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The collected tags as HTML for <head>, slot by slot. */
export function headHtml(collector: HeadCollector): string {
  return HEAD_SLOTS.flatMap((slot) =>
    (collector.get(slot) ?? []).map((t) =>
      t.tag === 'title'
        ? `<title>${escapeHtml(t.text)}</title>`
        : `<${t.tag} ${Object.entries({ ...t.attrs, 'data-head': slot })
            .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
            .join(' ')}>`,
    ),
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
        el.localName === t.tag && el.attributes.length === attrs.length + 1 && attrs.every(([k, v]) => el.getAttribute(k) === v)
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
    document.head.append(el);
  }
}

/**
 * Puts tags into a slot of the document's head. `browser: false` for tags that only matter in the
 * server's HTML (the preload of the first image: once the page is shown it is too late to help).
 */
export function useDocumentHead(slot: HeadSlot, tags: HeadTag[], { browser = true } = {}) {
  const collector = useContext(HeadCollectorContext);
  collector?.set(slot, tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    if (browser) applyToDocument(slot, JSON.parse(key) as HeadTag[]);
  }, [slot, key, browser]);
}
