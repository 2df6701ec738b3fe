/**
 * The rules of a stylesheet that a served page's markup uses (issue 21: the page's HTML ≤ 60 KB).
 * Pages inline their styles so nothing stands between the HTML and the first paint, but each page
 * uses a fraction of the entry's and its modules' stylesheets: a rule whose selector names a class
 * the markup does not have cannot style it, so it is left out. The browser enables the whole files
 * before the app renders anything the server did not send (src/lib/fullStyles.ts).
 *
 * Each file is parsed once (at the server's start); a page then only compares class names.
 */
import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A top-level piece of a stylesheet: kept as it is, kept when its classes are present, or a conditional block. */
type Piece =
  | { kind: 'always'; text: string }
  /** Kept when every class of any one of its alternatives (the selectors of its list) is in the markup. */
  | { kind: 'rule'; text: string; alternatives: string[][] }
  | { kind: 'block'; open: string; pieces: Piece[] };

/** At-rules whose block holds rules that apply under a condition: pruned inside, kept when anything inside is. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'layer', 'container']);

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

function piecesOf(container: Container<ChildNode>): Piece[] {
  return (container.nodes ?? []).map((node): Piece => {
    if (node.type === 'rule') {
      const alternatives = alternativesOf(node.selector);
      return alternatives ? { kind: 'rule', text: node.toString(), alternatives } : { kind: 'always', text: node.toString() };
    }
    if (node.type === 'atrule' && node.nodes && CONDITIONAL_BLOCKS.has(node.name.toLowerCase())) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      return { kind: 'block', open, pieces: piecesOf(node) };
    }
    // @font-face, @keyframes, @import, @property, comments: few and small, always kept.
    return { kind: 'always', text: node.toString() };
  });
}

function keptText(pieces: Piece[], classes: ReadonlySet<string>): string {
  let text = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') text += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.alternatives.some((needed) => needed.every((name) => classes.has(name)))) text += piece.text;
    } else {
      const inner = keptText(piece.pieces, classes);
      if (inner) text += `${piece.open}${inner}}`;
    }
  }
  return text;
}

export interface UsedStyles {
  /** The stylesheet's rules that can apply to markup with these classes, in their order. */
  for(classes: ReadonlySet<string>): string;
}

/** A stylesheet parsed once, to be pruned for each page. */
export function parseStyles(css: string): UsedStyles {
  const pieces = piecesOf(postcss.parse(css));
  return { for: (classes) => keptText(pieces, classes) };
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
