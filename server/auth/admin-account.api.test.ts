// The admin account at start (ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_EMAIL): made when absent, and
// otherwise left alone. A restart or a worker's respawn must not bring back an old password, and
// must never make an admin of someone who merely holds the name.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "@shared/schema";
import { setAdminPassword } from "./auth.service";
import { bootstrap } from "../bootstrap";
import { ConfigError, loadConfig } from "../config";
import { ADMIN, startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** Starts again on the same database with these admin settings, as a restart or a new worker does. */
function restart(admin: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string; ADMIN_EMAIL?: string }) {
  const config = loadConfig({ NODE_ENV: "test", SEED_DEMO_DATA: "false", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...admin });
  return bootstrap(config, { database: t.deps.database });
}

const signIn = (username: string, password: string) => t.anon().post("/api/auth/login", { username, password });

describe("the admin account at start", () => {
  it("keeps a password changed since, whatever ADMIN_PASSWORD says at the next start", async () => {
    const admin = await t.loginAs("admin");
    const changed = await admin.post("/api/auth/password", { currentPassword: ADMIN.password, newPassword: "rotated-admin-secret-9" });
    expect(changed.status).toBe(200);
    const [before] = await t.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, ADMIN.username));

    await restart({});
    await restart({ ADMIN_PASSWORD: "yet-another-admin-pass" });

    const [after] = await t.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, ADMIN.username));
    expect(after.hash).toBe(before.hash);
    expect((await signIn(ADMIN.username, "rotated-admin-secret-9")).status).toBe(200);
    expect((await signIn(ADMIN.username, ADMIN.password)).status).toBe(401);
    expect((await signIn(ADMIN.username, "yet-another-admin-pass")).status).toBe(401);
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, true));
    expect(n).toBe(1);
  });

  it("never makes an admin of an account that holds the name, and says why it does not start", async () => {
    const holder = await t.createUser("expert");
    const [before] = await t.deps.db.select().from(users).where(eq(users.id, holder.id));
    const start = restart({ ADMIN_USERNAME: holder.login, ADMIN_PASSWORD: "takeover-attempt-1", ADMIN_EMAIL: "other-admin@example.test" });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(`ADMIN_USERNAME "${holder.login}" is the username of an account that is not an admin`);
    const [after] = await t.deps.db.select().from(users).where(eq(users.id, holder.id));
    expect(after.isAdmin).toBe(false);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await signIn(holder.login, "takeover-attempt-1")).status).toBe(401);
    expect((await signIn(holder.login, holder.password)).status).toBe(200);
  });

  it("does not take an address another account has", async () => {
    const holder = await t.createUser("client");
    await expect(restart({ ADMIN_USERNAME: "second-admin", ADMIN_EMAIL: holder.email })).rejects.toThrow(`ADMIN_EMAIL "${holder.email}" is the address of another account`);
    expect(await t.deps.db.select().from(users).where(eq(users.username, "second-admin"))).toHaveLength(0);
  });

  it("makes the admin when no account has the name", async () => {
    await restart({ ADMIN_USERNAME: "night-admin", ADMIN_PASSWORD: "night-admin-pass-7", ADMIN_EMAIL: "night-admin@example.test" });
    const [row] = await t.deps.db.select().from(users).where(eq(users.username, "night-admin"));
    expect(row.isAdmin).toBe(true);
    expect((await signIn("night-admin", "night-admin-pass-7")).status).toBe(200);
  });
});

describe("setting an admin's password from the shell", () => {
  it("changes it, ends the admin's sign-ins and records it; refuses anyone who is no admin", async () => {
    await restart({ ADMIN_USERNAME: "shell-admin", ADMIN_PASSWORD: "shell-admin-pass-1", ADMIN_EMAIL: "shell-admin@example.test" });
    const before = await t.login("shell-admin", "shell-admin-pass-1");
    const set = await setAdminPassword(t.deps.db, "shell-admin", "shell-admin-pass-2", t.config.passwordCost);
    expect(set).not.toBeNull();
    expect((await before.get("/api/auth/me")).status).toBe(401);
    expect((await signIn("shell-admin", "shell-admin-pass-1")).status).toBe(401);
    expect((await signIn("shell-admin", "shell-admin-pass-2")).status).toBe(200);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, String(set!.userId)));
    expect(entries.find((e) => e.action === "password.changed")).toMatchObject({ actorId: null, changes: { via: "command-line" } });

    const someone = await t.createUser("client");
    expect(await setAdminPassword(t.deps.db, someone.login, "someone-else-pass-1", t.config.passwordCost)).toBeNull();
    expect((await signIn(someone.login, someone.password)).status).toBe(200);
  });
});
