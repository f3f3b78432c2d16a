// Faults and scale-out: each file starts its own throwaway PostgreSQL and real server processes,
// so files run one at a time and hooks get room for a cold start on a small machine.
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
    include: ['resilience/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles: ['server/test/setup-env.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
