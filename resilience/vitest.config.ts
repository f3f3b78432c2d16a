// Faults and scale-out: each file starts its own throwaway PostgreSQL and real server processes,
// so files run one at a time (the browser tests' settings) and hooks get room for a cold start on a
// small machine.
import { realServerConfig } from '../e2e/vitest.config';

export default realServerConfig(['resilience/**/*.test.ts'], { testTimeout: 120_000, hookTimeout: 120_000 });
