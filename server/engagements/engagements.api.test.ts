// Engagements over HTTP (PRODUCT.md "Engagements"): a confirmed booking becomes one at the expert's
// rate then, in the confirmation's transaction; who may read it; the generated terms and their
// acceptance (hash checked, audited with address and hash); both accepted → active, once, however the
// requests race; an admin's change of the terms asks both again; the ends (an admin completing the
// booking, the end date passing, endEngagement); the backfill of existing bookings; the conversation.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, engagements, experts, notifications, preBookings, users } from "@shared/schema";
import { JOBS } from "../jobs";
import { engagementAnswer, engagementCountsAnswer, engagementDetailAnswer } from "@shared/contracts/engagements";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { ENGAGEMENT_BACKFILL_SQL } from "./engagements.repo";
import { endEngagement, endFinishedEngagements } from "./engagements.service";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let admin: ApiClient;
let adminIds: number[];
let client: { api: ApiClient; id: number };
let otherClient: { api: ApiClient; id: number };
let candidate: { api: ApiClient; id: number };
let outsider: { api: ApiClient; id: number };

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
let offset = 0;

/** A fresh expert at `rate` dollars an hour, booked by the client and (unless `confirm` is false) confirmed. */
async function engaged(opts: { rate?: number | null; confirm?: boolean; by?: { api: ApiClient; id: number } } = {}) {
  const expert = await t.createUser("expert");
  if (opts.rate !== undefined) await t.deps.db.update(experts).set({ hourlyRateCents: opts.rate === null ? null : opts.rate * 100 }).where(eq(experts.userId, expert.id));
  const by = opts.by ?? client;
  offset += 1;
  const startDate = addDays(todayUtc(), 7 + offset);
  const booking = await by.api.post("/api/pre-bookings", { expertId: expert.id, startDate, endDate: addDays(startDate, 89), preInterviewRequested: false });
  expect(booking.status, booking.text).toBe(201);
  if (opts.confirm === false) return { expert, bookingId: booking.body.id as number, engagementId: 0 };
  const confirmed = await expert.api.patch(`/api/pre-bookings/${booking.body.id}`, { status: "confirmed" });
  expect(confirmed.status, confirmed.text).toBe(200);
  const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.preBookingId, booking.body.id));
  return { expert, bookingId: booking.body.id as number, engagementId: row.id };
}

const accept = async (api: ApiClient, id: number) => {
  const shown = (await api.get(`/api/engagements/${id}`)).body;
  return api.post(`/api/engagements/${id}/accept`, { sha256: sha256(shown.terms.text) });
};

const noticesOf = (userIds: number[], kind: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, kind)));

const auditOf = (id: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "engagement"), eq(auditLog.targetId, String(id)), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  await t.createUser("client", { isAdmin: true });
  adminIds = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((u) => u.id);
  client = await t.createUser("client");
  otherClient = await t.createUser("client");
  candidate = await t.createUser("candidate");
  outsider = await t.createUser("expert");
  expect((await client.api.post("/api/client/profile", { companyName: "Northwind" })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("a confirmed booking becomes an engagement", () => {
  it("keeps the expert's rate at confirmation in cents, awaits both acceptances, and tells both", async () => {
    const { expert, bookingId, engagementId } = await engaged({ rate: 85 });
    const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.id, engagementId));
    expect(row).toMatchObject({ preBookingId: bookingId, clientId: client.id, expertId: expert.id, hourlyRateCents: 8500, weeklyHours: 40, status: "awaiting_acceptance", termsVersion: 1 });
    // A later change of the expert's rate does not reach it.
    await t.deps.db.update(experts).set({ hourlyRateCents: 12000 }).where(eq(experts.userId, expert.id));
    expect((await client.api.get(`/api/engagements/${engagementId}`)).body.hourlyRateCents).toBe(8500);
    const told = await noticesOf([client.id, expert.id], "engagement.created");
    expect(told.filter((n) => n.link?.endsWith(`/engagements/${engagementId}`)).map((n) => n.userId).sort()).toEqual([client.id, expert.id].sort());
    expect(await auditOf(engagementId, "engagement.created")).toHaveLength(1);
  });

  it("refuses the confirmation of an expert with no rate, and nothing changes", async () => {
    const { expert, bookingId } = await engaged({ rate: null, confirm: false });
    const res = await expert.api.patch(`/api/pre-bookings/${bookingId}`, { status: "confirmed" });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/set your hourly rate/);
    const [booking] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, bookingId));
    expect(booking.status).toBe("pending");
    expect(await t.deps.db.select().from(engagements).where(eq(engagements.preBookingId, bookingId))).toHaveLength(0);
    // With a rate set, the same confirmation goes through.
    await t.deps.db.update(experts).set({ hourlyRateCents: 4000 }).where(eq(experts.userId, expert.id));
    expect((await expert.api.patch(`/api/pre-bookings/${bookingId}`, { status: "confirmed" })).status).toBe(200);
    expect((await t.deps.db.select().from(engagements).where(eq(engagements.preBookingId, bookingId)))[0].hourlyRateCents).toBe(4000);
  });
});

describe("who may read it", () => {
  it("its client, its expert and admins; anyone else is told it does not exist", async () => {
    const { expert, engagementId } = await engaged();
    for (const api of [client.api, expert.api, admin]) expect((await api.get(`/api/engagements/${engagementId}`)).status).toBe(200);
    for (const api of [otherClient.api, outsider.api, candidate.api]) {
      const res = await api.get(`/api/engagements/${engagementId}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Engagement not found");
      expect((await api.post(`/api/engagements/${engagementId}/accept`, { sha256: "a".repeat(64) })).status).toBe(404);
    }
    expect((await t.anon().get(`/api/engagements/${engagementId}`)).status).toBe(401);
    expect((await client.api.get("/api/engagements/999999")).status).toBe(404);
    expect((await client.api.get("/api/engagements/abc")).status).toBe(400);
  });

  it("lists each caller's own, a page at a time with the total; admins see every one", async () => {
    const other = await engaged({ by: otherClient });
    const mine = await client.api.get("/api/engagements?limit=2");
    expect(mine.status).toBe(200);
    expectListAnswer(engagementAnswer, mine.body);
    expect(mine.body).toHaveLength(2);
    const total = Number(mine.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(3);
    const all = await client.api.get(`/api/engagements?limit=100`);
    expect(all.body.every((e: { client: { id: number } }) => e.client.id === client.id)).toBe(true);
    expect(all.body.some((e: { id: number }) => e.id === other.engagementId)).toBe(false);
    const theirs = await other.expert.api.get("/api/engagements");
    expect(theirs.body.map((e: { id: number }) => e.id)).toEqual([other.engagementId]);
    const everyone = await admin.get("/api/engagements?limit=100");
    expect(Number(everyone.headers.get("x-total-count"))).toBeGreaterThan(total);
    const counts = expectAnswer(engagementCountsAnswer, (await admin.get("/api/admin/engagements/counts")).body);
    expect(counts.awaiting_acceptance + counts.active + counts.ended).toBe(Number(everyone.headers.get("x-total-count")));
    const bad = await client.api.get("/api/engagements?status=paused");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe("status");
  });
});

describe("the terms and their acceptance", () => {
  it("are generated from the row: parties, dates, rate, weekly hours, trial and replacement, the same text each time", async () => {
    const { expert, engagementId } = await engaged({ rate: 72 });
    const first = expectAnswer(engagementDetailAnswer, (await client.api.get(`/api/engagements/${engagementId}`)).body);
    expect((await client.api.get(`/api/engagements/${engagementId}`)).body.terms).toEqual(first.terms);
    // The expert is shown their own agreement (payouts.api.test.ts reads it), not the client's terms.
    const theirs = (await expert.api.get(`/api/engagements/${engagementId}`)).body;
    expect(theirs.terms.text).toMatch(/^EXPERT AGREEMENT/);
    expect(theirs.terms.sha256).not.toBe(first.terms.sha256);
    expect(first.terms.sha256).toBe(sha256(first.terms.text));
    const text: string = first.terms.text;
    expect(text).toContain(`Engagement ${engagementId}`);
    expect(text).toContain("terms version 1");
    expect(text).toMatch(/The client: Client Tester\d+, for Northwind\./);
    expect(text).toMatch(/The expert: Expert Tester\d+\./);
    expect(text).toContain("USD 72.00");
    expect(text).toContain("40 hours a week");
    expect(text).toContain("The first 30 days from the start date are a risk-free trial");
    expect(text).toContain("replacement free of charge");
    expect(first).toMatchObject({ viewer: "client", mayAccept: true, workStarted: false });
  });

  it("refuses a hash of another text (409), records an acceptance with who, when, the address and the hash, and refuses a second", async () => {
    const { engagementId } = await engaged();
    const shown = (await client.api.get(`/api/engagements/${engagementId}`)).body;
    const wrong = await client.api.post(`/api/engagements/${engagementId}/accept`, { sha256: sha256(shown.terms.text + " ") });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toMatch(/terms have changed since you opened them/);
    const malformed = await client.api.post(`/api/engagements/${engagementId}/accept`, { sha256: "not-a-hash" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details[0].path).toBe("sha256");

    const res = await client.api.post(`/api/engagements/${engagementId}/accept`, { sha256: shown.terms.sha256.toUpperCase() });
    expect(res.status, res.text).toBe(200);
    expectAnswer(engagementDetailAnswer, res.body);
    expect(res.body).toMatchObject({ status: "awaiting_acceptance", mayAccept: false });
    expect(res.body.clientAcceptedAt).not.toBeNull();
    const [entry] = await auditOf(engagementId, "engagement.accepted");
    expect(entry.actorId).toBe(client.id);
    expect(entry.ip).toMatch(/127\.0\.0\.1/);
    expect(entry.at).toBeInstanceOf(Date);
    expect(entry.changes).toMatchObject({ party: "client", termsVersion: 1, sha256: shown.terms.sha256 });
    const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.id, engagementId));
    expect(row.clientAcceptedSha256).toBe(shown.terms.sha256);

    const twice = await client.api.post(`/api/engagements/${engagementId}/accept`, { sha256: shown.terms.sha256 });
    expect(twice.status).toBe(409);
    // Admins are no party to it.
    expect((await admin.post(`/api/engagements/${engagementId}/accept`, { sha256: shown.terms.sha256 })).status).toBe(403);
  });

  it("is active once both accepted, and the other party is told of the first acceptance", async () => {
    const { expert, engagementId } = await engaged();
    expect((await accept(expert.api, engagementId)).status).toBe(200);
    expect((await noticesOf([client.id], "engagement.accepted")).some((n) => n.link === `/client/engagements/${engagementId}`)).toBe(true);
    const res = await accept(client.api, engagementId);
    expect(res.body).toMatchObject({ status: "active", workStarted: true });
    expect(res.body.activatedAt).not.toBeNull();
    const started = await noticesOf([client.id, expert.id], "engagement.active");
    expect(started.filter((n) => n.link?.endsWith(`/engagements/${engagementId}`))).toHaveLength(2);
    expect(await auditOf(engagementId, "engagement.active")).toHaveLength(1);
  });

  it("becomes active exactly once when both accept at the same moment, and one acceptance counts when a party sends two", async () => {
    const { expert, engagementId } = await engaged();
    const [a, b] = await Promise.all([accept(client.api, engagementId), accept(expert.api, engagementId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await client.api.get(`/api/engagements/${engagementId}`)).body.status).toBe("active");
    expect(await auditOf(engagementId, "engagement.active")).toHaveLength(1);
    expect(await auditOf(engagementId, "engagement.accepted")).toHaveLength(2);

    const second = await engaged();
    const text = (await client.api.get(`/api/engagements/${second.engagementId}`)).body.terms.text;
    const both = await Promise.all([0, 1].map(() => client.api.post(`/api/engagements/${second.engagementId}/accept`, { sha256: sha256(text) })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(second.engagementId, "engagement.accepted")).toHaveLength(1);
  });
});

describe("an admin's change of the terms", () => {
  it("raises the version, clears both acceptances, sends an active engagement back, and needs both again", async () => {
    const { expert, engagementId } = await engaged({ rate: 60 });
    const oldText = (await client.api.get(`/api/engagements/${engagementId}`)).body.terms.text;
    await accept(client.api, engagementId);
    await accept(expert.api, engagementId);

    expect((await client.api.patch(`/api/engagements/${engagementId}`, { weeklyHours: 20 })).status).toBe(403);
    const res = await admin.patch(`/api/engagements/${engagementId}`, { hourlyRateCents: 6550, weeklyHours: 32 });
    expect(res.status, res.text).toBe(200);
    expectAnswer(engagementDetailAnswer, res.body);
    expect(res.body).toMatchObject({ status: "awaiting_acceptance", termsVersion: 2, hourlyRateCents: 6550, weeklyHours: 32, clientAcceptedAt: null, expertAcceptedAt: null, workStarted: false });
    expect(res.body.terms.text).toContain("terms version 2");
    expect(res.body.terms.text).toContain("USD 65.50");
    expect(res.body.terms.text).toContain("32 hours a week");
    const [entry] = await auditOf(engagementId, "engagement.terms-changed");
    expect(entry.changes).toMatchObject({ hourlyRateCents: { from: 6000, to: 6550 }, weeklyHours: { from: 40, to: 32 }, termsVersion: { from: 1, to: 2 }, status: { from: "active", to: "awaiting_acceptance" } });
    expect((await noticesOf([client.id, expert.id], "engagement.terms-changed")).filter((n) => n.link?.endsWith(`/engagements/${engagementId}`))).toHaveLength(2);

    // The text accepted before is no longer the terms.
    expect((await client.api.post(`/api/engagements/${engagementId}/accept`, { sha256: sha256(oldText) })).status).toBe(409);
    expect((await accept(client.api, engagementId)).body.status).toBe("awaiting_acceptance");
    expect((await accept(expert.api, engagementId)).body.status).toBe("active");
  });

  it("validates what it changes, naming the field, and changes nothing of an ended engagement", async () => {
    const { engagementId } = await engaged();
    for (const [body, field] of [
      [{}, "hourlyRateCents"],
      [{ hourlyRateCents: 12.5 }, "hourlyRateCents"],
      [{ weeklyHours: 61 }, "weeklyHours"],
      [{ endDate: "2026-02-30" }, "endDate"],
    ] as const) {
      const res = await admin.patch(`/api/engagements/${engagementId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0].path).toBe(field);
    }
    const before = await admin.patch(`/api/engagements/${engagementId}`, { endDate: "2020-01-01" });
    expect(before.status).toBe(400);
    expect(before.body.error.details[0].path).toBe("endDate");
    const later = await admin.patch(`/api/engagements/${engagementId}`, { endDate: addDays(todayUtc(), 200) });
    expect(later.body).toMatchObject({ termsVersion: 2, status: "awaiting_acceptance" });

    await t.deps.db.transaction((tx) => endEngagement(tx, engagementId, { reason: "admin", note: null, by: null }));
    expect((await admin.patch(`/api/engagements/${engagementId}`, { weeklyHours: 10 })).status).toBe(409);
  });
});

describe("how an engagement ends", () => {
  it("ends as completed when an admin completes its booking", async () => {
    const { expert, bookingId, engagementId } = await engaged();
    expect((await admin.patch(`/api/pre-bookings/${bookingId}`, { status: "completed" })).status).toBe(200);
    const seen = (await expert.api.get(`/api/engagements/${engagementId}`)).body;
    expect(seen).toMatchObject({ status: "ended", endReason: "completed" });
    expect((await noticesOf([client.id, expert.id], "engagement.ended")).filter((n) => n.link?.endsWith(`/engagements/${engagementId}`))).toHaveLength(2);
  });

  it("ends after its end date, once, however many instances run the job at the same moment", async () => {
    expect(JOBS.find((j) => j.name === "end-finished-engagements")).toBeDefined();
    const done = [await engaged(), await engaged()];
    const running = await engaged();
    for (const d of done) await t.deps.db.update(engagements).set({ startDate: addDays(todayUtc(), -40), endDate: addDays(todayUtc(), -1) }).where(eq(engagements.id, d.engagementId));
    await Promise.all([endFinishedEngagements(t.deps), endFinishedEngagements(t.deps), endFinishedEngagements(t.deps)]);
    for (const d of done) {
      const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.id, d.engagementId));
      expect(row).toMatchObject({ status: "ended", endReason: "completed" });
      expect(await auditOf(d.engagementId, "engagement.ended")).toHaveLength(1);
      expect((await noticesOf([client.id, d.expert.id], "engagement.ended")).filter((n) => n.link?.endsWith(`/engagements/${d.engagementId}`))).toHaveLength(2);
    }
    expect((await t.deps.db.select().from(engagements).where(eq(engagements.id, running.engagementId)))[0].status).toBe("awaiting_acceptance");
  });

  it("endEngagement moves it through the transitions table with its reason and note, and refuses an ended one", async () => {
    const { expert, engagementId } = await engaged();
    await accept(client.api, engagementId);
    await accept(expert.api, engagementId);
    const [clientRow] = await t.deps.db.select().from(users).where(eq(users.id, client.id));
    const row = await t.deps.db.transaction((tx) => endEngagement(tx, engagementId, { reason: "trial", note: "Not the fit we hoped for.", by: clientRow }));
    expect(row).toMatchObject({ status: "ended", endReason: "trial", endNote: "Not the fit we hoped for." });
    expect(row.endedAt).toBeInstanceOf(Date);
    const [entry] = await auditOf(engagementId, "engagement.ended");
    // The note stays on the row; the log keeps the reason's code only.
    expect(entry).toMatchObject({ actorId: client.id, changes: { status: { from: "active", to: "ended" }, reason: "trial" } });
    expect(JSON.stringify(entry.changes)).not.toContain("fit we hoped");
    await expect(t.deps.db.transaction((tx) => endEngagement(tx, engagementId, { reason: "admin", note: null, by: null }))).rejects.toMatchObject({ status: 409 });
    await expect(t.deps.db.transaction((tx) => endEngagement(tx, 999_999, { reason: "admin", note: null, by: null }))).rejects.toMatchObject({ status: 404 });
  });
});

describe("existing bookings (the migration's backfill)", () => {
  /** The backfill statement as the migration file holds it, reading the rate's column as 0032 renamed it (cents). */
  function migrationStatement() {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
    const file = fs.readdirSync(dir).find((f) => f.endsWith("_engagements_for_confirmed_bookings.sql"));
    expect(file).toBeDefined();
    const statements = fs.readFileSync(path.join(dir, file!), "utf8").split("--> statement-breakpoint");
    const chunk = statements.find((s) => s.includes(`INSERT INTO "engagements"`));
    const insert = chunk
      ?.slice(chunk.indexOf(`INSERT INTO "engagements"`))
      .trim()
      .replace(/;$/, "")
      .replace(`x."hourly_rate" * 100`, `x."hourly_rate_cents"`)
      .replace(`x."hourly_rate" IS NOT NULL`, `x."hourly_rate_cents" IS NOT NULL`);
    expect(insert).toBe(ENGAGEMENT_BACKFILL_SQL);
    return insert!;
  }

  it("gives each confirmed or completed booking without one an engagement at its expert's rate, once", async () => {
    const statement = migrationStatement();
    const [withRate, noRate] = [await t.createUser("expert"), await t.createUser("expert")];
    await t.deps.db.update(experts).set({ hourlyRateCents: 9500 }).where(eq(experts.userId, withRate.id));
    await t.deps.db.update(experts).set({ hourlyRateCents: null }).where(eq(experts.userId, noRate.id));
    const start = addDays(todayUtc(), -60);
    const inserted = await t.deps.db
      .insert(preBookings)
      .values([
        { clientId: client.id, expertId: withRate.id, startDate: addDays(todayUtc(), 300), endDate: addDays(todayUtc(), 330), status: "confirmed", confirmedAt: new Date() },
        { clientId: client.id, expertId: withRate.id, startDate: start, endDate: addDays(start, 20), status: "completed", confirmedAt: new Date(), completedAt: new Date() },
        { clientId: client.id, expertId: withRate.id, startDate: addDays(todayUtc(), 400), endDate: addDays(todayUtc(), 430), status: "pending" },
        { clientId: client.id, expertId: noRate.id, startDate: addDays(todayUtc(), 300), endDate: addDays(todayUtc(), 330), status: "confirmed", confirmedAt: new Date() },
      ])
      .returning();
    const before = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(engagements))[0].n;
    await t.deps.db.execute(sql.raw(statement));
    await t.deps.db.execute(sql.raw(statement));
    const made = await t.deps.db.select().from(engagements).where(inArray(engagements.preBookingId, inserted.map((b) => b.id)));
    expect(made).toHaveLength(2);
    expect(made.find((e) => e.preBookingId === inserted[0].id)).toMatchObject({ hourlyRateCents: 9500, status: "awaiting_acceptance", endedAt: null });
    expect(made.find((e) => e.preBookingId === inserted[1].id)).toMatchObject({ hourlyRateCents: 9500, status: "ended", endReason: "completed" });
    // Bookings that already had one are untouched: only the two new ones were added.
    expect((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(engagements))[0].n).toBe(before + 2);
  });
});

describe("the engagement's conversation", () => {
  it("is between its client, its expert and the admins; anyone else is told it does not exist", async () => {
    const { expert, engagementId } = await engaged();
    const messages = `/api/threads/engagement/${engagementId}/messages`;
    const posted = await expert.api.post(messages, { body: "About the hours of last week" });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.authorRole).toBe("expert");
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.kind, "thread.message"));
    const readers = told.filter((n) => n.body.includes("About the hours of last week"));
    expect(readers.map((n) => n.userId).sort((a, b) => a - b)).toEqual([client.id, ...adminIds].sort((a, b) => a - b));
    expect(readers.find((n) => n.userId === client.id)!.link).toBe(`/client/engagements/${engagementId}`);
    expect(readers.find((n) => n.userId === adminIds[0])!.link).toBe("/admin/dreamteam#engagements");
    expect((await client.api.get(messages)).body).toHaveLength(1);
    expect((await admin.post(messages, { body: "We are looking into it" })).status).toBe(201);
    for (const api of [otherClient.api, outsider.api]) {
      expect((await api.get(messages)).status).toBe(404);
      expect((await api.post(messages, { body: "Let me in" })).status).toBe(404);
    }
  });
});
