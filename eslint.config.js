// ESLint: TypeScript + React hooks, and the import boundaries that keep the contract, the behaviour, the
// API, the mocks, the site and the admin apart (each rule below says what it keeps out and why).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (regex, message) => ({ regex, message });

/**
 * src/ holds two things. The kernel — src/contract, src/i18n, src/lib, src/catalogue — is what every face
 * needs (the endpoint table and entities, languages and messages, public addresses and their resolution,
 * Markdown, the catalogue's rules): it imports only itself and its libraries. The public site, src/site,
 * stands on it; nothing outside the site imports it but the API's server renderer (the site's server
 * entry), the stories and the tests. Inside each, layers import one way, from the bottom up.
 */
const KERNEL_LAYERS = ['contract', 'i18n', 'lib', 'catalogue'];
const SITE_LAYERS = ['intl', 'common', 'components', 'features', 'routes'];
const ENTRIES = ['main', 'entry-server', 'frame'];
const NO_UI_KIT = restrict('^(@mui/|react-admin|ra-)', 'the public site and the kernel use plain CSS, no UI kit.');
const PUBLIC_IMPORTS = [
  restrict('^(\\.\\./)+(admin|mocks)(/|$)|^@(admin|mocks)/', 'public code never imports the admin or the mocks.'),
  NO_UI_KIT,
  restrict('^(\\.\\./)+behaviour(/|$)|^@behaviour/', 'public code never imports the behaviour (the API and the mocks run it).'),
];
const KERNEL_IMPORTS = [
  NO_UI_KIT,
  restrict(
    '^(\\.\\./)+(site|content|admin|mocks|api|behaviour|scripts|stories|tests|bench)(/|$)|^@(/site|admin|api|mocks)(/|$)',
    'the kernel (src/contract, i18n, lib, catalogue) imports only itself and its libraries.',
  ),
];
/** For code outside src/: the site is no one's ground floor. */
const NOT_THE_SITE = restrict(
  '(^|/)src/site(/|$)|^@/site(/|$)',
  "only the site itself (and its server entry's renderer) imports src/site.",
);
/** Relative (`../../features/x`) or aliased (`@/features/x`) imports of the given layers and the entries. */
const laterLayers = (all, layers) => {
  const names = [...layers, ...ENTRIES].join('|');
  return [
    restrict(
      `^((\\.\\./)+|@/)(${names})(/|\\.tsx?$|$)`,
      `imports flow one way: ${[...all, 'entries'].join(' → ')}; this layer may not import ${[...layers, 'entries'].join(', ')}.`,
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
    rules: { 'no-restricted-imports': ['error', { patterns: laterLayers(KERNEL_LAYERS, KERNEL_LAYERS.slice(1)) }] },
  },
  // The API takes from src the kernel (among it the URL rules: the sitemap lists what the router
  // serves, the query parameters a page reads are the page cache's key; the address of the analytics
  // script, the one outside script the CSP allows) and, of the site, only the server entry's types
  // (api/ssr loads the built bundle, typed by its source).
  {
    files: ['api/**/*.ts'],
    ignores: ['api/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              '(^|/)src/(?!contract|catalogue|i18n|lib|site/entry-server$)',
              "api imports from src the kernel and the site's server entry only.",
            ),
            restrict(
              '^@/(?!contract|catalogue|i18n|lib|site/entry-server$)',
              "api imports from src the kernel and the site's server entry only.",
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
            // From the kernel among others src/lib/paths.ts, the one table of public addresses (links in mails),
            // and the URL rules (resolvePath, canonicalPath: the page a form was sent from).
            restrict('(^|/)src/(?!contract|catalogue|i18n|lib)', 'behaviour imports from src only the kernel.'),
            restrict('^@/', 'behaviour imports from src only the kernel, by relative paths.'),
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
        { patterns: [restrict('^(\\.\\./)+admin(/|$)|^@admin/', 'api never imports the admin.'), NOT_THE_SITE] },
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
            NOT_THE_SITE,
          ],
        },
      ],
    },
  },
  // The content (baseline, demo practice, catalogue records) is data on the kernel's types: never the site
  // or a face.
  {
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_THE_SITE,
            // The demo year of statistics is written in the stored form the behaviour defines.
            restrict(
              '^(\\.\\./)+(admin|mocks|api)(/|$)|^(\\.\\./)+behaviour/(?!statisticsKeys$)|^@(admin|api|mocks)/',
              'content imports only the kernel (and the stored form of statistics).',
            ),
          ],
        },
      ],
    },
  },
  // The mocks and the build's own scripts stand on the kernel (and the content), never on the site.
  {
    files: ['mocks/**/*.ts', 'scripts/**/*.ts', 'admin/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_SITE] }] },
  },
  // The kernel: itself and its libraries, layer over layer (src/contract has its stricter rule above: zod only).
  ...KERNEL_LAYERS.map((layer, i) => ({ layer, i }))
    .slice(1)
    .map(({ layer, i }) => ({
      files: [`src/${layer}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...KERNEL_IMPORTS, ...laterLayers(KERNEL_LAYERS, KERNEL_LAYERS.slice(i + 1))] },
        ],
      },
    })),
  // The site never imports the admin, the mocks (outside the dev-only entry) or a UI kit, and its
  // imports flow one way: intl → common → components → features → routes → entries (src/site/main.tsx,
  // src/site/frame.tsx, src/site/entry-server.tsx). Each layer's files may not import any layer after
  // it. Stories sit beside their component and follow its layer.
  ...SITE_LAYERS.map((layer, i) => ({ layer, i })).map(({ layer, i }) => ({
    files: [`src/site/${layer}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...PUBLIC_IMPORTS, ...laterLayers(SITE_LAYERS, SITE_LAYERS.slice(i + 1))] },
      ],
    },
  })),
  ...SITE_LAYERS.map((layer, i) => ({ layer, i })).map(({ layer, i }) => ({
    files: [`src/site/${layer}/**/*.stories.tsx`],
    rules: { 'no-restricted-imports': ['error', { patterns: laterLayers(SITE_LAYERS, SITE_LAYERS.slice(i + 1)) }] },
  })),
  {
    files: ['src/site/entry-server.tsx', 'src/site/frame.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: PUBLIC_IMPORTS }] },
  },
);
