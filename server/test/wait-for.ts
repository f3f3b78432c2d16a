/**
 * Polls `check` until it is true; fails after `timeoutMs` (a limit against hangs, not a
 * measurement: a test that cares how long something took says so itself).
 */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 2_000, what = "the condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
