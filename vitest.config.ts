// Unit and API tests (server, shared, client helpers) and the client's component tests. The
// Chromium journeys live in e2e/.
//
// Three projects in one run: `api` for the API tests (*.api.test.ts), `node` for every other
// *.test.ts, `dom` (jsdom) for the component tests (client/src/**/*.test.tsx). Each takes its
// settings from `common` rather than `extends: true`, because extending the root config would
// concatenate the include lists (a merge, not a replacement) and put every file in every project.
//
// The API tests run in full on PostgreSQL, the production database. On the embedded database
// `npm test` runs the subset `embeddedApiTests()` names by rule (docs/architecture.md, Tests):
// every repository's own API test (`x.repo.ts` → `x.api.test.ts` beside it) and everything under
// `server/db/` (the drivers and migrations) and `server/demo/` (the demo seed).
// API_TESTS=embedded-subset selects it; `npm run test:embedded` runs them all on PGlite.
//
// The API tests share their worker processes (`isolate: false`): each file starts its own server on
// its own database and stops it, and the product is built to run several apps in one process, so
// what a fresh process per file bought was loading the server's modules and compiling the embedded
// database's WebAssembly 69 times over, about half of the stage. The component tests share theirs
// too, and with them one jsdom window: a fresh process and window per file spent about four fifths
// of the component stage making a window and loading React, Radix and the screens again, 66 times
// over, for tests that render, act and unmount. The setup (client/src/test/setup.ts) leaves the
// window as a new one starts: nothing rendered, no storage, the address at `/`. The unit tests keep
// a process per file: they are cheap to load, and some read process-wide memos from a known start.
import { existsSync, globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Set before any worker forks so every test process starts in UTC.
process.env.TZ = 'UTC';

const root = fileURLToPath(new URL('.', import.meta.url));

const ownTestOf = (repo: string) => repo.replace(/\.repo\.ts$/, '.api.test.ts');

/**
 * The API tests that also run on the embedded database: every repository's own API test, so each
 * domain's queries meet the embedded driver, everything under `server/db/`, which tests the
 * drivers themselves (every type they convert, transactions, LISTEN) and the migrations, and
 * everything under `server/demo/`, the demo seed.
 */
export function embeddedApiTests(dir = root): string[] {
  const ownTests = globSync('server/**/*.repo.ts', { cwd: dir })
    .map(ownTestOf)
    .filter((test) => existsSync(path.join(dir, test)));
  return [...ownTests, 'server/db/**/*.api.test.ts', 'server/demo/**/*.api.test.ts'].sort();
}

/** Repositories with no API test of their own: the rule would leave their queries untried on PGlite. */
export function repositoriesWithoutOwnTest(dir = root): string[] {
  return globSync('server/**/*.repo.ts', { cwd: dir })
    .filter((repo) => !existsSync(path.join(dir, ownTestOf(repo))))
    .sort();
}

const apiTests = process.env.API_TESTS === 'embedded-subset' ? embeddedApiTests() : ['server/**/*.api.test.ts'];

const resolve = {
  alias: [
    { find: /^@shared\//, replacement: `${root}shared/` },
    { find: /^@\//, replacement: `${root}client/src/` },
  ],
};

const common = {
  exclude: ['**/node_modules/**', 'dist/**', 'data/**', 'e2e/**'],
  env: { TZ: 'UTC', NODE_ENV: 'test' },
  pool: 'forks' as const,
  // Generous: a server start seeds a fresh database, which takes long on a busy 2-core machine.
  // These are limits against hangs, not speed checks (benches under bench/ measure speed).
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve,
  test: {
    teardownTimeout: 10_000,
    projects: [
      {
        resolve,
        test: {
          ...common,
          name: 'api',
          include: apiTests,
          environment: 'node',
          isolate: false,
          setupFiles: ['server/test/setup-env.ts'],
          // Migrated and seeded embedded databases, made once and copied by every test server.
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          ...common,
          name: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...common.exclude, 'server/**/*.api.test.ts'],
          environment: 'node',
          setupFiles: ['server/test/setup-env.ts'],
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          ...common,
          name: 'dom',
          include: ['client/src/**/*.test.tsx'],
          environment: 'jsdom',
          // One window and one module cache per worker (see above).
          isolate: false,
          // A component test that hangs is a bug in the test, not a slow machine.
          testTimeout: 20_000,
          setupFiles: ['server/test/setup-env.ts', 'client/src/test/setup.ts'],
        },
      },
    ],
  },
});
