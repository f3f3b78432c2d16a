// The audit log: an entry for every sign-in, failed sign-in, password change and admin write,
// written with the change; the admin list with its filters and paging; and a table that the
// database itself keeps append-only, but for the erasure of a person.
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActorAnswer, auditLogPageAnswer } from "@shared/contracts/audit";
import { auditLog, experts, preBookings } from "@shared/schema";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { ADMIN, ApiClient, startTestServer, type TestServer } from "../test/harness";
import { anonymiseAuditEntriesOf, assertNoText, auditCode, recordAudit } from "./audit.service";
import { passVetting } from "../test/vetting";

const UA = "AuditTest/1.0 (a browser)";
let t: TestServer;
let admin: ApiClient;
let adminId: number;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  adminId = (await admin.get("/api/auth/me")).body.user.id;
});
afterAll(async () => {
  await t?.close();
});

/** Every request of this client names its browser, so the entries can show it. */
function withAgent(api: ApiClient) {
  const request = api.request.bind(api);
  api.request = (method, path, body, init = {}) => request(method, path, body, { ...init, headers: { "user-agent": UA, ...init.headers } });
  return api;
}

/** The newest entries of an action (straight from the table). */
async function entries(action: string) {
  return t.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

async function latest(action: string) {
  const [row] = await entries(action);
  expect(row, `an entry for ${action}`).toBeDefined();
  return row;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("what is recorded", () => {
  it("a sign-in: who, when, from which address and browser", async () => {
    const before = Date.now();
    const api = withAgent(new ApiClient(t.url));
    expect((await api.post("/api/admin/login", ADMIN)).status).toBe(200);
    const row = await latest("sign-in");
    expect(row).toMatchObject({ actorId: adminId, ip: expect.stringMatching(/127\.0\.0\.1/), userAgent: UA, targetType: "user", targetId: String(adminId), changes: { method: "password" } });
    expect(row.actorName).toContain(ADMIN.username);
    expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a failed sign-in by the account's id, never the name typed or the password", async () => {
    const { id, login, email } = await t.createUser("client");
    const api = withAgent(new ApiClient(t.url));
    expect((await api.post("/api/auth/login", { username: email, password: "wrong-password-xyz" })).status).toBe(401);
    const known = await latest("sign-in.failed");
    expect(known).toMatchObject({ actorId: id, targetType: "user", targetId: String(id), changes: null, userAgent: UA });
    expect(JSON.stringify(known)).not.toContain("wrong-password-xyz");
    expect(JSON.stringify(known)).not.toContain(email);
    expect(known.actorName).toContain(login);

    expect((await api.post("/api/auth/login", { username: "nobody-here@example.test", password: "secret-guess-1" })).status).toBe(401);
    const unknown = await latest("sign-in.failed");
    expect(unknown).toMatchObject({ actorId: null, actorName: null, targetId: null, changes: { account: "unknown" } });
    expect(JSON.stringify(unknown)).not.toContain("nobody-here");
    expect(JSON.stringify(unknown)).not.toContain("secret-guess-1");
  });

  it("a password change, in the transaction of the change", async () => {
    const { api, id } = await t.createUser("expert");
    expect((await api.post("/api/auth/password", { currentPassword: "test-password-1", newPassword: "new-password-2" })).status).toBe(200);
    expect(await latest("password.changed")).toMatchObject({ actorId: id, targetType: "user", targetId: String(id) });
  });

  it("expert activation and deactivation by an admin", async () => {
    const expert = await t.createUser("expert");
    expect((await withAgent(admin).patch(`/api/experts/${expert.id}`, { isActive: false })).status).toBe(200);
    expect(await latest("expert.deactivated")).toMatchObject({ actorId: adminId, targetType: "expert", targetId: String(expert.id), changes: { isActive: false }, userAgent: UA });
    expect((await admin.patch(`/api/experts/${expert.id}`, { isActive: true })).status).toBe(200);
    expect(await latest("expert.activated")).toMatchObject({ actorId: adminId, targetId: String(expert.id), changes: { isActive: true } });
  });

  it("a candidate made an expert", async () => {
    const candidate = await t.createUser("candidate");
    const saved = await candidate.api.post("/api/candidate/profile", { name: "Ann Audit", role: "Tech Lead", yearsExperience: "6", expectedSalary: "0", cvFilePath: "" });
    expect(saved.status).toBe(200);
    const profileId = saved.body.profile.id;
    await passVetting(t.deps.db, candidate.id);
    expect((await admin.post(`/api/admin/candidates/${profileId}/activate-expert`)).status).toBe(200);
    expect(await latest("candidate.made-expert")).toMatchObject({ actorId: adminId, targetType: "candidate", targetId: String(profileId), changes: { userId: candidate.id, userType: "expert" } });
  });

  it("a booking completed by an admin", async () => {
    const expert = await t.createUser("expert");
    const client = await t.createUser("client");
    const [booking] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: client.id, expertId: expert.id, startDate: day(10), endDate: day(40), contractLength: 3, status: "confirmed" })
      .returning();
    expect((await admin.patch(`/api/pre-bookings/${booking.id}`, { status: "completed" })).status).toBe(200);
    expect(await latest("pre-booking.completed")).toMatchObject({ actorId: adminId, targetType: "pre-booking", targetId: String(booking.id), changes: { status: { from: "confirmed", to: "completed" } } });
  });

  it("blog posts created, edited (which fields, not their words) and deleted", async () => {
    const body = { title: "Audit post", slug: "audit-post", excerpt: "Excerpt", content: "<p>One</p>", author: "Ann Writer", tags: ["a"], published: false };
    const made = await admin.post("/api/admin/blog/posts", body);
    expect(made.status).toBe(201);
    expect(await latest("blog-post.created")).toMatchObject({ actorId: adminId, targetType: "blog-post", targetId: String(made.body.id), changes: { slug: "audit-post", published: false } });

    const edited = { ...body, title: "Audit post, edited", slug: "audit-post-2", author: "Bo Writer", content: "<p>Two</p>", published: true };
    expect((await admin.put(`/api/admin/blog/posts/${made.body.id}`, edited)).status).toBe(200);
    const edit = await latest("blog-post.updated");
    expect(edit.changes).toEqual({ title: "edited", author: "edited", content: "edited", slug: { from: "audit-post", to: "audit-post-2" }, published: { from: false, to: true } });

    expect((await admin.delete(`/api/admin/blog/posts/${made.body.id}`)).status).toBe(204);
    expect(await latest("blog-post.deleted")).toMatchObject({ targetId: String(made.body.id), changes: { slug: "audit-post-2" } });
    const log = JSON.stringify(await entries("blog-post.updated")) + JSON.stringify(await entries("blog-post.created"));
    for (const word of ["Audit post", "Writer", "Excerpt"]) expect(log).not.toContain(word);
  });

  it("a discovery call's status", async () => {
    const slots = (await t.anon().get("/api/discovery-calls/slots")).body.slots as string[];
    const booked = await t.anon().post("/api/discovery-calls", {
      slotStart: slots[slots.length - 1],
      name: "Morgan Reyes",
      email: "morgan@northwind.example",
      company: "Northwind",
      needs: "Two data engineers",
      timeZone: "Europe/London",
    });
    expect(booked.status).toBe(201);
    const [call] = (await admin.get("/api/admin/discovery-calls")).body;
    expect((await admin.patch(`/api/admin/discovery-calls/${call.id}`, { status: "contacted" })).status).toBe(200);
    expect(await latest("discovery-call.status-changed")).toMatchObject({ actorId: adminId, targetType: "discovery-call", targetId: String(call.id), changes: { status: "contacted" } });
  });

  it("an admin's changes to a client's dream team, and not the client's own", async () => {
    const client = await t.createUser("client");
    const expert = await t.createUser("expert");
    const team = await admin.post("/api/dream-teams", { name: "Admin-made team", clientId: client.id });
    expect(team.status).toBe(201);
    expect(await latest("dream-team.created")).toMatchObject({ actorId: adminId, targetId: String(team.body.id), changes: { clientId: client.id } });
    expect(JSON.stringify(await entries("dream-team.created"))).not.toContain("Admin-made team");
    expect((await admin.post(`/api/dream-teams/${team.body.id}/members`, { expertId: expert.id })).status).toBe(201);
    expect(await latest("dream-team.member-added")).toMatchObject({ actorId: adminId, targetId: String(team.body.id), changes: { expertId: expert.id } });
    expect((await admin.delete(`/api/dream-teams/${team.body.id}/members/${expert.id}`)).status).toBe(204);
    expect(await latest("dream-team.member-removed")).toMatchObject({ actorId: adminId, changes: { expertId: expert.id } });

    const before = (await entries("dream-team.member-added")).length;
    const own = await client.api.post("/api/dream-teams", { name: "Own team" });
    expect((await client.api.post(`/api/dream-teams/${own.body.id}/members`, { expertId: expert.id })).status).toBe(201);
    expect(await entries("dream-team.member-added")).toHaveLength(before);
  });

  it("a talent approved and a talent rejected (the reason stays with the review, not in the log) from the vetting queue", async () => {
    const approved = await t.createUser("expert");
    await admin.patch(`/api/experts/${approved.id}`, { isActive: false });
    expect((await withAgent(admin).post(`/api/admin/experts/${approved.id}/approve`, {})).status).toBe(200);
    expect(await latest("talent.approved")).toMatchObject({ actorId: adminId, targetType: "talent", targetId: String(approved.id), changes: { reviewStatus: "approved" }, userAgent: UA });

    const rejected = await t.createUser("expert");
    expect((await admin.post(`/api/admin/experts/${rejected.id}/reject`, { reason: "No commercial data work yet." })).status).toBe(200);
    const entry = await latest("talent.rejected");
    expect(entry).toMatchObject({ actorId: adminId, targetId: String(rejected.id), changes: { reviewStatus: "rejected" } });
    expect(JSON.stringify(entry)).not.toContain("No commercial data work yet.");
  });

  it("an erasure: recorded, and the erased person's own entries lose their name and address", async () => {
    const person = await t.createUser("client");
    const api = withAgent(new ApiClient(t.url));
    expect((await api.post("/api/auth/login", { username: person.login, password: "wrong-password-xyz" })).status).toBe(401);
    expect((await person.api.request("DELETE", "/api/account", { password: "test-password-1" })).status).toBe(200);

    const erased = await latest("account.erased");
    expect(erased).toMatchObject({ targetType: "user", targetId: String(person.id), changes: { by: "self" }, actorName: null, ip: null, userAgent: null });
    const own = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, person.id));
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const row of own) expect(row).toMatchObject({ actorName: null, ip: null, userAgent: null });

    const other = await t.createUser("expert");
    expect((await withAgent(admin).delete(`/api/admin/users/${other.id}`)).status).toBe(200);
    expect(await latest("account.erased")).toMatchObject({ actorId: adminId, targetId: String(other.id), changes: { by: "admin" }, userAgent: UA });
  });

  it("nothing of a change is kept when its entry cannot be written", async () => {
    const expert = await t.createUser("expert");
    await t.deps.db.execute(sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit unavailable'; end $$`));
    await t.deps.db.execute(sql.raw(`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`));
    try {
      expect((await admin.patch(`/api/experts/${expert.id}`, { isActive: false })).status).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw(`drop trigger refuse_audit on audit_log`));
      await t.deps.db.execute(sql.raw(`drop function refuse_audit()`));
    }
    const [row] = await t.deps.db.select({ isActive: experts.isActive }).from(experts).where(eq(experts.userId, expert.id));
    expect(row.isActive).toBe(true);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("pages in the database, newest first, with the total", async () => {
    const all = await admin.get("/api/admin/audit-log?limit=100");
    expect(all.status).toBe(200);
    expectAnswer(auditLogPageAnswer, all.body);
    const total = all.body.total as number;
    expect(total).toBeGreaterThan(3);
    const [first, second] = [await admin.get("/api/admin/audit-log?limit=2"), await admin.get("/api/admin/audit-log?limit=2&offset=2")];
    expect(first.body.total).toBe(total);
    expect(first.body.entries.map((e: { id: number }) => e.id)).toEqual(all.body.entries.slice(0, 2).map((e: { id: number }) => e.id));
    expect(second.body.entries.map((e: { id: number }) => e.id)).toEqual(all.body.entries.slice(2, 4).map((e: { id: number }) => e.id));
    const times = all.body.entries.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await admin.get(`/api/admin/audit-log?offset=${total}`)).body).toEqual({ entries: [], total });
  });

  it("filters by person, action and date range", async () => {
    const { id, login } = await t.createUser("client");
    await t.anon().post("/api/auth/login", { username: login, password: "not-it-at-all" });
    const byPerson = (await admin.get(`/api/admin/audit-log?actorId=${id}`)).body;
    expect(byPerson.entries.map((e: { action: string }) => e.action).sort()).toEqual(["sign-in", "sign-in.failed"]);
    expect(byPerson.total).toBe(2);

    const failed = (await admin.get(`/api/admin/audit-log?actorId=${id}&action=sign-in.failed`)).body;
    expect(failed.total).toBe(1);
    expect(failed.entries[0].changes).toBeNull();
    expect(JSON.stringify(failed.entries[0])).not.toContain("not-it-at-all");

    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/audit-log?actorId=${id}&from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await admin.get(`/api/admin/audit-log?actorId=${id}&to=${day(-1)}`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/audit-log?actorId=${id}&from=${day(1)}`)).body.total).toBe(0);

    const actors = expectListAnswer(auditActorAnswer, (await admin.get("/api/admin/audit-log/actors")).body);
    expect(actors).toContainEqual({ id, name: expect.stringContaining(login) });
  });

  it("names the field of a bad filter", async () => {
    const bad = await admin.get("/api/admin/audit-log?action=took-over");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe("action");
    const backwards = await admin.get(`/api/admin/audit-log?from=${day(0)}&to=${day(-3)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details[0].path).toBe("to");
    expect((await admin.get("/api/admin/audit-log?limit=1000")).status).toBe(400);
  });

  it("is for admins only", async () => {
    const { api } = await t.createUser("client");
    expect((await api.get("/api/admin/audit-log")).status).toBe(403);
    expect((await api.get("/api/admin/audit-log/actors")).status).toBe(403);
    expect((await t.anon().get("/api/admin/audit-log")).status).toBe(401);
  });
});

describe("ids and codes, never typed text", () => {
  it("takes statuses, ids, dates, hashes and numbers, and refuses a sentence in the server and in the table", async () => {
    const codes = { status: { from: "awaiting_acceptance", to: "active" }, weekStart: "2026-11-02", month: "2026-11", startsAt: "2026-11-20T09:00:00.000Z", sha256: "ab".repeat(32), minutes: 480, flag: true, none: null };
    expect(() => assertNoText(codes)).not.toThrow();
    expect(auditCode("hiring-in-durban")).toBe("hiring-in-durban");

    const reason = "Not a fit, says Zodwa";
    for (const details of [{ reason }, { status: { from: "open", to: reason } }, { tags: ["ok", "Two words"] }, { word: "Capitalised" }, { long: "a".repeat(101) }]) {
      expect(() => assertNoText(details), JSON.stringify(details)).toThrow(/codes, not text/);
    }
    expect(() => auditCode(reason)).toThrow(/codes, not text/);

    const before = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    const typed: string = reason;
    // @ts-expect-error: a string that is not a literal or an AuditCode is text to the compiler.
    await expect(recordAudit(t.deps.db, { actor: null, action: "interview.cancelled", changes: { reason: typed } })).rejects.toThrow(/codes, not text/);
    // The table refuses it from whoever writes, past the server's check.
    const err = await t.deps.db
      .insert(auditLog)
      .values({ action: "interview.cancelled", changes: { reason } })
      .then(
        () => null,
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(err).toMatch(/audit_log_changes_codes_only/);
    expect((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n).toBe(before);
  });
});

/** The database's refusal (drizzle wraps it; the trigger's message is the cause). */
async function refused(query: PromiseLike<unknown>) {
  const err = await Promise.resolve(query).then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, "the database refused").not.toBeNull();
  expect(String(err?.cause?.message ?? err?.message)).toMatch(/audit_log is append-only/);
}

describe("append-only, kept by the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    const [row] = await t.deps.db.select().from(auditLog).limit(1);
    await refused(t.deps.db.update(auditLog).set({ action: "nothing-happened" }).where(eq(auditLog.id, row.id)));
    await refused(t.deps.db.update(auditLog).set({ at: new Date(0) }).where(eq(auditLog.id, row.id)));
    await refused(t.deps.db.update(auditLog).set({ actorName: "Someone else" }).where(eq(auditLog.id, row.id)));
    await refused(t.deps.db.delete(auditLog).where(eq(auditLog.id, row.id)));
    await refused(t.deps.db.execute(sql`truncate audit_log`));
    const [after] = await t.deps.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });

  it("anonymiseAuditEntriesOf(userId) blanks the person's name and address and keeps action, time and changes", async () => {
    const person = await t.createUser("candidate");
    const other = await t.createUser("candidate");
    const api = withAgent(new ApiClient(t.url));
    await api.post("/api/auth/login", { username: person.login, password: "wrong-one-here" });
    const before = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, person.id)).orderBy(auditLog.id);
    expect(before.map((e) => e.action)).toEqual(["sign-in", "sign-in.failed"]);
    expect(before.every((e) => e.actorName && e.ip)).toBe(true);

    expect(await anonymiseAuditEntriesOf(t.deps.db, person.id)).toBe(2);

    const after = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, person.id)).orderBy(auditLog.id);
    expect(after).toEqual(before.map((e) => ({ ...e, actorName: null, ip: null, userAgent: null })));
    const untouched = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, other.id));
    expect(untouched[0].actorName).toContain(other.login);
  });
});

describe("what a person typed, as the database can keep it", () => {
  it("a failed sign-in with a name holding half a surrogate pair is refused like any other and recorded without the name", async () => {
    const api = new ApiClient(t.url);
    for (const username of ["\udfff", "a\ud800b"]) {
      const res = await api.post("/api/auth/login", { username, password: "wrong-password" });
      expect(res.status).toBe(401);
      const row = await latest("sign-in.failed");
      expect(row).toMatchObject({ actorId: null, actorName: null, changes: { account: "unknown" } });
    }
  });
});
