/**
 * A served page inlines only the rules its markup can use (api/ssr/usedStyles.ts, issue 21): what
 * could style the page must stay, in its order; rules of classes the page does not have go.
 */
import { describe, expect, it } from 'vitest';
import { classesIn, parseStyles } from '../../api/ssr/usedStyles';

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
