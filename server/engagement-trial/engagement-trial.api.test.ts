// The 30-day trial over HTTP (PRODUCT.md "Trial and replacement", docs/decisions/066-*): ending an
// engagement in its trial, who may, the 30 days, the free replacement's need, clock and link, one
// free replacement per position (in the database too), two calls at once, and the console's counts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, engagements, experts, mailOutbox, notifications, preBookings, requisitions, users } from "@shared/schema";
import { endTrialAnswer, trialFiguresAnswer } from "@shared/contracts/engagement-trial";
import { engagementDetailAnswer } from "@shared/contracts/engagements";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { linkReplacement } from "./engagement-trial.repo";
import { addDays, todayUtc, wallClock } from "@shared/calendar";

const DAY = 86_400_000;
const ZONE = "America/New_York";

let t: TestServer;
let admin: ApiClient;
let adminIds: number[];
let client: { api: ApiClient; id: number };
let otherClient: { api: ApiClient; id: number };
/** The expert of the engagement made last. */
let expert: { api: ApiClient; id: number };
let otherExpert: { api: ApiClient; id: number };
let candidate: { api: ApiClient; id: number };

/** The client's calendar day, as the trial rule reads it. */
const clientToday = () => wallClock(new Date(), ZONE).date;

/** A new active expert: Lerato Dube, a senior data engineer with five skills. */
async function newExpert() {
  const e = await t.createUser("expert");
  await t.deps.db
    .update(experts)
    .set({ name: "Lerato Dube", role: "Senior Data Engineer", skills: ["Spark", "Python", "Airflow", "dbt", "SQL"] })
    .where(eq(experts.userId, e.id));
  return e;
}

/**
 * An engagement of `client` from a confirmed pre-booking, active (both accepted) unless said
 * otherwise, with a new expert each time (an expert's confirmed bookings may not overlap).
 */
async function engagement(opts: { startDate?: string; weeks?: number; requisitionId?: number | null; status?: "awaiting_acceptance" | "active" | "ended" } = {}) {
  const startDate = opts.startDate ?? addDays(clientToday(), -10);
  const endDate = addDays(startDate, (opts.weeks ?? 12) * 7 - 1);
  expert = await newExpert();
  const expertId = expert.id;
  const [booking] = await t.deps.db
    .insert(preBookings)
    .values({ clientId: client.id, expertId, startDate, endDate, contractLength: 3, status: "confirmed", confirmedAt: new Date(), requisitionId: opts.requisitionId ?? null })
    .returning({ id: preBookings.id });
  const status = opts.status ?? "active";
  const accepted = status === "awaiting_acceptance" ? null : new Date(Date.now() - 20 * DAY);
  const [row] = await t.deps.db
    .insert(engagements)
    .values({
      preBookingId: booking.id,
      clientId: client.id,
      expertId,
      requisitionId: opts.requisitionId ?? null,
      hourlyRateCents: 6500,
      startDate,
      endDate,
      status,
      clientAcceptedAt: accepted,
      clientAcceptedSha256: accepted && "a".repeat(64),
      expertAcceptedAt: accepted,
      expertAcceptedSha256: accepted && "a".repeat(64),
      activatedAt: accepted,
      endedAt: status === "ended" ? new Date() : null,
      endReason: status === "ended" ? "completed" : null,
    })
    .returning();
  return row;
}

const endTrial = (id: number, body: unknown = { reason: "The code reviews show gaps in Spark we cannot wait to close." }, api: ApiClient = client.api) =>
  api.post(`/api/engagements/${id}/end-trial`, body);

const engagementRow = async (id: number) => (await t.deps.db.select().from(engagements).where(eq(engagements.id, id)))[0];
const requisitionCount = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(requisitions).where(eq(requisitions.clientId, client.id)))[0].n;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  adminIds = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((u) => u.id);
  client = await t.createUser("client");
  otherClient = await t.createUser("client");
  otherExpert = await t.createUser("expert");
  candidate = await t.createUser("candidate");
  const profile = await client.api.post("/api/client/profile", { companyName: "Northwind", timeZone: ZONE, workStart: "08:30", workEnd: "16:30" });
  expect(profile.status, profile.text).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("ending an engagement in its trial", () => {
  it("ends it, tells the expert, and opens a free replacement with its own 14-day clock, linked to it", async () => {
    const e = await engagement({ startDate: addDays(clientToday(), -10), weeks: 12 });
    const shown = expectAnswer(engagementDetailAnswer, (await client.api.get(`/api/engagements/${e.id}`)).body);
    expect(shown.trial).toEqual({ lastDay: addDays(e.startDate, 29), open: true });
    const before = Date.now();
    const res = await endTrial(e.id, { reason: "  The code reviews show gaps in Spark we cannot wait to close.  " });
    expect(res.status, res.text).toBe(200);
    expectAnswer(endTrialAnswer, res.body);
    expect((await client.api.get(`/api/engagements/${e.id}`)).body.trial.open).toBe(false);
    const reason = "The code reviews show gaps in Spark we cannot wait to close.";
    expect(res.body.engagement).toMatchObject({ id: e.id, status: "ended", endReason: "trial", endNote: reason });
    expect(res.body.replacement).toMatchObject({ title: "Senior Data Engineer" });
    expect(res.body.message).toMatch(/free replacement search has started/);
    const requisitionId = res.body.replacement.requisitionId as number;
    expect(res.body.engagement.replacementRequisitionId).toBe(requisitionId);
    expect(res.body.replacement.link).toBe(`/client/requisitions/${requisitionId}`);

    const row = await engagementRow(e.id);
    expect(row).toMatchObject({ status: "ended", endReason: "trial", endNote: reason, replacementRequisitionId: requisitionId, replacedPositionId: e.id });
    // The expert's booked days are free again: the booking is completed, not confirmed to its old end.
    const [booking] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, row.preBookingId));
    expect(booking).toMatchObject({ status: "completed" });
    expect(booking.completedAt).not.toBeNull();
    expect(row.endedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The need, derived from the expert and the client's working day: the rest of the 12 weeks.
    const r = (await client.api.get(`/api/requisitions/${requisitionId}`)).body;
    const start = clientToday() > todayUtc() ? clientToday() : todayUtc();
    expect(r).toMatchObject({
      clientId: client.id,
      title: "Senior Data Engineer",
      mustHave: ["Spark", "Python", "Airflow"],
      niceToHave: ["dbt", "SQL"],
      maxRate: null,
      startDate: start,
      weeks: Math.ceil((Date.parse(e.endDate) - Date.parse(start) + DAY) / (7 * DAY)),
      headcount: 1,
      timeZone: ZONE,
      workStart: "08:30",
      workEnd: "16:30",
      minOverlapHours: 4,
      status: "open",
      daysLeft: 14,
      candidates: [],
      replacementOf: { engagementId: e.id, expertName: "Lerato Dube", reason },
    });
    expect(r.weeks).toBe(11);
    expect(new Date(r.dueAt).getTime() - new Date(r.submittedAt).getTime()).toBe(14 * 24 * 3_600_000);
    expect(new Date(r.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(r.replacementOf.endedAt).toBe(row.endedAt!.toISOString());

    // The expert: a notification and its mail; the admins: the new requisition, as a replacement.
    const [notice] = await t.deps.db.select().from(notifications).where(and(eq(notifications.userId, expert.id), eq(notifications.kind, "engagement.ended")));
    expect(notice.title).toBe("Engagement ended");
    expect(notice.body).toContain("Northwind");
    expect(notice.body).toContain("The client ended it within the trial.");
    expect(notice.link).toBe(`/expert/engagements/${e.id}`);
    const mail = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.notificationId, notice.id));
    expect(mail).toHaveLength(1);
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, adminIds), eq(notifications.kind, "requisition.submitted"), sql`${notifications.body} like '%Lerato Dube%'`));
    expect(told).toHaveLength(adminIds.length);
    expect(told[0].title).toBe("New requisition: a free replacement");

    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.action, ["engagement.ended", "engagement.replacement-opened"]), eq(auditLog.targetId, String(e.id))))
      .orderBy(auditLog.id);
    expect(entries.map((x) => [x.action, x.actorId, x.targetType])).toEqual([
      ["engagement.ended", client.id, "engagement"],
      ["engagement.replacement-opened", client.id, "engagement"],
    ]);
    // The client's reason stays on the engagement; the log keeps the end's code.
    expect(entries[0].changes).toEqual({ status: { from: "active", to: "ended" }, reason: "trial" });
    expect(entries[1].changes).toEqual({ requisitionId });
  });

  it("copies the need of the requisition the engagement filled, one person, starting today or later", async () => {
    const stated = await client.api.post("/api/requisitions", {
      title: "Streaming Engineers",
      mustHave: ["Kafka"],
      niceToHave: ["Terraform"],
      maxRate: 95,
      startDate: addDays(todayUtc(), 1),
      weeks: 16,
      headcount: 2,
      timeZone: "Europe/Berlin",
      workStart: "09:00",
      workEnd: "18:00",
      minOverlapHours: 5,
      notes: "Two for the payments event platform.",
    });
    expect(stated.status, stated.text).toBe(201);
    // It started in the past (the requisition's start date is the past's, as it would be by now).
    await t.deps.db.update(requisitions).set({ startDate: addDays(todayUtc(), -14) }).where(eq(requisitions.id, stated.body.id));
    const e = await engagement({ startDate: addDays(clientToday(), -14), requisitionId: stated.body.id });
    const res = await endTrial(e.id);
    expect(res.status, res.text).toBe(200);
    const r = (await client.api.get(`/api/requisitions/${res.body.replacement.requisitionId}`)).body;
    expect(r).toMatchObject({
      title: "Streaming Engineers",
      mustHave: ["Kafka"],
      niceToHave: ["Terraform"],
      maxRate: 95,
      startDate: clientToday() > todayUtc() ? clientToday() : todayUtc(),
      weeks: 16,
      headcount: 1,
      timeZone: "Europe/Berlin",
      workStart: "09:00",
      workEnd: "18:00",
      minOverlapHours: 5,
      notes: "Two for the payments event platform.",
      status: "open",
      daysLeft: 14,
    });
    expect(r.id).not.toBe(stated.body.id);

    // A start still ahead stays where it was.
    const ahead = addDays(todayUtc(), 20);
    await t.deps.db.update(requisitions).set({ startDate: ahead }).where(eq(requisitions.id, stated.body.id));
    const second = await engagement({ startDate: addDays(clientToday(), -3), requisitionId: stated.body.id });
    const again = await endTrial(second.id);
    expect(again.status, again.text).toBe(200);
    expect((await client.api.get(`/api/requisitions/${again.body.replacement.requisitionId}`)).body.startDate).toBe(ahead);
  });

  it("needs a reason: 400 naming the field, and nothing changes", async () => {
    const e = await engagement();
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: 42 }, { reason: "x".repeat(2001) }]) {
      const res = await endTrial(e.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain("reason");
    }
    const res = await endTrial(e.id, {});
    expect(res.text).toContain("Please tell us why the engagement is not working out");
    expect((await engagementRow(e.id)).status).toBe("active");
    expect((await endTrial(0)).status).toBe(400);
  });

  it("holds for 30 days from the start, the start day counted: day 30 may, day 31 may not, nor before the start", async () => {
    const lastDay = await engagement({ startDate: addDays(clientToday(), -29) });
    expect((await endTrial(lastDay.id)).status).toBe(200);

    const count = await requisitionCount();
    const over = await engagement({ startDate: addDays(clientToday(), -30) });
    const late = await endTrial(over.id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/^The 30-day trial ended on \d{1,2} [A-Z][a-z]{2} \d{4}: this engagement can no longer end in the trial/);
    expect((await engagementRow(over.id)).status).toBe("active");

    const ahead = await engagement({ startDate: addDays(clientToday(), 2) });
    const early = await endTrial(ahead.id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/trial starts with the engagement/);
    expect(await requisitionCount()).toBe(count);
  });

  it("ends only an active engagement", async () => {
    const waiting = await engagement({ status: "awaiting_acceptance" });
    const res = await endTrial(waiting.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/not active yet/);
    const done = await engagement({ status: "ended" });
    const again = await endTrial(done.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This engagement has already ended.");
    expect((await engagementRow(done.id)).endReason).toBe("completed");
  });

  it("is the client's call (and an admin's): the expert is refused, anyone else is told it does not exist", async () => {
    const e = await engagement();
    expect((await t.anon().post(`/api/engagements/${e.id}/end-trial`, { reason: "No" })).status).toBe(401);
    const byExpert = await endTrial(e.id, undefined, expert.api);
    expect(byExpert.status).toBe(403);
    expect(byExpert.body.error.message).toBe("Only the client of this engagement can end it in the trial.");
    for (const other of [otherClient.api, otherExpert.api, candidate.api]) {
      const res = await endTrial(e.id, undefined, other);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Engagement not found");
    }
    expect((await endTrial(999_999)).status).toBe(404);
    expect((await engagementRow(e.id)).status).toBe("active");

    // An admin ends it for the client: the replacement is the client's.
    const res = await endTrial(e.id, { reason: "The client asked us by phone." }, admin);
    expect(res.status, res.text).toBe(200);
    const [r] = await t.deps.db.select().from(requisitions).where(eq(requisitions.id, res.body.replacement.requisitionId));
    expect(r.clientId).toBe(client.id);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "engagement.ended"), eq(auditLog.targetId, String(e.id))));
    expect(adminIds).toContain(entry.actorId);
  });
});

describe("one free replacement per position", () => {
  it("ends the replacement's own engagement in its trial without a second free replacement, and says so", async () => {
    const first = await engagement();
    const opened = await endTrial(first.id);
    expect(opened.status, opened.text).toBe(200);
    const replacementId = opened.body.replacement.requisitionId as number;

    // The replacement is found and booked: its engagement fills the replacement requisition.
    const second = await engagement({ requisitionId: replacementId, startDate: addDays(clientToday(), -2) });
    const count = await requisitionCount();
    const res = await endTrial(second.id, { reason: "Not the fit we hoped for either." });
    expect(res.status, res.text).toBe(200);
    expect(res.body.engagement).toMatchObject({ id: second.id, status: "ended", endReason: "trial", replacementRequisitionId: null });
    expect(res.body.replacement).toBeNull();
    expect(res.body.message).toMatch(/no second free replacement opens/);
    expect(await requisitionCount()).toBe(count);
    expect(await engagementRow(second.id)).toMatchObject({ status: "ended", replacementRequisitionId: null, replacedPositionId: null });

    // The admins hear of it, since no requisition tells them.
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, adminIds), eq(notifications.kind, "engagement.trial-ended")));
    expect(told.filter((n) => n.body.includes("no second one opened"))).toHaveLength(adminIds.length);
  });

  it("is kept by the database too: a second replacement for the position breaks its unique key", async () => {
    const first = await engagement();
    const opened = await endTrial(first.id);
    const replacementId = opened.body.replacement.requisitionId as number;
    const second = await engagement({ requisitionId: replacementId });
    await t.deps.db.update(engagements).set({ status: "ended", endedAt: new Date(), endReason: "trial" }).where(eq(engagements.id, second.id));
    const extra = await client.api.post("/api/requisitions", {
      title: "Another try",
      mustHave: ["Python"],
      startDate: addDays(todayUtc(), 5),
      weeks: 4,
      headcount: 1,
      timeZone: ZONE,
      workStart: "09:00",
      workEnd: "17:00",
    });
    expect(extra.status).toBe(201);
    const refused = await t.deps.db.transaction((tx) => linkReplacement(tx, second.id, extra.body.id)).then(
      () => null,
      (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
    );
    expect(refused).toBe("23505");
    // And only an engagement ended in the trial has a replacement at all.
    const running = await engagement();
    const notTrial = await t.deps.db
      .update(engagements)
      .set({ replacementRequisitionId: extra.body.id })
      .where(eq(engagements.id, running.id))
      .then(
        () => null,
        (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
      );
    expect(notTrial).toBe("23514");
  });

  it("answers two calls at once with one end and one 409, and opens one replacement", async () => {
    const e = await engagement();
    const count = await requisitionCount();
    const answers = await Promise.all([endTrial(e.id), endTrial(e.id), endTrial(e.id, undefined, admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.message).toBe("This engagement has already ended.");
    expect(await requisitionCount()).toBe(count + 1);
    const row = await engagementRow(e.id);
    expect(row.replacementRequisitionId).toBe(answers.find((a) => a.status === 200)!.body.replacement.requisitionId);
    const notices = await t.deps.db.select().from(notifications).where(and(eq(notifications.userId, expert.id), eq(notifications.kind, "engagement.ended")));
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.action, ["engagement.ended", "engagement.replacement-opened"]), eq(auditLog.targetId, String(e.id))));
    expect(entries).toHaveLength(2);
    expect(notices).toHaveLength(1);
  });
});

describe("the console's trial figures", () => {
  it("counts ends in the trial and free replacements opened and filled, over 90 days and all time", async () => {
    const figures = async () => {
      const res = await admin.get("/api/admin/engagements/trial-figures");
      expect(res.status, res.text).toBe(200);
      expectAnswer(trialFiguresAnswer, res.body);
      return res.body;
    };
    const before = await figures();
    expect(before.windowDays).toBe(90);

    // One now, with a replacement since filled; one 120 days ago without a replacement.
    const now = await engagement();
    const ended = await endTrial(now.id);
    await t.deps.db.update(requisitions).set({ status: "filled", filledAt: new Date() }).where(eq(requisitions.id, ended.body.replacement.requisitionId));
    const old = await engagement({ startDate: addDays(clientToday(), -140) });
    await t.deps.db
      .update(engagements)
      .set({ status: "ended", endedAt: new Date(Date.now() - 120 * DAY), endReason: "trial", endNote: "Long ago." })
      .where(eq(engagements.id, old.id));
    // An engagement that ended otherwise counts nowhere.
    await engagement({ status: "ended" });

    const after = await figures();
    expect(after.trialsEnded).toEqual({ window: before.trialsEnded.window + 1, allTime: before.trialsEnded.allTime + 2 });
    expect(after.replacementsOpened).toEqual({ window: before.replacementsOpened.window + 1, allTime: before.replacementsOpened.allTime + 1 });
    expect(after.replacementsFilled).toEqual({ window: before.replacementsFilled.window + 1, allTime: before.replacementsFilled.allTime + 1 });
  });

  it("is for admins only", async () => {
    expect((await t.anon().get("/api/admin/engagements/trial-figures")).status).toBe(401);
    expect((await client.api.get("/api/admin/engagements/trial-figures")).status).toBe(403);
    expect((await expert.api.get("/api/admin/engagements/trial-figures")).status).toBe(403);
  });
});
