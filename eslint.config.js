// One flat config for every workspace; zero warnings allowed (npm run lint).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import localImports from './eslint-rules/imports.js';

const WEB = '^apps/web/src/';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Code flows one way (DESIGN.md §2): components and lib -> features -> app; features do not
    // import each other (what two features share moves down to components or lib).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { local: localImports },
    rules: {
      'local/boundaries': [
        'error',
        [
          { from: `${WEB}features/([^/]+)/`, disallow: `${WEB}features/(?!$1/)`, message: 'A feature does not import another feature' },
          { from: `${WEB}features/`, disallow: `${WEB}app/`, message: 'A feature does not import the app shell' },
          { from: `${WEB}(components|lib|i18n)/`, disallow: `${WEB}(features|app)/`, message: 'Shared code does not import features or the app' },
        ],
      ],
    },
  },
  {
    // One server clock (DESIGN.md §3 "Auction clock"): CLOCK_OFFSET and the tests move it, and a
    // direct read of the system clock would not move with it. lib/clock.ts itself reads the
    // system clock in two places, each with an eslint-disable comment saying why.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read the time with nowMs() from apps/server/src/lib/clock.ts: the server clock can be moved.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time with now() from apps/server/src/lib/clock.ts: the server clock can be moved.',
        },
      ],
    },
  },
  {
    // Server modules may use each other (routes -> services -> repos across domains), but a cycle
    // makes initialisation order fragile and the layers meaningless; the same holds everywhere.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: localImports },
    rules: { 'local/no-cycle': 'error' },
  },
  {
    // The server's module folders stand in layers (docs/architecture.md "Server modules in
    // layers"): an import that closes a loop between folders fails, whichever files it goes through.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { local: localImports },
    rules: { 'local/no-module-cycle': ['error', { modulesDir: 'apps/server/src/modules' }] },
  },
);
