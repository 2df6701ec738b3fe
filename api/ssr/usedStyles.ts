/**
 * The rules of a stylesheet that a served page's markup uses (the page's HTML ≤ 60 KB).
 * Pages inline their styles so nothing stands between the HTML and the first paint, but each page
 * uses a fraction of the entry's and its modules' stylesheets: a rule whose selector names a class
 * the markup does not have cannot style it, so it is left out. The browser enables the whole files
 * before the app renders anything the server did not send (src/lib/fullStyles.ts).
 *
 * The design tokens (src/styles/tokens.css: `:root` custom properties declared once, whose value
 * is a constant) are written into the inlined rules as their values: `var(--color-primary)` is
 * 20 characters, `#0b5d6e` 7, and a page uses hundreds of them (about 5 KB of a page's 60). The
 * inline `:root` still declares them all: the whole files are enabled one by one, and a rule of
 * one that names a token must find it declared before the file with `:root` has arrived (else
 * the buttons lose their colours for a moment, and their transitions show it).
 *
 * Each file is parsed once (at the server's start); a page then only compares class names.
 */
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A top-level piece of a stylesheet: kept as it is, kept when its classes are present, or a conditional block. */
type Piece =
  | { kind: 'always'; text: string }
  /** Kept when every class of any one of its alternatives (the selectors of its list) is in the markup. */
  | { kind: 'rule'; text: string; alternatives: string[][] }
  | { kind: 'block'; open: string; pieces: Piece[] };

/** The constant design tokens by name (`--color-primary` → `#0b5d6e`). */
export type Tokens = ReadonlyMap<string, string>;

/** At-rules whose block holds rules that apply under a condition: pruned inside, kept when anything inside is. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'layer', 'container']);

const TOKEN_USE = /var\((--[\w-]+)\)/g;

/**
 * The custom properties of the stylesheets that are constants: declared once across all of them,
 * in a top-level `:root` rule, with a value that names no other property. One declared again
 * anywhere (a media query, a component's own value) is not.
 */
export function constantTokens(sheets: string[]): Tokens {
  const declarations = new Map<string, number>();
  const candidates = new Map<string, string>();
  for (const css of sheets)
    postcss.parse(css).walkDecls(/^--/, (decl) => {
      declarations.set(decl.prop, (declarations.get(decl.prop) ?? 0) + 1);
      const rule = decl.parent;
      const inRoot = rule?.type === 'rule' && (rule as Rule).selector === ':root' && rule.parent?.type === 'root';
      if (inRoot && !decl.value.includes('var(') && !decl.important) candidates.set(decl.prop, decl.value.trim());
    });
  return new Map([...candidates].filter(([name]) => declarations.get(name) === 1));
}

/**
 * The classes each selector of a list needs, or null when the list cannot be read (then the rule is
 * kept). Classes inside a functional pseudo-class (`:not(.x)`, `:is()`, `:where()`, `:has()`) are not
 * needed: `:not(.x)` matches because .x is absent, and the others match with any one of theirs.
 */
function alternativesOf(selector: string): string[][] | null {
  try {
    const alternatives: string[][] = [];
    selectorParser((list) => {
      for (const one of list.nodes) {
        const classes: string[] = [];
        one.walkClasses((node) => {
          for (let parent = node.parent; parent && parent !== one; parent = parent.parent) if (parent.type === 'pseudo') return;
          classes.push(node.value);
        });
        alternatives.push(classes);
      }
    }).processSync(selector);
    return alternatives;
  } catch {
    return null;
  }
}

function piecesOf(container: Container<ChildNode>, tokens: Tokens): Piece[] {
  const valued = (text: string) => text.replace(TOKEN_USE, (use, name: string) => tokens.get(name) ?? use);
  return (container.nodes ?? []).map((node): Piece => {
    if (node.type === 'rule') {
      const text = valued(node.toString());
      const alternatives = alternativesOf(node.selector);
      return alternatives ? { kind: 'rule', text, alternatives } : { kind: 'always', text };
    }
    if (node.type === 'atrule' && node.nodes && CONDITIONAL_BLOCKS.has(node.name.toLowerCase())) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      return { kind: 'block', open, pieces: piecesOf(node, tokens) };
    }
    // @font-face, @keyframes, @import, @property, comments: few and small, always kept.
    return { kind: 'always', text: node.toString() };
  });
}

/** What one page's inline styles keep: its classes, and the rules it has already. */
interface PageStyles {
  classes: ReadonlySet<string>;
  /**
   * Rules already inlined (their text, in their conditional blocks): a module that two chunks import
   * is in both their stylesheets, and the same rule twice styles nothing more.
   */
  inlined: Set<string>;
}

function keptText(pieces: Piece[], page: PageStyles, context = ''): string {
  const { classes, inlined } = page;
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') text += piece.text;
    else if (piece.kind === 'rule') {
      const key = context + piece.text;
      if (inlined.has(key) || !piece.alternatives.some((needed) => needed.every((name) => classes.has(name)))) continue;
      inlined.add(key);
      text += piece.text;
    } else {
      const inner = keptText(piece.pieces, page, context + piece.open);
      if (inner) text += `${piece.open}${inner}}`;
    }
  }
  return text;
}

export interface UsedStyles {
  /**
   * The stylesheet's rules that can apply to markup with these classes, in their order, with the
   * tokens written as values. Pass one `inlined` set to the page's stylesheets in their order: a
   * rule an earlier one had is left out of the later ones.
   */
  for(classes: ReadonlySet<string>, page?: { inlined?: Set<string> }): string;
}

/** A stylesheet parsed once, to be pruned for each page. */
export function parseStyles(css: string, tokens: Tokens = new Map()): UsedStyles {
  const pieces = piecesOf(postcss.parse(css), tokens);
  return { for: (classes, { inlined = new Set<string>() } = {}) => keptText(pieces, { classes, inlined }) };
}

const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/g;

/**
 * Every class token of the markup's class attributes. A token that is not really a class (text that
 * looks like an attribute) only keeps a rule more.
 */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, double, single] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of (double ?? single ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}
