import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { rawGet } from "../test/raw-http";
import { waitFor } from "../test/wait-for";

/**
 * Overload refused early (overload.ts): while the process's event loop runs later than
 * OVERLOAD_MAX_LAG_MS, every request but /api/health is answered 503 with Retry-After at once.
 * The test server runs in this process, so blocking this process's loop is what overloads it.
 */

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false, env: { OVERLOAD_MAX_LAG_MS: "100" } });
});
afterAll(async () => {
  await t?.close();
});

/** Keeps the event loop busy for `ms`, as a backlog of work would. */
function blockLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe("a process whose event loop runs late", () => {
  it("refuses requests with 503 and Retry-After, keeps answering /api/health, and serves again once it has caught up", async () => {
    await waitFor(async () => (await rawGet(`${t.url}/api/blog/posts`)).status === 200, 10_000, "a process that is not overloaded");

    blockLoop(800);
    const [api, page, health] = await Promise.all([rawGet(`${t.url}/api/blog/posts`), rawGet(`${t.url}/about`), rawGet(`${t.url}/api/health`)]);
    expect(api.status).toBe(503);
    expect(api.headers["retry-after"]).toBe("1");
    expect(JSON.parse(api.body.toString())).toEqual({ error: { code: "overloaded", message: "The service is busy. Please try again in a moment." } });
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("1");
    expect(health.status).toBe(200);

    await waitFor(async () => (await rawGet(`${t.url}/api/blog/posts`)).status === 200, 10_000, "the process to serve again");
  });

  it("refuses nothing when the limit is 0", async () => {
    const off = await startTestServer({ seed: false, env: { OVERLOAD_MAX_LAG_MS: "0" } });
    try {
      blockLoop(800);
      expect((await rawGet(`${off.url}/api/blog/posts`)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
