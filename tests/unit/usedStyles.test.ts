/**
 * A served page inlines only the rules its markup can use (api/ssr/usedStyles.ts): what
 * could style the page must stay, in its order; rules of classes the page does not have go.
 */
import { describe, expect, it } from 'vitest';
import { classesIn, constantTokens, parseStyles } from '../../api/ssr/usedStyles';

const css = [
  '@font-face{font-family:Inter;src:url(/inter.woff2)}',
  ':root{--space:4px}',
  'body{margin:0}',
  'a[href^="tel:"]{white-space:nowrap}',
  '.card{padding:1rem}',
  '.menu{display:none}',
  '.card .title{font-weight:700}',
  '.menu .item{color:red}',
  '.card:not(.open){opacity:.5}',
  '.menu:is(.card,.other){color:blue}',
  ':where(.missing) p{margin:0}',
  '.menu,.card>p{color:green}',
  '.card::before{content:""}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@media (min-width:40rem){.card{padding:2rem}.menu{display:block}@supports (display:grid){.card{display:grid}.menu{display:grid}}}',
  '@media print{.menu{display:none}}',
].join('');

const pruned = (html: string) => parseStyles(css).for(classesIn(html));

describe('used styles of a page', () => {
  const kept = pruned('<div class="card"><h2 class="title">Hi</h2></div>');

  it('keeps the rules of the classes the markup has, in their order, and drops those of absent classes', () => {
    expect(kept).toContain('.card{padding:1rem}');
    expect(kept).toContain('.card .title{font-weight:700}');
    expect(kept).toContain('.card::before{content:""}');
    expect(kept).not.toContain('.menu{display:none}');
    expect(kept).not.toContain('.menu .item');
    expect(kept).not.toContain('.menu:is(');
    expect(kept.indexOf('.card{padding:1rem}')).toBeLessThan(kept.indexOf('.card .title'));
  });

  it('keeps a rule whose classes are only inside :not(), :is() or :where(), and a list with one selector satisfied', () => {
    expect(kept).toContain('.card:not(.open){opacity:.5}');
    expect(kept).toContain(':where(.missing) p{margin:0}');
    expect(kept).toContain('.menu,.card>p{color:green}');
  });

  it('always keeps @font-face, @keyframes, :root and rules of elements or attributes only', () => {
    expect(kept).toContain('@font-face{font-family:Inter;src:url(/inter.woff2)}');
    expect(kept).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(kept).toContain(':root{--space:4px}');
    expect(kept).toContain('body{margin:0}');
    expect(kept).toContain('a[href^="tel:"]{white-space:nowrap}');
  });

  it('prunes inside media queries and nested blocks, and leaves out a block with nothing kept', () => {
    expect(kept).toContain('@media (min-width:40rem){.card{padding:2rem}@supports (display:grid){.card{display:grid}}}');
    expect(kept).not.toContain('@media print');
    expect(pruned('<nav class="menu"></nav>')).toContain('@media print{.menu{display:none}}');
  });

  it('keeps the whole stylesheet for markup with every class', () => {
    expect(pruned('<div class="card menu title open item other missing"></div>')).toBe(css);
  });

  it('reads class tokens of double- and single-quoted attributes, not of other attributes or text', () => {
    expect([...classesIn(`<p class=" a  b\nc"></p><svg class='d'></svg><i data-class="e">class="f"</i>`)]).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('design tokens in the used styles', () => {
  const tokensCss =
    ':root{--brand:#0b5d6e;--gap:.5rem;--motion:.2s;--alias:var(--brand)}' +
    '@media (prefers-reduced-motion:reduce){:root{--motion:0s}}' +
    '.card{color:var(--brand);padding:var(--gap) calc(var(--gap)*2);transition:opacity var(--motion)}' +
    '.note{border-color:var(--alias);margin:var(--unknown,1px);color:var(--brand,red)}';
  const other = '.menu{--card-min:var(--gap);--gap:1rem}';
  const tokens = constantTokens([tokensCss, other]);
  const used = (html: string) => parseStyles(tokensCss, tokens).for(classesIn(html));

  it('knows as constants the :root properties declared once whose value names no other', () => {
    // --gap is declared again by .menu, --motion by the media query, --alias names --brand.
    expect([...tokens.keys()]).toEqual(['--brand']);
  });

  it('writes them into the rules as their values, and still declares them all in :root', () => {
    const kept = used('<div class="card"></div>');
    expect(kept).toContain('.card{color:#0b5d6e;padding:var(--gap) calc(var(--gap)*2);transition:opacity var(--motion)}');
    expect(kept).toContain(':root{--brand:#0b5d6e;--gap:.5rem;--motion:.2s;--alias:#0b5d6e}');
    expect(kept).toContain('@media (prefers-reduced-motion:reduce){:root{--motion:0s}}');
  });

  it('leaves a fallback, an unknown property and one that is not a constant as they are', () => {
    expect(used('<p class="note"></p>')).toContain(
      '.note{border-color:var(--alias);margin:var(--unknown,1px);color:var(--brand,red)}',
    );
  });
});

describe('a page with several stylesheets', () => {
  it('inlines a rule that two of them carry once, where it first comes', () => {
    const card = '.card{padding:1rem}@media (min-width:40rem){.card{padding:2rem}}';
    const first = parseStyles(`${card}.hero{margin:0}`);
    const second = parseStyles(`${card}.card{color:red}@media print{.card{padding:2rem}}`);
    const classes = classesIn('<div class="card hero"></div>');
    const inlined = new Set<string>();
    expect(first.for(classes, { inlined })).toBe(`${card}.hero{margin:0}`);
    expect(second.for(classes, { inlined })).toBe('.card{color:red}@media print{.card{padding:2rem}}');
    // Each page starts afresh.
    expect(second.for(classes, { inlined: new Set() })).toBe(`${card}.card{color:red}@media print{.card{padding:2rem}}`);
  });
});
