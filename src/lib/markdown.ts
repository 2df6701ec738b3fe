/**
 * The blog's safe Markdown subset (contract: src/contract/entities/blog.ts): paragraphs, ## and ###
 * headings, bullet and numbered lists, **bold**, *italic* and [links](url).
 *
 * markdown-to-jsx parses (CommonMark + GFM); this module narrows its syntax tree to the small AST
 * that components render as React elements, so no HTML is ever produced from the text:
 * - raw HTML is not parsed (it stays visible text);
 * - every URL passes `safeUrl`, and a link whose URL is refused becomes its plain label;
 * - everything outside the subset (code, quotes, tables, images as their alt text, footnotes,
 *   strikethrough…) keeps its text and loses its markup; only thematic breaks ("---") and link
 *   reference definitions ("[r]: /url", as in any Markdown) are not shown;
 * - headings are clamped to h2–h4 (the page title is the h1);
 * - work is bounded per paragraph (see parseMarkdown).
 */
import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx/html';

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: 'heading'; level: 2 | 3 | 4; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] };

type Node = MarkdownToJSX.ASTNode;

const MAX_URL = 2_000;
/** Real text nests formatting two or three deep; anything deeper is hostile and becomes plain text. */
const MAX_NESTING = 8;

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

const PARSER_OPTIONS = {
  /** Raw HTML stays text; it never becomes elements. */
  disableParsingRawHTML: true,
  ignoreHTMLBlocks: true,
  /** Bare URLs stay text, as authors wrote them; a link is always written as [label](url). */
  disableAutoLink: true,
  /** A body that starts with "---" is text, not metadata to be swallowed. */
  disableFrontmatter: true,
  /** The one allow-list for every URL the parser reads (links, reference definitions, images). */
  sanitizer: (value: string) => safeUrl(value),
} as const;

function pushText(nodes: InlineNode[], value: string) {
  if (!value) return;
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.value += value;
  else nodes.push({ type: 'text', value });
}

function append(nodes: InlineNode[], more: InlineNode[]) {
  for (const node of more) {
    if (node.type === 'text') pushText(nodes, node.value);
    else nodes.push(node);
  }
}

/** The visible text of any subtree, for what the subset does not render as markup. */
function plainText(node: Node): string {
  const parts: string[] = [];
  const stack: Node[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if ('text' in n && typeof n.text === 'string') parts.push(n.text);
    else if (n.type === RuleType.image) parts.push(n.alt ?? '');
    else if (n.type === RuleType.breakLine) parts.push('\n');
    else if ('children' in n && n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return parts.join('');
}

/** The library's inline nodes as the subset's: strong, emphasis and safe links; the rest as text. */
function inline(nodes: Node[], depth = 0): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (depth > MAX_NESTING) {
      pushText(out, plainText(node));
      continue;
    }
    switch (node.type) {
      case RuleType.textFormatted: {
        const children = inline(node.children, depth + 1);
        if (node.tag === 'strong') out.push({ type: 'strong', children });
        else if (node.tag === 'em') out.push({ type: 'emphasis', children });
        else append(out, children);
        break;
      }
      case RuleType.link: {
        const children = inline(node.children, depth + 1);
        // The sanitizer already refused unsafe targets (null); safeUrl again keeps this module's promise local.
        const href = node.target === null ? null : safeUrl(node.target);
        if (href) out.push({ type: 'link', href, children });
        else append(out, children);
        break;
      }
      case RuleType.breakLine:
        pushText(out, '\n');
        break;
      case RuleType.gfmTask:
        pushText(out, node.completed ? '[x]' : '[ ]');
        break;
      case RuleType.footnoteReference:
        pushText(out, `[^${node.text}]`);
        break;
      default:
        pushText(out, plainText(node));
    }
  }
  return out;
}

/** "#" is the page title's level, so a body heading is at least h2; deeper levels stop at h4. */
const headingLevel = (level: number): 2 | 3 | 4 => (level <= 2 ? 2 : level === 3 ? 3 : 4);

/**
 * A list item's content as inline nodes: paragraphs of a loose item join with a line break; a
 * nested list continues as further items of the same list (the subset has no nesting).
 */
function listItems(item: Node[], depth: number): InlineNode[][] {
  const items: InlineNode[][] = [[]];
  let current = items[0];
  let lastWasBlock = false;
  for (const node of item) {
    if ((node.type === RuleType.orderedList || node.type === RuleType.unorderedList) && depth < MAX_NESTING) {
      for (const nested of node.items) items.push(...listItems(nested, depth + 1));
      current = [];
      items.push(current);
      lastWasBlock = false;
    } else if (node.type === RuleType.paragraph) {
      if (current.length) pushText(current, '\n');
      append(current, inline(node.children));
      lastWasBlock = true;
    } else {
      if (lastWasBlock) pushText(current, '\n');
      append(current, inline([node]));
      lastWasBlock = false;
    }
  }
  return items.filter((nodes) => nodes.length > 0);
}

function blocks(nodes: Node[], out: BlockNode[], depth = 0): BlockNode[] {
  for (const node of nodes) {
    switch (node.type) {
      case RuleType.heading:
        out.push({ type: 'heading', level: headingLevel(node.level), children: inline(node.children) });
        break;
      case RuleType.paragraph:
        out.push({ type: 'paragraph', children: inline(node.children) });
        break;
      case RuleType.orderedList:
      case RuleType.unorderedList: {
        const ordered = node.type === RuleType.orderedList;
        const items = node.items.flatMap((item) => listItems(item, depth + 1));
        const previous = out[out.length - 1];
        // Markdown starts a new list when the bullet character changes ("-" then "*"); the subset
        // only tells bullets from numbers, so neighbouring lists of one kind are one list.
        if (previous?.type === 'list' && previous.ordered === ordered) previous.items.push(...items);
        else if (items.length) out.push({ type: 'list', ordered, start: ordered ? (node.start ?? 1) : 1, items });
        break;
      }
      case RuleType.blockQuote:
        if (depth < MAX_NESTING) blocks(node.children, out, depth + 1);
        else out.push({ type: 'paragraph', children: [{ type: 'text', value: plainText(node) }] });
        break;
      case RuleType.codeBlock:
        if (node.text) out.push({ type: 'paragraph', children: [{ type: 'text', value: node.text }] });
        break;
      case RuleType.table:
        out.push({
          type: 'paragraph',
          children: [node.header, ...node.cells]
            .map((row) => row.map((cell) => inline(cell)))
            .reduce<InlineNode[]>((all, row, r) => {
              if (r > 0) pushText(all, '\n');
              row.forEach((cell, c) => {
                if (c > 0) pushText(all, ' | ');
                append(all, cell);
              });
              return all;
            }, []),
        });
        break;
      case RuleType.refCollection:
      case RuleType.ref:
      case RuleType.footnote:
      case RuleType.breakThematic:
      case RuleType.frontmatter:
        break;
      default: {
        const value = plainText(node);
        if (value.trim()) out.push({ type: 'paragraph', children: [{ type: 'text', value }] });
      }
    }
  }
  return out;
}

/** Footnote definitions stay visible, after the text, as their author wrote them. */
function footnotes(nodes: Node[]): BlockNode[] {
  const collection = nodes.find((n) => n.type === RuleType.refCollection);
  if (!collection) return [];
  return Object.entries(collection.refs)
    .filter(([key]) => key.startsWith('^'))
    .map(([key, { target }]) => ({ type: 'paragraph', children: [{ type: 'text', value: `[${key}]: ${target}` }] }));
}

/**
 * markdown-to-jsx's inline scans are quadratic in the nesting of one paragraph (nested brackets or
 * emphasis: 32 KB of "[a " … "](/x)" takes seconds) and deep nesting overflows its stack. A blank
 * line ends every construct of the subset, so the text is parsed chunk by chunk, and a chunk whose
 * estimated work (its length times its markup characters) exceeds the budget, or that
 * comes after the document's budget is spent, is shown as the plain text it is.
 */
const CHUNK_BUDGET = 2_000_000;
const DOCUMENT_BUDGET = 10_000_000;
/** Characters that open or close a construct (inline delimiters, list and heading markers, quotes, lines). */
const MARKUP = new Set('[]()*_`<>~=|\\!#+-.\n');

function estimatedWork(chunk: string): number {
  let markup = 1;
  for (let i = 0; i < chunk.length; i++) if (MARKUP.has(chunk[i])) markup++;
  return chunk.length * markup;
}

const plainParagraph = (chunk: string): BlockNode => ({
  type: 'paragraph',
  children: [
    {
      type: 'text',
      value: chunk
        .split('\n')
        .map((line) => line.trim())
        .join('\n'),
    },
  ],
});

function parseChunk(chunk: string, out: BlockNode[], notes: BlockNode[]) {
  let ast: Node[];
  try {
    ast = parser(chunk, PARSER_OPTIONS);
  } catch {
    out.push(plainParagraph(chunk)); // the parser's own recursion limit: the text stays readable
    return;
  }
  blocks(ast, out);
  notes.push(...footnotes(ast));
}

export function parseMarkdown(source: string): BlockNode[] {
  const out: BlockNode[] = [];
  const notes: BlockNode[] = [];
  let budget = DOCUMENT_BUDGET;
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    if (!chunk.trim()) continue;
    const work = estimatedWork(chunk);
    if (work > CHUNK_BUDGET || work > budget) out.push(plainParagraph(chunk));
    else parseChunk(chunk, out, notes);
    budget -= Math.min(work, budget);
  }
  return [...out, ...notes];
}

/** One line of inline formatting (the blocks' inline content, joined by line breaks). */
export function parseInline(text: string): InlineNode[] {
  const out: InlineNode[] = [];
  for (const block of parseMarkdown(text)) {
    if (out.length) pushText(out, '\n');
    if (block.type === 'list') block.items.forEach((item) => append(out, item));
    else append(out, block.children);
  }
  return out;
}
