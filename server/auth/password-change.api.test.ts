// A password change and the end of the account's older sessions and tokens are one change: when
// any part of it fails (or the process dies half-way), nothing of it is kept.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** Makes every delete from `sessions` fail while `fn` runs: the last step of a password change. */
async function failSessionDeletes(fn: () => Promise<void>) {
  await t.deps.db.execute(
    sql.raw(`create or replace function refuse_session_delete() returns trigger language plpgsql as $$
      begin raise exception 'sessions unavailable'; end $$`),
  );
  await t.deps.db.execute(
    sql.raw(`create trigger refuse_session_delete before delete on sessions for each statement execute function refuse_session_delete()`),
  );
  try {
    await fn();
  } finally {
    await t.deps.db.execute(sql.raw(`drop trigger refuse_session_delete on sessions`));
  }
}

describe("password change when ending the old sessions fails", () => {
  it("keeps the old password, the old session and the old token", async () => {
    const { api, login } = await t.createUser("client");
    const elsewhere = await t.login(login, "test-password-1");
    const oldToken = elsewhere.token!;

    await failSessionDeletes(async () => {
      const res = await api.post("/api/auth/password", { currentPassword: "test-password-1", newPassword: "brand-new-pass" });
      expect(res.status).toBe(500);
      expect(res.body.error.message).toMatch(/try again/i);
    });

    // Nothing of the change stuck: not the new password, not the revocation of the token.
    expect((await t.anon().post("/api/auth/login", { username: login, password: "brand-new-pass" })).status).toBe(401);
    const bearerOnly = t.anon();
    bearerOnly.token = oldToken;
    expect((await bearerOnly.get("/api/auth/me")).status).toBe(200);
    elsewhere.token = undefined;
    expect((await elsewhere.get("/api/auth/me")).status).toBe(200);
    await t.login(login, "test-password-1");

    // Retried once the database is well again, the change goes through whole.
    const retry = await api.post("/api/auth/password", { currentPassword: "test-password-1", newPassword: "brand-new-pass" });
    expect(retry.status).toBe(200);
    expect((await bearerOnly.get("/api/auth/me")).status).toBe(401);
    expect((await elsewhere.get("/api/auth/me")).status).toBe(401);
    await t.login(login, "brand-new-pass");
  });
});
