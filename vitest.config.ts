// Unit and API tests (server, shared, client helpers) and the client's component tests. The
// Chromium journeys live in e2e/.
//
// Three projects in one run: `api` for the API tests (*.api.test.ts), `node` for every other
// *.test.ts, `dom` (jsdom) for the component tests (client/src/**/*.test.tsx). Each takes its
// settings from `common` rather than `extends: true`, because extending the root config would
// concatenate the include lists (a merge, not a replacement) and put every file in every project.
//
// The API tests share their worker processes (`isolate: false`): each file starts its own server on
// its own database and stops it, and the product is built to run several apps in one process, so
// what a fresh process per file bought was loading the server's modules and compiling the embedded
// database's WebAssembly 69 times over, about half of the stage. The other tests keep a process
// per file: they are cheap to load, and some read process-wide memos from a known start.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Set before any worker forks so every test process starts in UTC.
process.env.TZ = 'UTC';

const root = fileURLToPath(new URL('.', import.meta.url));

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
          include: ['server/**/*.api.test.ts'],
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
          // A component test that hangs is a bug in the test, not a slow machine.
          testTimeout: 20_000,
          setupFiles: ['server/test/setup-env.ts', 'client/src/test/setup.ts'],
        },
      },
    ],
  },
});
