// Unit and API tests (server, shared, client helpers). The Chromium journeys live in e2e/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Set before any worker forks so every test process starts in UTC.
process.env.TZ = 'UTC';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@shared\//, replacement: `${root}shared/` },
      { find: /^@\//, replacement: `${root}client/src/` },
    ],
  },
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'scripts/eslint/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'data/**', 'e2e/**'],
    environment: 'node',
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles: ['server/test/setup-env.ts'],
    pool: 'forks',
    // Generous: a server start seeds a fresh database, which takes long on a busy 2-core machine.
    // These are limits against hangs, not speed checks (benches under bench/ measure speed).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 10_000,
  },
});
