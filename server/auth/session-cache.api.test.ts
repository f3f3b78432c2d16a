import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "@shared/schema";
import { ApiClient, startTestServer, type TestServer } from "../test/harness";
import { waitFor } from "../test/wait-for";

/**
 * Signed-in sessions kept in memory (session-cache.ts): a request signed in by cookie asks the
 * database once, and whatever changes the user or the session is seen by the very next request,
 * whichever way it was changed. Runs on PGlite and on PostgreSQL (where the process's own writes
 * are seen through its connections and other processes' through LISTEN).
 */

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  await waitFor(() => t.sessionCache.active, 5_000, "the session cache to listen");
});
afterAll(async () => {
  await t?.close();
});

/** A fresh user signed in by cookie alone (no bearer token), as a browser is. */
async function browserUser(type: "client" | "expert" = "client") {
  const made = await t.createUser(type);
  const browser = new ApiClient(t.url);
  const res = await browser.post("/api/auth/login", { username: made.login, password: made.password });
  expect(res.status, res.text).toBe(200);
  expect(browser.cookies.size).toBe(1);
  return { ...made, browser };
}

const me = (api: ApiClient) => api.get("/api/auth/me");

describe("signed-in sessions kept in memory", () => {
  it("answers a second request of a session from memory, as the same user", async () => {
    const { browser, id } = await browserUser();
    expect((await me(browser)).body.user.id).toBe(id);
    // On PostgreSQL the sign-in's own writes are announced a moment after they commit, and each
    // announcement drops what was kept by then: ask until the session stays kept.
    await waitFor(
      async () => {
        const before = t.sessionCache.hits;
        await me(browser);
        return t.sessionCache.hits === before + 1;
      },
      5_000,
      "the session to be answered from memory",
    );
    const hits = t.sessionCache.hits;
    const again = await me(browser);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(id);
    expect(t.sessionCache.hits).toBe(hits + 1);
  });

  it("sees a change to the user's row on the next request", async () => {
    const { browser, id } = await browserUser();
    await me(browser);
    await t.deps.db.update(users).set({ lastName: "Renamed" }).where(eq(users.id, id));
    expect((await me(browser)).body.user.lastName).toBe("Renamed");
    // Plain SQL too, as a script would write it.
    await t.deps.db.execute(sql`update users set last_name = 'Again' where id = ${id}`);
    expect((await me(browser)).body.user.lastName).toBe("Again");
  });

  it("refuses a session deleted from the database on the next request", async () => {
    const { browser, id } = await browserUser();
    expect((await me(browser)).status).toBe(200);
    await t.deps.db.delete(sessions).where(eq(sessions.userId, id));
    expect((await me(browser)).status).toBe(401);
  });

  it("refuses a session that ended in the database's time, not the memory's", async () => {
    const { browser, id } = await browserUser();
    expect((await me(browser)).status).toBe(200);
    await t.deps.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, id));
    expect((await me(browser)).status).toBe(401);
  });

  it("ends the other sessions at once when the user signs out everywhere or changes the password", async () => {
    const user = await browserUser();
    const phone = new ApiClient(t.url);
    expect((await phone.post("/api/auth/login", { username: user.login, password: user.password })).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    expect((await user.browser.post("/api/auth/sign-out-everywhere")).status).toBeLessThan(300);
    expect((await me(phone)).status).toBe(401);
    expect((await me(user.browser)).status).toBe(401);

    const again = await browserUser();
    const laptop = new ApiClient(t.url);
    expect((await laptop.post("/api/auth/login", { username: again.login, password: again.password })).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    const changed = await again.browser.post("/api/auth/password", { currentPassword: again.password, newPassword: "a-new-password-2026" });
    expect(changed.status, changed.text).toBeLessThan(300);
    expect((await me(laptop)).status).toBe(401);
  });

  it("signs out at once on logout, and the old cookie is not honoured from memory", async () => {
    const { browser } = await browserUser();
    expect((await me(browser)).status).toBe(200);
    const cookies = new Map(browser.cookies);
    expect((await browser.post("/api/auth/logout")).status).toBe(204);
    const replay = new ApiClient(t.url);
    replay.cookies = cookies;
    expect((await me(replay)).status).toBe(401);
  });

  it("sees a role taken away by an admin on the user's next request", async () => {
    const { browser, id } = await browserUser("expert");
    expect((await browser.get("/api/experts/me/review")).status).toBe(200);
    await t.deps.db.update(users).set({ userType: "client" }).where(eq(users.id, id));
    expect((await browser.get("/api/experts/me/review")).status).toBe(403);
  });
});
