/**
 * The blog's safe Markdown subset (contract: src/contract/entities/blog.ts): paragraphs, ## and ###
 * headings, bullet and numbered lists, **bold**, *italic* and [links](url). The result is a small
 * AST that components render as React elements, so no HTML is ever produced from the text: raw
 * HTML stays visible text, and a link whose URL is not on the allow-list becomes plain text.
 */

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: 'heading'; level: 2 | 3 | 4; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] };

/** Link labels and URLs are short; bounding the scans keeps parsing linear on hostile input. */
const MAX_LABEL = 1_000;
const MAX_URL = 2_000;
/** Real text nests formatting two or three deep; deeper input is hostile and stays literal. */
const MAX_NESTING = 4;

const SAFE_ABSOLUTE = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9 ()./-]*)$/i;

const hasUnsafeCharacter = (url: string) =>
  /[\s\\]/u.test(url) || [...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * Only http(s), mailto, tel, site-relative paths and in-page anchors pass. Anything with whitespace
 * or control characters is refused outright, because browsers strip those before reading the
 * scheme ("java\tscript:"); protocol-relative ("//host") and backslash forms leave the site.
 */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url || url.length > MAX_URL || hasUnsafeCharacter(url)) return null;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  return SAFE_ABSOLUTE.test(url) ? url : null;
}

function pushText(nodes: InlineNode[], value: string) {
  if (!value) return;
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.value += value;
  else nodes.push({ type: 'text', value });
}

/** Index of the "]" closing the "[" at `open`, allowing balanced brackets inside the label. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  const end = Math.min(text.length, open + MAX_LABEL);
  for (let i = open; i < end; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

/** Index of the ")" closing the URL that starts after `open`, allowing balanced parentheses. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  const end = Math.min(text.length, open + MAX_URL + 2);
  for (let i = open; i < end; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

interface InlineOptions {
  /** Inside a link label no further links are made (a link never nests). */
  allowLinks: boolean;
}

export function parseInline(text: string, options: InlineOptions = { allowLinks: true }, depth = 0): InlineNode[] {
  if (depth > MAX_NESTING) return text ? [{ type: 'text', value: text }] : [];
  const nodes: InlineNode[] = [];
  // Once a closing delimiter is missing, it is missing for every later opener as well.
  const unclosed = new Set<string>();
  let plainFrom = 0;
  let i = 0;

  const flushUntil = (end: number) => pushText(nodes, text.slice(plainFrom, end));

  while (i < text.length) {
    const c = text[i];

    if (c === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>]/.test(text[i + 1])) {
      flushUntil(i);
      pushText(nodes, text[i + 1]);
      i += 2;
      plainFrom = i;
      continue;
    }

    if (c === '*') {
      const delimiter = text.startsWith('**', i) ? '**' : '*';
      const contentStart = i + delimiter.length;
      const close = unclosed.has(delimiter) ? -1 : findCloser(text, delimiter, contentStart);
      if (close === -1) unclosed.add(delimiter);
      // "* " is not an opener and "**" around nothing is literal, as in CommonMark.
      if (close > contentStart && !/\s/.test(text[contentStart])) {
        flushUntil(i);
        const children = parseInline(text.slice(contentStart, close), options, depth + 1);
        nodes.push(delimiter === '**' ? { type: 'strong', children } : { type: 'emphasis', children });
        i = close + delimiter.length;
        plainFrom = i;
        continue;
      }
      i += delimiter.length;
      continue;
    }

    if (c === '[') {
      const labelEnd = closingBracket(text, i);
      if (labelEnd !== -1 && text[labelEnd + 1] === '(') {
        const urlEnd = closingParen(text, labelEnd + 1);
        if (urlEnd !== -1) {
          flushUntil(i);
          const label = parseInline(text.slice(i + 1, labelEnd), { allowLinks: false }, depth + 1);
          const href = options.allowLinks ? safeUrl(text.slice(labelEnd + 2, urlEnd)) : null;
          if (href) nodes.push({ type: 'link', href, children: label });
          else if (options.allowLinks) for (const node of label) appendNode(nodes, node);
          else pushText(nodes, text.slice(i, urlEnd + 1));
          i = urlEnd + 1;
          plainFrom = i;
          continue;
        }
      }
    }
    i++;
  }
  flushUntil(text.length);
  return nodes;
}

/** Next closing "**" or "*" (a single "*" that is not part of "**"), not preceded by whitespace. */
function findCloser(text: string, delimiter: string, from: number): number {
  let at = text.indexOf(delimiter, from);
  while (at !== -1) {
    const single = delimiter === '*';
    const partOfDouble = single && (text[at + 1] === '*' || text[at - 1] === '*');
    // In a run like "***" the outer "**" closes last: "**a *b***" is bold around "a *b*".
    if (!single) while (text[at + 2] === '*') at++;
    if (!partOfDouble && at > from && !/\s/.test(text[at - 1])) return at;
    at = text.indexOf(delimiter, at + (single && text[at + 1] === '*' ? 2 : 1));
  }
  return -1;
}

function appendNode(nodes: InlineNode[], node: InlineNode) {
  if (node.type === 'text') pushText(nodes, node.value);
  else nodes.push(node);
}

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^[ \t]*[-*+][ \t]+(.*)$/;
const NUMBERED = /^[ \t]*(\d{1,9})[.)][ \t]+(.*)$/;

/** "#" is the page title's level, so a body heading is at least h2; deeper levels stop at h4. */
const headingLevel = (hashes: number): 2 | 3 | 4 => (hashes <= 2 ? 2 : hashes === 3 ? 3 : 4);

export function parseMarkdown(source: string): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;
  let blankSinceItem = false;

  const closeParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const closeList = () => {
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInline(item.join('\n'))),
      });
    list = null;
  };

  for (const line of lines) {
    if (!line.trim()) {
      closeParagraph();
      if (list) blankSinceItem = true;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      closeList();
      blocks.push({ type: 'heading', level: headingLevel(heading[1].length), children: parseInline(heading[2]) });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    const bullet = numbered ? null : BULLET.exec(line);
    if (numbered || bullet) {
      const ordered = Boolean(numbered);
      closeParagraph();
      if (list && list.ordered !== ordered) closeList();
      if (!list) list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push([(numbered ? numbered[2] : bullet![1]).trim()]);
      blankSinceItem = false;
      continue;
    }
    // An indented line right after an item continues it; anything else starts a paragraph.
    if (list && !blankSinceItem && /^[ \t]/.test(line)) {
      list.items[list.items.length - 1].push(line.trim());
      continue;
    }
    closeList();
    paragraph.push(line.trim());
  }
  closeParagraph();
  closeList();
  return blocks;
}
