import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { rawGet } from "../test/raw-http";
import { waitFor } from "../test/wait-for";

/**
 * Overload refused early (overload.ts): while the process's event loop runs later than
 * OVERLOAD_MAX_LAG_MS, or every request for a database connection over an interval waited longer
 * than OVERLOAD_MAX_CONNECTION_WAIT_MS, every request but /api/health is answered 503 with
 * Retry-After at once. The test server runs in this process, so blocking this process's loop is
 * what overloads it; holding every pooled connection is what makes requests wait for one.
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

describe("a database whose requests wait for a connection", () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

  it(
    onPostgres
      ? "refuses requests with 503 while every request for a connection waits past the target, and serves again once they are served in time"
      : "has no connection pool on the embedded database, so a request waiting its turn is not refused",
    async () => {
      const q = await startTestServer({ seed: false, env: { OVERLOAD_MAX_CONNECTION_WAIT_MS: "20" } });
      try {
        const { database, db } = q.deps;
        expect((await rawGet(`${q.url}/api/blog/posts`)).status).toBe(200);
        // The test pool holds 10 connections: 10 slow statements keep every one out, and four more
        // asked once they are out wait for one (a query runs when it is awaited: `then` starts
        // each one now). The embedded database runs one statement at a time: two show a request
        // that waits its turn.
        const sleep = () => db.execute(sql`select pg_sleep(0.8)`).then(() => undefined);
        const held = Array.from({ length: onPostgres ? 10 : 2 }, sleep);
        if (onPostgres) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          held.push(...Array.from({ length: 4 }, sleep));
          await waitFor(() => database.connectionQueueStanding?.() === true, 5_000, "the requests for a connection to wait past the target");
          const started = performance.now();
          const refused = await rawGet(`${q.url}/api/blog/posts`);
          expect(refused.status).toBe(503);
          expect(refused.headers["retry-after"]).toBe("1");
          // Refused before any database work: it did not wait for a connection.
          expect(performance.now() - started).toBeLessThan(500);
          expect((await rawGet(`${q.url}/api/health`)).status).toBe(200);
          await Promise.all(held);
          await waitFor(async () => (await rawGet(`${q.url}/api/blog/posts`)).status === 200, 5_000, "the server to serve again");
        } else {
          expect(database.connectionQueueStanding).toBeUndefined();
          const answered = rawGet(`${q.url}/api/blog/posts`);
          await Promise.all(held);
          expect((await answered).status).toBe(200);
        }
      } finally {
        await q.close();
      }
    },
  );
});
