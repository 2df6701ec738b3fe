/**
 * The rules of a stylesheet that a served page's markup uses (the page's HTML ≤ 60 KB).
 * Pages inline their styles so nothing stands between the HTML and the first paint, but each page
 * uses a fraction of the entry's and its modules' stylesheets: a rule whose selector names a class
 * the markup does not have cannot style it, so it is left out. The browser enables the whole files
 * before the app renders anything the server did not send (src/site/common/fullStyles.ts).
 *
 * The same for `:root`'s custom properties: the build writes the constant design tokens into the
 * rules as their values (scripts/vite/designTokens.ts), so of the sixty-odd declarations a page
 * keeps those a kept rule, another kept declaration or the markup (a `style` attribute) still names.
 *
 * Each file is parsed once (at the server's start); a page then only compares names.
 */
import postcss, { type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A custom property's declaration in a `:root` rule, or another declaration there (`name` null: always kept). */
interface RootDeclaration {
  name: string | null;
  text: string;
  /** The custom properties its value names. */
  uses: string[];
}

/** A top-level piece of a stylesheet: kept as it is, kept when its classes are present, or a conditional block. */
type Piece =
  | { kind: 'always'; text: string; uses: string[] }
  /** Kept when every class of any one of its alternatives (the selectors of its list) is in the markup. */
  | { kind: 'rule'; text: string; uses: string[]; alternatives: string[][] }
  /** A `:root` rule: it keeps the declarations of the properties the page uses. */
  | { kind: 'root'; selector: string; declarations: RootDeclaration[] }
  | { kind: 'block'; open: string; pieces: Piece[] };

/** At-rules whose block holds rules that apply under a condition: pruned inside, kept when anything inside is. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'layer', 'container']);

const PROPERTY_USE = /var\(\s*(--[\w-]+)/g;
const usesIn = (text: string) => [...new Set([...text.matchAll(PROPERTY_USE)].map((m) => m[1]!))];

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

function rootDeclarations(rule: Rule): RootDeclaration[] | null {
  if (rule.selector.trim() !== ':root' || !rule.nodes.every((node) => node.type === 'decl')) return null;
  return (rule.nodes as Declaration[]).map((decl) => {
    const text = decl.toString();
    return { name: decl.prop.startsWith('--') ? decl.prop : null, text, uses: usesIn(decl.value) };
  });
}

function piecesOf(container: Container<ChildNode>): Piece[] {
  return (container.nodes ?? []).map((node): Piece => {
    if (node.type === 'rule') {
      const text = node.toString();
      const declarations = rootDeclarations(node);
      if (declarations) return { kind: 'root', selector: node.selector, declarations };
      const alternatives = alternativesOf(node.selector);
      return alternatives
        ? { kind: 'rule', text, uses: usesIn(text), alternatives }
        : { kind: 'always', text, uses: usesIn(text) };
    }
    if (node.type === 'atrule' && node.nodes && CONDITIONAL_BLOCKS.has(node.name.toLowerCase())) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      return { kind: 'block', open, pieces: piecesOf(node) };
    }
    // @font-face, @keyframes, @import, @property, comments: few and small, always kept.
    const text = node.toString();
    return { kind: 'always', text, uses: usesIn(text) };
  });
}

const isKept = (piece: Extract<Piece, { kind: 'rule' }>, classes: ReadonlySet<string>) =>
  piece.alternatives.some((needed) => needed.every((name) => classes.has(name)));

/** What one page's inline styles keep: its classes, its custom properties, and the rules it has already. */
interface PageStyles {
  classes: ReadonlySet<string>;
  /** The custom properties `:root` keeps; all of them when not given. */
  properties?: ReadonlySet<string>;
  /**
   * Rules already inlined (their text, in their conditional blocks): a module that two chunks import
   * is in both their stylesheets, and the same rule twice styles nothing more.
   */
  inlined: Set<string>;
}

function keptText(pieces: Piece[], page: PageStyles, context = ''): string {
  const { classes, inlined, properties } = page;
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') text += piece.text;
    else if (piece.kind === 'rule') {
      const key = context + piece.text;
      if (inlined.has(key) || !isKept(piece, classes)) continue;
      inlined.add(key);
      text += piece.text;
    } else if (piece.kind === 'root') {
      const kept = piece.declarations.filter(({ name }) => name === null || !properties || properties.has(name));
      if (kept.length) text += `${piece.selector}{${kept.map((d) => d.text).join(';')}}`;
    } else {
      const inner = keptText(piece.pieces, page, context + piece.open);
      if (inner) text += `${piece.open}${inner}}`;
    }
  }
  return text;
}

/** The custom properties the kept pieces name, and the `:root` declarations by property. */
function collectUses(pieces: Piece[], classes: ReadonlySet<string>, uses: Set<string>, declared: Map<string, string[]>) {
  for (const piece of pieces) {
    if (piece.kind === 'always' || (piece.kind === 'rule' && isKept(piece, classes)))
      for (const name of piece.uses) uses.add(name);
    else if (piece.kind === 'root')
      for (const { name, uses: named } of piece.declarations)
        if (name === null) for (const used of named) uses.add(used);
        else declared.set(name, [...(declared.get(name) ?? []), ...named]);
    else if (piece.kind === 'block') collectUses(piece.pieces, classes, uses, declared);
  }
}

export interface UsedStyles {
  /**
   * The stylesheet's rules that can apply to markup with these classes, in their order. Pass one
   * `inlined` set to the page's stylesheets in their order: a rule an earlier one had is left out of
   * the later ones; and the page's `properties` (usedProperties), else `:root` keeps all it declares.
   */
  for(classes: ReadonlySet<string>, page?: { inlined?: Set<string>; properties?: ReadonlySet<string> }): string;
  /** Adds the custom properties this file's rules for these classes name, and its `:root` declarations. */
  collectUses(classes: ReadonlySet<string>, uses: Set<string>, declared: Map<string, string[]>): void;
}

/** A stylesheet parsed once, to be pruned for each page. */
export function parseStyles(css: string): UsedStyles {
  const pieces = piecesOf(postcss.parse(css));
  return {
    for: (classes, { inlined = new Set<string>(), properties } = {}) => keptText(pieces, { classes, inlined, properties }),
    collectUses: (classes, uses, declared) => collectUses(pieces, classes, uses, declared),
  };
}

/**
 * The custom properties a page uses: those its markup (a `style` attribute) and the kept rules of its
 * stylesheets name, and what the `:root` declarations of those name in turn.
 */
export function usedProperties(sheets: UsedStyles[], classes: ReadonlySet<string>, html: string): Set<string> {
  const used = new Set(usesIn(html));
  const declared = new Map<string, string[]>();
  for (const sheet of sheets) sheet.collectUses(classes, used, declared);
  for (const name of used) for (const next of declared.get(name) ?? []) used.add(next);
  return used;
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
