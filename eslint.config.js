// ESLint: TypeScript + React hooks, and the import boundaries of DESIGN.md / issue 2.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (regex, message) => ({ regex, message });

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'public/**', 'node_modules/**', 'coverage/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // Prettier owns line breaks (npm run lint checks it); this rule would fight its chained calls.
      'no-unexpected-multiline': 'off',
    },
  },
  // Tests may use loose types for HTTP bodies.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // The contract imports only zod (and itself).
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [restrict('^(?!zod$|\\./|\\.\\./)', 'src/contract imports only zod.')] }],
    },
  },
  {
    files: ['src/contract/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('^(?!zod$|\\./|\\.\\./)', 'src/contract imports only zod.'),
            restrict('^\\.\\./\\.\\./', 'src/contract imports only zod and itself.'),
          ],
        },
      ],
    },
  },
  // The API takes from src only the contract, the catalogue, the i18n catalogues and the pure
  // URL rules (paths, path resolution, canonical paths: the sitemap lists what the router serves;
  // the query parameters a page reads: the page cache's key), the address of the analytics script
  // (the one outside script the CSP allows), and the server entry's types (api/ssr loads the built
  // bundle, typed by its source).
  {
    files: ['api/**/*.ts'],
    ignores: ['api/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              '(^|/)src/(?!contract|catalogue|i18n|lib/paths|routes/(resolvePath|canonicalPath|pageSearch)|features/analytics/gtag$|entry-server)',
              'api imports from src only contract, catalogue, i18n and the URL rules.',
            ),
            restrict(
              '^@/(?!contract|catalogue|i18n|lib/paths|routes/(resolvePath|canonicalPath|pageSearch)|features/analytics/gtag$|entry-server)',
              'api imports from src only contract, catalogue, i18n and the URL rules.',
            ),
            restrict('^(\\.\\./)+(admin|mocks)(/|$)|^@(admin|mocks)/', 'api never imports the admin or the mocks.'),
          ],
        },
      ],
    },
  },
  // The seed script seeds from the shared fixtures (DESIGN.md 6), and only from them.
  {
    files: ['api/scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [restrict('^(\\.\\./)+admin(/|$)|^@admin/', 'api never imports the admin.')] },
      ],
    },
  },
  // The admin (react-admin + MUI may be used here) talks to the API over HTTP only: never the server code,
  // and the mocks only from its dev-only entry (admin/main.tsx), like the site.
  {
    files: ['admin/**/*.{ts,tsx}'],
    ignores: ['admin/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              '^(\\.\\./)+(api|mocks)(/|$)|^@(api|mocks)/',
              'the admin uses the API over HTTP; mocks only in admin/main.tsx.',
            ),
          ],
        },
      ],
    },
  },
  // Public code never imports the admin, the mocks (outside the dev-only entry) or a UI kit.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('^(\\.\\./)+(admin|mocks)(/|$)|^@(admin|mocks)/', 'public code never imports the admin or the mocks.'),
            restrict('^(@mui/|react-admin|ra-)', 'the public site uses plain CSS, no UI kit.'),
          ],
        },
      ],
    },
  },
);
