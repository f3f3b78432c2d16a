// Lint rules, including the layering the conventions ask for (docs/decisions/032-one-word-per-domain-vertical-slices.md).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/layers.js';

// The layering, as boundaries of the local `layers` rule (scripts/eslint/layers.js): `from` and
// `except` match the importing file, `target` the import resolved to a repository path (or a package
// name); `$1` is from's first group. Each is shown failing on a wrong import in
// scripts/eslint/layers.test.ts. The first boundary an import breaks is the one reported.
const TESTS = '(^server/test/|\\.test\\.tsx?$)';
const LAYERS = [
  // Client: shared → components/lib → features → pages → app.
  {
    from: '^client/',
    target: '^server(/|$)',
    message: 'The client must not import server code; share types through shared/.',
  },
  {
    from: '^client/',
    target: '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)',
    message: 'The client must not import the ORM or a database driver; use the shared zod contracts.',
  },
  {
    from: '^client/src/(components|lib)/',
    target: '^client/src/(features|pages|app)(/|$)',
    message: 'components/ and lib/ sit below features, pages and app; pass what they need in as props or arguments.',
  },
  {
    from: '^client/src/features/([^/]+)/',
    target: '^client/src/features/(?!$1(/|$))[^/]+',
    message: 'A feature must not import another feature; compose them in a page, or move the shared part to components/ or lib/.',
  },
  {
    from: '^client/src/features/',
    target: '^client/src/(pages|app)(/|$)',
    message: 'Features sit below pages and app; a page passes in what a feature needs.',
  },
  {
    from: '^client/src/pages/',
    target: '^client/src/app(/|$)',
    message: 'Pages sit below app; move what pages need from app/ to lib/ (or a feature).',
  },
  // Server: routes → service → repo within a domain; queries only in repos, server/db and the demo seed.
  {
    from: '^server/.*\\.routes\\.ts$',
    target: '\\.repo$',
    message: 'Routes call services; only services use repos (route → service → repo).',
  },
  {
    from: '^server/([^/]+)/',
    // server/demo is no domain: the demo seed writes each domain's rows through that domain's repo.
    except: `${TESTS}|^server/demo/`,
    target: '^server/(?!$1/)[^/]+/(.*/)?[^/]+\\.repo$',
    message: "Another domain's repo is off limits; use that domain's service.",
  },
  {
    from: '^server/[^/]+$',
    except: TESTS,
    target: '^server/(.*/)?[^/]+\\.repo$',
    message: "Top-level server files do not run queries; call the domain's service.",
  },
  {
    from: '^(server|shared)/',
    except: `${TESTS}|^server/(db|demo)/|\\.repo\\.ts$|^shared/(schema|contracts)/`,
    target: '^drizzle-orm(/|$)',
    message: 'Only repo files, server/db and the demo seed (server/demo) run queries; call a service, or move the query into a repo.',
  },
  {
    from: '^(server|shared)/',
    except: `${TESTS}|^server/db/`,
    target: '^(pg|@electric-sql/pglite)(/|$)',
    message: 'Only server/db opens database drivers.',
  },
  // Shared code runs on both sides, so it depends on neither.
  {
    from: '^shared/',
    target: '^(client|server)(/|$)',
    message: 'shared/ must not import client or server code.',
  },
];

// React Compiler diagnostics from the recommended preset: shown, but not fatal, since the
// project does not run the compiler. The classic rules-of-hooks stays an error.
const reactHooksRecommended = reactHooks.configs.flat.recommended;
const compilerRulesAsWarnings = Object.fromEntries(
  Object.keys(reactHooksRecommended.rules)
    .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
    .map((rule) => [rule, 'warn']),
);

export default defineConfig(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'migrations/**', 'coverage/**', '.tmp/**', '.node/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,js,jsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { local },
    rules: { 'local/layers': ['error', ...LAYERS] },
  },
  // No import circle, in the server or the client: domains stand side by side, a module loaded on
  // demand imports nothing back from its loader. Type-only imports do not count (they vanish at
  // build); tests may reach anywhere. Shown failing on a planted circle in scripts/eslint/layers.test.ts.
  // Nor a circle of the server's folders (`local/folder-circles`): a domain that imports another
  // must not be reached back by it through any chain of folders, though no module closes the loop.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/test/**'],
    plugins: { local },
    rules: { 'local/folder-circles': ['error', { tree: 'server', ignore: TESTS }] },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'client/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['client/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooksRecommended.plugins['react-hooks'],
    },
    rules: {
      ...reactHooksRecommended.rules,
      ...compilerRulesAsWarnings,
    },
  },
);
