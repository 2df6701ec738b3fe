/**
 * Helpers for the generated pages (legal pages, emergency): the texts are written in the site's safe Markdown
 * subset (src/lib/markdown.ts) and rendered by BlogPostBody. Facts staff entered are escaped, so a
 * name with "*" or "[" stays text.
 */
import type { LanguageCode } from '../../contract/common';
import type { DraftLocalized } from '../../contract/entities/legal';
import { localize } from '../../i18n/localize';

/** A fact as inline Markdown text: one line, formatting characters escaped. */
export const esc = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]()#+!<>])/g, '\\$1');

/** A draft text in the reader's language (the site's fallback order), or '' when not supplied. */
export const textIn = (value: DraftLocalized | undefined, lang: LanguageCode): string => localize(value, lang);

/** `[label](url)` when the url is set, else the label alone. */
export const linked = (label: string, url: string) => (url ? `[${esc(label)}](${url})` : esc(label));

/** Blocks joined by blank lines, empty ones left out (facts that are not supplied). */
export const blocks = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

/** A "## heading" section, or '' when all its body parts are empty. */
export const section = (heading: string, ...body: (string | false | null | undefined)[]) => {
  const text = blocks(...body);
  return text ? `## ${heading}\n\n${text}` : '';
};

/** A bullet list of the items that are set. */
export const bullets = (...items: (string | false | null | undefined)[]) =>
  items
    .filter((i): i is string => !!i && i.trim() !== '')
    .map((i) => `- ${i}`)
    .join('\n');
