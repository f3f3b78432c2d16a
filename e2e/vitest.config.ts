// Chromium journeys: one file at a time, each starting its own server on a free port.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@shared\//, replacement: `${root}shared/` },
      { find: /^@\//, replacement: `${root}client/src/` },
    ],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles: ['server/test/setup-env.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // beforeAll starts a server (up to 60 s on a cold machine) and a browser.
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
