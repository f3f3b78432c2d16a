// Runs before every test file (unit, API and e2e): fixes the time zone and the
// environment, and turns an unhandled promise rejection into a failing test.
import { afterEach } from 'vitest';

process.env.TZ = 'UTC';
process.env.NODE_ENV = 'test';

// One listener per process: the API tests share their worker processes (vitest.config.ts), and
// this file runs again before each of their files.
const UNHANDLED = Symbol.for('test.unhandledRejections');
const store = globalThis as typeof globalThis & { [UNHANDLED]?: unknown[] };
const unhandled: unknown[] = (store[UNHANDLED] ??= (() => {
  const list: unknown[] = [];
  process.on('unhandledRejection', (reason) => {
    list.push(reason);
  });
  return list;
})());

afterEach(async () => {
  // Give rejections raised at the very end of the test a turn to be reported.
  await new Promise((resolve) => setImmediate(resolve));
  if (unhandled.length === 0) return;
  const reasons = unhandled.splice(0);
  const first = reasons[0];
  const error = new Error(
    `Unhandled promise rejection during this test (${reasons.length}): ${
      first instanceof Error ? (first.stack ?? first.message) : String(first)
    }`,
  );
  throw error;
});
