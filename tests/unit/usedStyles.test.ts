/**
 * A served page inlines only the rules its markup can use (api/ssr/usedStyles.ts): what
 * could style the page must stay, in its order; rules of classes the page does not have go.
 */
import { describe, expect, it } from 'vitest';
import { classesIn, parseStyles, usedProperties } from '../../api/ssr/usedStyles';

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

describe('custom properties in the used styles', () => {
  // As built: the constant tokens are values in the rules already (scripts/vite/designTokens.ts).
  const css =
    ':root{--brand:#0b5d6e;--gap:.5rem;--motion:.2s;--alias:var(--ink);--ink:#17262d;color-scheme:light}' +
    '@media (prefers-reduced-motion:reduce){:root{--motion:0s}}' +
    '.card{color:#0b5d6e;transition:opacity var(--motion)}' +
    '.note{border-color:var(--alias)}';
  const sheet = parseStyles(css);
  const used = (html: string) => {
    const classes = classesIn(html);
    return sheet.for(classes, { properties: usedProperties([sheet], classes, html) });
  };

  it('declares in :root only the properties a kept rule names, in both its :root rules', () => {
    expect(used('<div class="card"></div>')).toBe(
      ':root{--motion:.2s;color-scheme:light}@media (prefers-reduced-motion:reduce){:root{--motion:0s}}.card{color:#0b5d6e;transition:opacity var(--motion)}',
    );
  });

  it('keeps what a kept declaration names in turn, and what a style attribute of the markup names', () => {
    expect(used('<p class="note"></p>')).toContain(':root{--alias:var(--ink);--ink:#17262d;color-scheme:light}');
    expect(used('<p style="margin:var(--gap)"></p>')).toContain(':root{--gap:.5rem;color-scheme:light}');
  });

  it('leaves out a :root rule with nothing left to declare, and keeps every declaration when not told what the page uses', () => {
    expect(used('<p></p>')).toBe(':root{color-scheme:light}');
    expect(parseStyles(':root{--brand:red}p{margin:0}').for(classesIn('<p></p>'), { properties: new Set() })).toBe('p{margin:0}');
    expect(sheet.for(classesIn('<p></p>'))).toContain(':root{--brand:#0b5d6e;--gap:.5rem;--motion:.2s;');
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
