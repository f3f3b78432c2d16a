// Erasure forgets everything that is the person's: the audit log keeps ids, not what anybody typed;
// their vetting (a rejection's reason with it), the views of their profile, the profiles they
// viewed and their attempt counters go in the erasure's transaction; and their export holds all of
// these first, the audit entries about them included. On the rows they share with others (an
// interview, an engagement and its weeks, a proposal) the reasons and notes go, the rows stay.
import { createHash } from "node:crypto";
import { eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_TEXT, type AccountExport } from "@shared/contracts/account";
import type { AuditEntry, AuditLogPage } from "@shared/contracts/audit";
import { auditLog, availability, engagements, experts, interviews, loginAttempts, profileViews, requisitionCandidates, talentReviews, timesheetWeeks, users, vettingStages } from "@shared/schema";
import { throttleKeysOf } from "../auth/auth.service";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, currentWeekStart, todayUtc } from "@shared/calendar";

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
    expect(exported.vettingStages.map((s) => s.stage).sort()).toEqual(["background", "cv", "english", "interview", "references", "technical"]);
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
    expect(await t.deps.db.select().from(vettingStages).where(eq(vettingStages.userId, xola.id))).toHaveLength(0);
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

/** The whole log as an admin reads it over HTTP, every page. */
async function wholeLog(): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (;;) {
    const page = await admin.get<AuditLogPage>(`/api/admin/audit-log?limit=100&offset=${all.length}`);
    expect(page.status).toBe(200);
    all.push(...page.body.entries);
    if (all.length >= page.body.total || page.body.entries.length === 0) return all;
  }
}

describe("an erased client with a cancelled interview, a disputed week and a trial end behind them", () => {
  // What the client typed, each naming somebody else.
  const CANCELLED = "Zodwa Mthembu, our CTO, is away that week";
  const DISPUTED = "Friday's hours were for Kagiso Dlamini's project, not ours";
  const ENDED = "Sibusiso Nkosi found gaps in the Spark work";

  it("leaves none of their words in the audit log (read over HTTP) or in the rows the experts keep", async () => {
    const client = await t.createUser("client");
    expect((await client.api.post("/api/client/profile", { companyName: "Umoya Foods", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" })).status).toBe(200);
    const [interviewer, engaged] = [await t.createUser("expert"), await t.createUser("expert")];
    await t.deps.db.update(experts).set({ timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" }).where(inArray(experts.userId, [interviewer.id, engaged.id]));

    // An interview for a pre-booking, booked and then cancelled by the client with a reason.
    const asked = await client.api.post("/api/pre-bookings", { expertId: interviewer.id, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 130), preInterviewRequested: true });
    expect(asked.status, asked.text).toBe(201);
    const slots = await client.api.get(`/api/interviews/slots?expertId=${interviewer.id}&from=${addDays(todayUtc(), 7)}&days=7&minutes=30`);
    expect(slots.status, slots.text).toBe(200);
    const booked = await client.api.post("/api/interviews", { expertId: interviewer.id, startsAt: slots.body.slots[0].startsAt, minutes: 30, preBookingId: asked.body.id });
    expect(booked.status, booked.text).toBe(201);
    const interviewId = booked.body.id as number;
    expect((await client.api.patch(`/api/interviews/${interviewId}`, { action: "cancel", reason: CANCELLED })).status).toBe(200);

    // An engagement in its trial: a week of hours disputed, then the engagement ended with a note.
    const booking = await client.api.post("/api/pre-bookings", { expertId: engaged.id, startDate: addDays(todayUtc(), 5), endDate: addDays(todayUtc(), 65), preInterviewRequested: false });
    expect(booking.status, booking.text).toBe(201);
    expect((await engaged.api.patch(`/api/pre-bookings/${booking.body.id}`, { status: "confirmed" })).status).toBe(200);
    const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.preBookingId, booking.body.id));
    const lastWeek = addDays(currentWeekStart("Europe/London"), -7);
    await t.deps.db.update(engagements).set({ startDate: lastWeek, endDate: addDays(lastWeek, 60) }).where(eq(engagements.id, row.id));
    for (const api of [client.api, engaged.api]) {
      const shown = (await api.get(`/api/engagements/${row.id}`)).body;
      const sha256 = createHash("sha256").update(shown.terms.text, "utf8").digest("hex");
      expect((await api.post(`/api/engagements/${row.id}/accept`, { sha256 })).status).toBe(200);
    }
    const week = `/api/engagements/${row.id}/timesheets/${lastWeek}`;
    expect((await engaged.api.put(week, { days: [0, 1, 2, 3, 4].map((i) => ({ date: addDays(lastWeek, i), minutes: 480 })) })).status).toBe(200);
    expect((await engaged.api.post(`${week}/submit`)).status).toBe(200);
    expect((await client.api.post(`${week}/dispute`, { reason: DISPUTED })).status).toBe(200);
    const ended = await client.api.post(`/api/engagements/${row.id}/end-trial`, { reason: ENDED });
    expect(ended.status, ended.text).toBe(200);

    // Each move is in the log, by id.
    const moves = (entries: AuditEntry[]) => entries.filter((e) => e.actorId === client.id && ["interview.cancelled", "timesheet.disputed", "engagement.ended"].includes(e.action));
    expect(moves(await wholeLog()).map((e) => `${e.action} ${e.targetType}#${e.targetId}`).sort()).toEqual(
      [`engagement.ended engagement#${row.id}`, `interview.cancelled interview#${interviewId}`, `timesheet.disputed engagement#${row.id}`].sort(),
    );

    expect((await admin.delete(`/api/admin/users/${client.id}`)).status).toBe(200);

    // The whole log, every page, as an admin reads it: the moves, their ids and codes, none of the words.
    const log = await wholeLog();
    const text = JSON.stringify(log);
    for (const words of [CANCELLED, DISPUTED, ENDED, "Zodwa", "Kagiso", "Sibusiso", "Umoya"]) expect(text, words).not.toContain(words);
    const kept = moves(log);
    expect(kept).toHaveLength(3);
    expect(kept.find((e) => e.action === "engagement.ended")!.changes).toEqual({ status: { from: "active", to: "ended" }, reason: "trial" });
    expect(kept.find((e) => e.action === "interview.cancelled")!.changes).toEqual({ status: { from: "scheduled", to: "cancelled" } });

    // The rows stay for the experts, the words gone with the client.
    const [interview] = await t.deps.db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(interview).toMatchObject({ status: "cancelled", cancelReason: ERASED_TEXT });
    const [weekRow] = await t.deps.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.engagementId, row.id));
    expect(weekRow).toMatchObject({ status: "disputed", disputeReason: ERASED_TEXT });
    const [engagement] = await t.deps.db.select().from(engagements).where(eq(engagements.id, row.id));
    expect(engagement).toMatchObject({ status: "ended", endReason: "trial", endNote: ERASED_TEXT });
    const seen = JSON.stringify([
      (await interviewer.api.get(`/api/interviews/${interviewId}`)).body,
      (await engaged.api.get(`/api/engagements/${row.id}`)).body,
      (await engaged.api.get(week)).body,
    ]);
    for (const words of [CANCELLED, DISPUTED, ENDED]) expect(seen, words).not.toContain(words);
  });
});

describe("an erased expert proposed for a need and declined", () => {
  it("takes the admin's note and the client's reason about them; the client keeps the candidate row", async () => {
    const NOTE = "Ran Ayanda Zulu's pipelines at Shoprite";
    const DECLINED = "Thabo Mokoena says the Spark work was thin";
    const client = await t.createUser("client");
    expect((await client.api.post("/api/client/profile", { companyName: "Umoya Foods" })).status).toBe(200);
    const expert = await t.createUser("expert");
    await t.deps.db.update(experts).set({ skills: ["Python", "SQL"], hourlyRateCents: 5000, timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" }).where(eq(experts.userId, expert.id));
    await t.deps.db.insert(availability).values({ expertId: expert.id, availableFrom: todayUtc(), availableTo: null });
    const need = await client.api.post("/api/requisitions", {
      title: "Senior Data Engineer",
      mustHave: ["Python"],
      startDate: addDays(todayUtc(), 10),
      weeks: 4,
      headcount: 1,
      timeZone: "Europe/London",
      workStart: "09:00",
      workEnd: "17:00",
    });
    expect(need.status, need.text).toBe(201);
    const id = need.body.id as number;
    expect((await admin.post(`/api/requisitions/${id}/candidates`, { expertId: expert.id, note: NOTE })).status).toBe(201);
    expect((await client.api.patch(`/api/requisitions/${id}/candidates/${expert.id}`, { decision: "declined", reason: DECLINED })).status).toBe(200);

    expect((await admin.delete(`/api/admin/users/${expert.id}`)).status).toBe(200);

    const [row] = await t.deps.db.select().from(requisitionCandidates).where(eq(requisitionCandidates.requisitionId, id));
    expect(row).toMatchObject({ expertId: expert.id, decision: "declined", note: ERASED_TEXT, declineReason: ERASED_TEXT });
    const seen = JSON.stringify([(await client.api.get(`/api/requisitions/${id}`)).body, await wholeLog()]);
    for (const words of [NOTE, DECLINED, "Ayanda", "Thabo"]) expect(seen, words).not.toContain(words);
  });
});
