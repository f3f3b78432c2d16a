// Erasure forgets everything that is the person's: the audit log keeps ids, not what anybody typed;
// their vetting (a rejection's reason with it), the views of their profile, the profiles they
// viewed and their attempt counters go in the erasure's transaction; and their export holds all of
// these first, the audit entries about them included.
import { eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "@shared/contracts/account";
import { auditLog, loginAttempts, profileViews, talentReviews, users } from "@shared/schema";
import { throttleKeysOf } from "../auth/auth.service";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

const REASON = "Needs a second Spark project (a reason typed about Xola)";

let t: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

const rejectedInQueue = async () => ((await admin.get("/api/admin/experts/reviews?status=rejected&limit=100")).body as { userId: number }[]).map((i) => i.userId);

describe("an erased talent", () => {
  it("is in their export first (review, views, audit entries about them), then nowhere but as ids", async () => {
    const xola = await t.createUser("expert");
    const client = await t.createUser("client");
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, xola.id));
    const typed = [xola.login, xola.email, row.firstName === "Expert" ? "" : row.firstName, row.lastName, REASON].filter(Boolean);

    // A client opens the profile (one view), a sign-in fails with the address typed, a reset is
    // asked for, and an admin rejects the application with a reason.
    expect((await client.api.get(`/api/experts/profile/${xola.id}`)).status).toBe(200);
    expect((await t.anon().post("/api/auth/login", { username: xola.email, password: "not-the-password" })).status).toBe(401);
    expect((await t.anon().post("/api/auth/password-reset/request", { email: xola.email })).status).toBe(200);
    expect((await admin.post(`/api/admin/experts/${xola.id}/reject`, { reason: REASON })).status).toBe(200);

    const exported = (await xola.api.get<AccountExport>("/api/account/export")).body;
    expect(exported.talentReview).toMatchObject({ reviewStatus: "rejected", rejectionReason: REASON });
    expect(exported.profileViews.ofMyProfile).toEqual([{ day: new Date().toISOString().slice(0, 10), views: 1 }]);
    const actions = exported.auditLog.map((e) => `${e.action}${e.byYou ? " (you)" : ""}`);
    expect(actions).toEqual(expect.arrayContaining(["sign-in (you)", "sign-in.failed (you)", "talent.rejected"]));
    // Another's entry about them says what, not who or from where.
    const rejection = exported.auditLog.find((e) => e.action === "talent.rejected")!;
    expect(rejection).toMatchObject({ byYou: false, ip: null, userAgent: null, target: { type: "talent", id: String(xola.id) } });
    expect(JSON.stringify(exported.auditLog)).not.toContain(REASON);
    const clientExport = (await client.api.get<AccountExport>("/api/account/export")).body;
    expect(clientExport.profileViews.byMe).toEqual([{ talentId: xola.id, day: new Date().toISOString().slice(0, 10) }]);

    expect(await rejectedInQueue()).toContain(xola.id);
    const keys = throttleKeysOf(row);
    expect((await t.deps.db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys))).length).toBeGreaterThan(0);

    expect((await admin.delete(`/api/admin/users/${xola.id}`)).status).toBe(200);

    expect(await t.deps.db.select().from(talentReviews).where(eq(talentReviews.userId, xola.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(profileViews).where(or(eq(profileViews.talentId, xola.id), eq(profileViews.viewerId, xola.id)))).toHaveLength(0);
    expect(await t.deps.db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys))).toHaveLength(0);
    const anyKey = await t.deps.db.select({ key: loginAttempts.key }).from(loginAttempts);
    for (const k of anyKey) for (const word of [xola.login, xola.email]) expect(k.key).not.toContain(word.toLowerCase());
    // The whole log, every entry: ids and actions, none of what was typed about or by them.
    const log = JSON.stringify(await t.deps.db.select().from(auditLog));
    for (const word of typed) expect(log, word).not.toContain(word);
    const ids = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(or(eq(auditLog.actorId, xola.id), eq(auditLog.targetId, String(xola.id))));
    expect(ids.map((e) => e.action)).toEqual(expect.arrayContaining(["sign-in.failed", "talent.rejected", "account.erased"]));
    // Not in the vetting queue as a 'Deleted user' either.
    expect(await rejectedInQueue()).not.toContain(xola.id);
  });

  it("takes the profiles they viewed with them", async () => {
    const expert = await t.createUser("expert");
    const viewer = await t.createUser("client");
    expect((await viewer.api.get(`/api/experts/profile/${expert.id}`)).status).toBe(200);
    expect(await t.deps.db.select().from(profileViews).where(eq(profileViews.viewerId, viewer.id))).toHaveLength(1);
    expect((await viewer.api.request("DELETE", "/api/account", { password: viewer.password })).status).toBe(200);
    expect(await t.deps.db.select().from(profileViews).where(eq(profileViews.viewerId, viewer.id))).toHaveLength(0);
  });
});

describe("the audit log", () => {
  it("keeps no name typed at a failed sign-in, for an account or for none", async () => {
    const person = await t.createUser("client");
    for (const typed of [person.email, "someone.else@example.test"]) {
      expect((await t.anon().post("/api/auth/login", { username: typed, password: "not-the-password" })).status).toBe(401);
    }
    const [{ n }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sign-in.failed' and (${auditLog}::text like ${`%${person.email}%`} or ${auditLog}::text like '%someone.else%')`);
    expect(n).toBe(0);
  });
});
