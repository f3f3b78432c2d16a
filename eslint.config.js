// Lint rules, including the layering the conventions ask for: routes never touch the database,
// the client never imports server code or drivers, and client features never import each other.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const DRIZZLE = { regex: '^drizzle-orm(/|$)', message: 'Routes do not touch the database; call a service.' };

const CLIENT_FORBIDDEN = [
  {
    regex: '^(\\.\\.?/)+(.*/)?server(/|$)',
    message: 'The client must not import server code; share types through shared/.',
  },
  { regex: '^drizzle-orm(/|$)', message: 'The client must not import the ORM; use shared zod contracts.' },
  { regex: '^pg(/|$)', message: 'The client must not import a database driver.' },
  { regex: '^@electric-sql/pglite(/|$)', message: 'The client must not import a database driver.' },
];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FEATURE_PATH = /^client\/src\/features\/([^/]+)\//;

/** Resolves an import source to a project-relative path when it points into client/src. */
function clientTarget(source, fileRel) {
  if (source.startsWith('@/')) return `client/src/${source.slice(2)}`;
  if (source.startsWith('./') || source.startsWith('../')) {
    return path.posix.join(path.posix.dirname(fileRel), source);
  }
  return null;
}

// Features are composed by pages; one feature importing another couples them for good.
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Client feature folders must not import from another feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}'; compose them in a page or move shared code to client/src/lib or components.",
    },
  },
  create(context) {
    const fileRel = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const own = FEATURE_PATH.exec(fileRel)?.[1];
    if (!own) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = clientTarget(node.value, fileRel);
      const other = target && FEATURE_PATH.exec(`${target}/`)?.[1];
      if (other && other !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'migrations/**', 'coverage/**', '.tmp/**', 'bench/results/**'],
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
    files: ['server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)[^/]+\\.repo(\\.[cm]?[jt]s)?$',
              message: 'Routes call services; only services use repos (route → service → repo).',
            },
            DRIZZLE,
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooksRecommended.plugins['react-hooks'],
      local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooksRecommended.rules,
      ...compilerRulesAsWarnings,
      'no-restricted-imports': ['error', { patterns: CLIENT_FORBIDDEN }],
      'local/no-cross-feature-imports': 'error',
    },
  },
);
