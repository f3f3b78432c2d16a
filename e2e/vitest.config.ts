// Chromium journeys: one file at a time, each starting its own server on a free port.
// `realServerConfig` is also the base of resilience/vitest.config.ts (fault and scale-out tests).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that start real server processes: run one at a time, in forks, in UTC. */
export function realServerConfig(include: string[], timeouts: { testTimeout: number; hookTimeout: number }) {
  return defineConfig({
    root,
    resolve: {
      alias: [
        { find: /^@shared\//, replacement: `${root}shared/` },
        { find: /^@\//, replacement: `${root}client/src/` },
      ],
    },
    test: {
      include,
      environment: 'node',
      env: { TZ: 'UTC', NODE_ENV: 'test' },
      setupFiles: ['server/test/setup-env.ts'],
      pool: 'forks',
      fileParallelism: false,
      ...timeouts,
      teardownTimeout: 30_000,
      // expect.poll waits for what the page shows as long as a locator's own wait would (Vitest's
      // default is one second: on a busy machine a debounced search took longer, and the journey
      // failed although the page was right a moment later).
      expect: { poll: { timeout: 15_000 } },
    },
  });
}

// beforeAll starts a server (up to 60 s on a cold machine) and a browser.
export default realServerConfig(['e2e/**/*.e2e.ts'], { testTimeout: 60_000, hookTimeout: 90_000 });
