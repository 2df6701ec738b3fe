/**
 * The design tokens written into the built stylesheets as their values. `src/site/styles/tokens.css`
 * declares them on `:root`; a rule that names one (`color: var(--color-primary)`) is built as
 * `color: #0b5d6e`. A served page inlines the rules its markup uses (api/ssr/usedStyles.ts), and
 * with the values in the rules it needs only the few `:root` declarations something still names
 * (the motion durations, which a media query changes): the full list was 0.4 KB of every page's
 * first round trip. The whole files, which the page enables later one by one in any order, need
 * no `:root` of another file to arrive first.
 *
 * A token is a constant when it is declared once across the site's stylesheets, in a top-level
 * `:root`, with a value that names no other property; one declared again anywhere (a media query,
 * a component's own value) keeps its `var()`. The `:root` declarations stay in the build for what
 * reads them at run time (an inline style, Storybook's token page). Builds only: dev mode and the
 * stories keep `var()`, so a designer can try a colour on `:root` in the browser's tools.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Plugin, type Rule } from 'postcss';

/** The constant design tokens by name (`--color-primary` → `#0b5d6e`). */
export type Tokens = ReadonlyMap<string, string>;

const TOKEN_USE = /var\((--[\w-]+)\)/g;

/** The custom properties of these stylesheets that are constants (see above). */
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
 * A PostCSS plugin writing these tokens' values where a declaration names them. A `var()` with a
 * fallback, or of a property that is not a constant, stays as it is.
 */
export function tokenValues(tokens: Tokens): Plugin {
  return {
    postcssPlugin: 'design-token-values',
    // At the end: a CSS module's `composes` from another file (src/site/styles/card.module.css) arrives
    // as that file's rules, which Vite's CSS modules plugin adds when it is done.
    OnceExit(root) {
      root.walkDecls((decl) => {
        if (decl.value.includes('var('))
          decl.value = decl.value.replace(TOKEN_USE, (use, name: string) => tokens.get(name) ?? use);
      });
    },
  };
}

function cssFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(dir, file));
}

/** The plugin for the build, with the constants of every stylesheet under `sourceDir`. */
export function designTokens(sourceDir: string): Plugin {
  return tokenValues(constantTokens(cssFilesUnder(sourceDir).map((file) => readFileSync(file, 'utf8'))));
}
