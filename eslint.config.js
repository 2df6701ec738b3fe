// ESLint: TypeScript + React hooks, and the import boundaries that keep the contract, the behaviour, the
// API, the mocks, the site and the admin apart (each rule below says what it keeps out and why).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (regex, message) => ({ regex, message });

/** The folders of src/ from the bottom layer up; the entries (src/main.tsx, src/entry-server.tsx) sit on top. */
const SRC_LAYERS = ['contract', 'i18n', 'lib', 'catalogue', 'components', 'features', 'routes'];
const ENTRIES = ['main', 'entry-server'];
const PUBLIC_IMPORTS = [
  restrict('^(\\.\\./)+(admin|mocks)(/|$)|^@(admin|mocks)/', 'public code never imports the admin or the mocks.'),
  restrict('^(@mui/|react-admin|ra-)', 'the public site uses plain CSS, no UI kit.'),
  restrict('^(\\.\\./)+behaviour(/|$)|^@behaviour/', 'public code never imports the behaviour (the API and the mocks run it).'),
];
/** Relative (`../../features/x`) or aliased (`@/features/x`) imports of the given layers and the entries. */
const laterLayers = (layers) => {
  const names = [...layers, ...ENTRIES].join('|');
  return [
    restrict(
      `^((\\.\\./)+|@/)(${names})(/|\\.tsx?$|$)`,
      `imports flow one way: ${[...SRC_LAYERS, 'entries'].join(' → ')}; this layer may not import ${[...layers, 'entries'].join(', ')}.`,
    ),
  ];
};

export default tseslint.config(
  // scripts/tmp: scratch files of work in progress, never committed.
  { ignores: ['dist/**', 'storybook-static/**', 'public/**', 'node_modules/**', 'coverage/**', 'reports/**', 'scripts/tmp/**'] },
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
  // Except the scripts that write the contract's documents (node:fs): they read only the contract.
  {
    files: ['src/contract/scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: laterLayers(SRC_LAYERS.slice(1)) }] },
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
            // The server ships the baseline; the demo practice reaches a database only through
            // npm run seed:demo (api/scripts). Its list of demo values may be read (launch checks).
            restrict('(^|/)content/demo(?!/values$)(/|$)', 'the server never loads demo content (npm run seed:demo does).'),
          ],
        },
      ],
    },
  },
  // The behaviour is written against its store/services interface: never a face's code
  // (api, mocks, admin), from src only what the API may import too.
  {
    files: ['behaviour/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // lib/paths: the one table of public addresses, for the links in mails (newsletter pages);
            // the URL rules (resolvePath, canonicalPath), for the page a form was sent from (statistics.ts).
            restrict(
              '(^|/)src/(?!contract|catalogue|i18n|lib/paths|routes/(resolvePath|canonicalPath)$)',
              'behaviour imports from src only contract, catalogue, i18n and the URL table and rules.',
            ),
            restrict(
              '^(\\.\\./)+(api|mocks|admin)(/|$)|^@(api|mocks|admin)/',
              'behaviour never imports a face (api, mocks, admin).',
            ),
            restrict(
              '^(mongodb|sharp|msw|mingo|fastify)',
              'behaviour reaches the database and files only through its interface.',
            ),
          ],
        },
      ],
    },
  },
  // The API's scripts may load the demo content (npm run seed:demo), but never the admin.
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
  // Public code never imports the admin, the mocks (outside the dev-only entry) or a UI kit, and its
  // imports flow one way: contract → i18n → lib → catalogue → components →
  // features → routes → entries (src/main.tsx, src/entry-server.tsx). Each layer's files may not
  // import any layer after it. Stories sit beside their component and follow its layer.
  // (src/contract has its stricter rule above: zod only.)
  ...SRC_LAYERS.map((layer, i) => ({ layer, i }))
    .slice(1)
    .map(({ layer, i }) => ({
      files: [`src/${layer}/**/*.{ts,tsx}`],
      ignores: ['src/**/*.stories.tsx'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...PUBLIC_IMPORTS, ...laterLayers(SRC_LAYERS.slice(i + 1))] }] },
    })),
  ...SRC_LAYERS.map((layer, i) => ({ layer, i }))
    .slice(1)
    .map(({ layer, i }) => ({
      files: [`src/${layer}/**/*.stories.tsx`],
      rules: { 'no-restricted-imports': ['error', { patterns: laterLayers(SRC_LAYERS.slice(i + 1)) }] },
    })),
  {
    files: ['src/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: PUBLIC_IMPORTS }] },
  },
);
