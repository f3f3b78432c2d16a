import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "@shared/schema";
import { ApiClient, startTestServer, type TestServer } from "../test/harness";

/**
 * A request signed in by cookie reads its session and user from the database, so whatever changes
 * the user or the session is seen by the very next request, whichever way it was changed: through
 * the API, by the admin, or by a script writing the database directly.
 */

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
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

describe("a signed-in request by cookie", () => {
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

  it("signs out at once on logout, and the old cookie is not honoured", async () => {
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

  it("costs no announcement: users and sessions carry no trigger that NOTIFYs who changed (migration 0019)", async () => {
    const result = await t.deps.db.execute(sql`
      select (select count(*)::int from pg_trigger where tgname in ('users_identity_changed', 'sessions_identity_changed')) as triggers,
             (select count(*)::int from pg_proc where proname = 'identity_changed') as functions`);
    expect((result as unknown as { rows: { triggers: number; functions: number }[] }).rows[0]).toEqual({ triggers: 0, functions: 0 });
  });
});
