// Chromium journeys: two files at a time (a worker per CPU), each on its worker's shared server or,
// where it says why, a server of its own on a free port, all in contexts of the run's one Chromium
// (e2e/global-setup.ts).
// `realServerConfig` is also the base of resilience/vitest.config.ts (fault and scale-out tests).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that start real server processes: in forks, in UTC; one at a time unless `workers` says otherwise. */
export function realServerConfig(
  include: string[],
  timeouts: { testTimeout: number; hookTimeout: number },
  { globalSetup = [], workers = 1 }: { globalSetup?: string[]; workers?: number } = {},
) {
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
      globalSetup,
      pool: 'forks',
      fileParallelism: workers > 1,
      maxWorkers: workers,
      ...timeouts,
      teardownTimeout: 30_000,
      // expect.poll waits for what the page shows as long as a locator's own wait would (Vitest's
      // default is one second: on a busy machine a debounced search took longer, and the journey
      // failed although the page was right a moment later).
      expect: { poll: { timeout: 15_000 } },
    },
  });
}

// beforeAll takes the worker's shared server or starts one (up to 60 s on a cold machine), and
// connects to the run's browser, made ready once by the global set-up with the seeded data template
// and the shared servers.
// Two workers: a journey mostly waits on its browser and server, and two side by side took 410 s
// where one after another took 507 s on a two-CPU machine.
export default realServerConfig(
  ['e2e/**/*.e2e.ts'],
  { testTimeout: 60_000, hookTimeout: 90_000 },
  { globalSetup: ['e2e/global-setup.ts'], workers: 2 },
);
