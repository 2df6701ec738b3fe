/**
 * The build writes the constant design tokens into the rules as their values
 * (scripts/vite/designTokens.ts), so a page's inline styles need no `:root` list of them.
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { constantTokens, tokenValues } from '../../scripts/vite/designTokens';

const tokensCss =
  ':root{--brand:#0b5d6e;--gap:.5rem;--motion:.2s;--alias:var(--brand);--loud:red!important}' +
  '@media (prefers-reduced-motion:reduce){:root{--motion:0s}}';
const other = '.menu{--card-min:var(--gap);--gap:1rem}';

describe('design tokens', () => {
  const tokens = constantTokens([tokensCss, other]);
  const built = (css: string) => postcss([tokenValues(tokens)]).process(css, { from: undefined }).css;

  it('knows as constants the :root properties declared once whose value names no other', () => {
    // --gap is declared again by .menu, --motion by the media query, --alias names --brand, --loud is !important.
    expect([...tokens.keys()]).toEqual(['--brand']);
  });

  it('writes them into declarations as their values, :root and custom properties included', () => {
    expect(built('.card{color:var(--brand);border:1px solid var(--brand)}')).toBe(
      '.card{color:#0b5d6e;border:1px solid #0b5d6e}',
    );
    expect(built(tokensCss)).toContain('--alias:#0b5d6e');
    expect(built('.x{--accent:var(--brand)}')).toBe('.x{--accent:#0b5d6e}');
  });

  it('leaves a fallback, an unknown property and one that is not a constant as they are', () => {
    const css = '.note{margin:var(--unknown,1px);color:var(--brand,red);padding:var(--gap);transition:opacity var(--motion)}';
    expect(built(css)).toBe(css);
  });

  it('reaches the rules another CSS module lends with `composes`, which arrive when that plugin is done', () => {
    const lend = { postcssPlugin: 'lend', OnceExit: (root: postcss.Root) => void root.prepend('.lent{color:var(--brand)}') };
    expect(postcss([lend, tokenValues(tokens)]).process('.own{}', { from: undefined }).css).toContain('.lent{color:#0b5d6e}');
  });
});
