// Timesheets over HTTP (PRODUCT.md "Timesheets"): the weeks of an engagement (Mondays in the client's
// calendar), who may read and write them, the expert's hours (quarter hours, 0 to 12 a day, only days
// inside the engagement, each refusal naming the day), drafts, submission, the client's approval or
// dispute, the correction and resubmission, the lock on an approved week, the 5-day auto-approval and
// the Friday reminder (each once, however many instances run them). Time is moved in the database or
// handed to the job, never waited for.
import { createHash } from "node:crypto";
import { format, parseISO } from "date-fns";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTimesheetWeekAnswer, timesheetWeekAnswer, timesheetWeekSummaryAnswer } from "@shared/contracts/timesheets";
import { auditLog, clientProfiles, engagements, experts, notifications, timesheetWeeks } from "@shared/schema";
import { JOBS } from "../jobs";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { autoApproveWeeks, remindTimesheets } from "./timesheets.service";
import { addDays, currentWeekStart, formatLongDay, mondayOf, todayUtc, wallClock } from "@shared/calendar";

let t: TestServer;
let admin: ApiClient;
let client: { api: ApiClient; id: number };
let otherClient: { api: ApiClient; id: number };
let outsider: { api: ApiClient; id: number };

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const ZONE = "Europe/London";
/** This week's Monday in the client's calendar, and the two before it. */
const thisWeek = () => currentWeekStart(ZONE);
const weekAgo = (n: number) => addDays(thisWeek(), -7 * n);
const weekDatesOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
let offset = 0;

/**
 * An engagement of the client with a fresh expert, both terms accepted (unless `accepted` is false),
 * running from the Wednesday two weeks back to `days` days later.
 */
async function active(opts: { accepted?: boolean; days?: number } = {}) {
  const expert = await t.createUser("expert");
  offset += 1;
  const startDate = addDays(todayUtc(), 5 + offset);
  const booking = await client.api.post("/api/pre-bookings", { expertId: expert.id, startDate, endDate: addDays(startDate, 60), preInterviewRequested: false });
  expect(booking.status, booking.text).toBe(201);
  expect((await expert.api.patch(`/api/pre-bookings/${booking.body.id}`, { status: "confirmed" })).status).toBe(200);
  const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.preBookingId, booking.body.id));
  const start = addDays(weekAgo(2), 2);
  await t.deps.db
    .update(engagements)
    .set({ startDate: start, endDate: addDays(start, opts.days ?? 40) })
    .where(eq(engagements.id, row.id));
  if (opts.accepted !== false) {
    for (const api of [client.api, expert.api]) {
      const shown = (await api.get(`/api/engagements/${row.id}`)).body;
      expect((await api.post(`/api/engagements/${row.id}/accept`, { sha256: sha256(shown.terms.text) })).status).toBe(200);
    }
  }
  return { expert, id: row.id, start };
}

const weekPath = (id: number, weekStart: string, action = "") => `/api/engagements/${id}/timesheets/${weekStart}${action}`;
const hours = (weekStart: string, perDay: number[]) => perDay.map((h, i) => ({ date: addDays(weekStart, i), minutes: Math.round(h * 60) }));

const noticesOf = (userIds: number[], kind: string, link?: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, kind), link ? eq(notifications.link, link) : undefined));

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  client = await t.createUser("client");
  otherClient = await t.createUser("client");
  outsider = await t.createUser("expert");
  expect((await client.api.post("/api/client/profile", { companyName: "Northwind", timeZone: ZONE })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("the weeks of an engagement", () => {
  it("start on Mondays in the client's calendar and cover the engagement; its parties and admins read them, nobody else", async () => {
    const { expert, id, start } = await active();
    const res = await expert.api.get(`/api/engagements/${id}/timesheets`);
    expect(res.status).toBe(200);
    expectListAnswer(timesheetWeekSummaryAnswer, res.body);
    expect(res.body[0]).toEqual({ weekStart: mondayOf(start), status: "draft", totalMinutes: 0, saved: false });
    expect(res.body.at(-1).weekStart).toBe(mondayOf(addDays(start, 40)));
    const week = expectAnswer(timesheetWeekAnswer, (await client.api.get(weekPath(id, weekAgo(2)))).body);
    expect(week.days.map((d: { inEngagement: boolean }) => d.inEngagement)).toEqual([false, false, true, true, true, true, true]);
    expect(week.may).toEqual({ edit: false, submit: false, answer: false });
    expect((await admin.get(weekPath(id, weekAgo(2)))).status).toBe(200);
    for (const api of [otherClient.api, outsider.api]) {
      expect((await api.get(`/api/engagements/${id}/timesheets`)).status).toBe(404);
      expect((await api.get(weekPath(id, weekAgo(2)))).status).toBe(404);
      expect((await api.put(weekPath(id, weekAgo(2)), { days: [] })).status).toBe(404);
    }
    expect((await t.anon().get(`/api/engagements/${id}/timesheets`)).status).toBe(401);
    const notMonday = await expert.api.get(weekPath(id, addDays(weekAgo(2), 1)));
    expect(notMonday.status).toBe(400);
    expect(notMonday.body.error.details[0].path).toBe("weekStart");
    const outside = await expert.api.get(weekPath(id, weekAgo(10)));
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toBe(`The week of ${formatLongDay(weekAgo(10))} is outside the engagement`);
  });

  it("take no hours before both parties accepted the terms", async () => {
    const { expert, id } = await active({ accepted: false });
    const res = await expert.api.put(weekPath(id, weekAgo(1)), { days: hours(weekAgo(1), [8]) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/once both parties have accepted/);
  });
});

describe("the expert's hours", () => {
  it("are saved as a draft in quarter hours, replaced by each save, with the total", async () => {
    const { expert, id } = await active();
    const week = weekAgo(1);
    const saved = await expert.api.put(weekPath(id, week), { days: hours(week, [8, 7.5, 7.25, 0, 6.75]) });
    expect(saved.status, saved.text).toBe(200);
    expectAnswer(timesheetWeekAnswer, saved.body);
    expect(saved.body).toMatchObject({ status: "draft", totalMinutes: 29.5 * 60, saved: true, may: { edit: true, submit: true, answer: false } });
    expect(saved.body.days[1]).toEqual({ date: addDays(week, 1), minutes: 450, inEngagement: true, hasCome: true });
    const again = await expert.api.put(weekPath(id, week), { days: hours(week, [4]) });
    expect(again.body.totalMinutes).toBe(240);
    expect(again.body.days[1].minutes).toBe(0);
    expect((await client.api.get(weekPath(id, week))).body.totalMinutes).toBe(240);
  });

  it("are refused with the day named: more than 12 hours, not a quarter hour, outside the engagement, outside the week, twice", async () => {
    const { expert, id } = await active({ days: 15 });
    const week = weekAgo(1);
    const tuesday = addDays(week, 1);
    const cases: [unknown, string, string][] = [
      [[{ date: tuesday, minutes: 12 * 60 + 15 }], "days.0.minutes", `${formatLongDay(tuesday)} is more than 12 hours`],
      [[{ date: tuesday, minutes: 61 }], "days.0.minutes", `${formatLongDay(tuesday)}: hours are recorded in quarter hours (multiples of 15 minutes)`],
      [[{ date: tuesday, minutes: -15 }], "days.0.minutes", `${formatLongDay(tuesday)} cannot have fewer than 0 hours`],
      [[{ date: addDays(week, 8), minutes: 60 }], "days.0.date", `${formatLongDay(addDays(week, 8))} is not in the week of ${formatLongDay(week)}`],
      [
        [
          { date: tuesday, minutes: 60 },
          { date: tuesday, minutes: 90 },
        ],
        "days.1.date",
        `${formatLongDay(tuesday)} is given twice`,
      ],
    ];
    for (const [days, field, message] of cases) {
      const res = await expert.api.put(weekPath(id, week), { days });
      expect(res.status, JSON.stringify(days)).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ path: field, message });
    }
    // A twelve-hour day is fine.
    expect((await expert.api.put(weekPath(id, week), { days: [{ date: tuesday, minutes: 720 }] })).status).toBe(200);
    // The Monday and Tuesday before a Wednesday start are outside the engagement; so are days after its end.
    const first = weekAgo(2);
    const before = await expert.api.put(weekPath(id, first), { days: hours(first, [0, 8]) });
    expect(before.status).toBe(400);
    expect(before.body.error.message).toBe(`${formatLongDay(addDays(first, 0))} is outside the engagement`);
    expect(before.body.error.message).toMatch(/^Monday \d{1,2} [A-Z][a-z]+ \d{4} is outside the engagement$/);
    expect(before.body.error.details[0].path).toBe("days.0.date");
    const lastWeek = mondayOf(addDays(weekAgo(2), 2 + 15));
    const after = await expert.api.put(weekPath(id, lastWeek), { days: hours(lastWeek, [8, 8, 8, 8, 8, 8, 8]) });
    expect(after.status).toBe(400);
    expect(after.body.error.message).toMatch(/is outside the engagement$/);
  });

  it("are the expert's alone to write", async () => {
    const { id } = await active();
    const res = await client.api.put(weekPath(id, weekAgo(1)), { days: hours(weekAgo(1), [8]) });
    expect(res.status).toBe(403);
    expect((await admin.put(weekPath(id, weekAgo(1)), { days: [] })).status).toBe(403);
  });
});

describe("submitting and answering a week", () => {
  it("goes draft → submitted → disputed → corrected and submitted again → approved, each move told and audited, then locked", async () => {
    const { expert, id } = await active();
    const week = weekAgo(1);
    // Each notice, and its mail, opens the week it is about.
    const link = (who: "client" | "expert") => `/${who}/engagements/${id}?week=${week}`;
    await expert.api.put(weekPath(id, week), { days: hours(week, [8, 8, 8, 8, 8]) });

    // Nothing to answer yet.
    expect((await client.api.post(weekPath(id, week, "/approve"))).status).toBe(409);
    const submitted = await expert.api.post(weekPath(id, week, "/submit"));
    expect(submitted.status, submitted.text).toBe(200);
    expectAnswer(timesheetWeekAnswer, submitted.body);
    expect(submitted.body).toMatchObject({ status: "submitted", totalMinutes: 2400, may: { edit: false, submit: false } });
    expect(Date.parse(submitted.body.autoApproveAt) - Date.parse(submitted.body.submittedAt)).toBe(5 * 86_400_000);
    const [asked] = await noticesOf([client.id], "timesheet.submitted", link("client"));
    expect(asked.body).toMatch(/submitted 40 hours for the week of .* approved automatically on/);
    // The deadline is the client's, in their own zone and saying which, never in UTC.
    const due = wallClock(submitted.body.autoApproveAt, ZONE);
    expect(asked.body).toContain(`approved automatically on ${format(parseISO(due.date), "d MMM yyyy")} at ${due.time} (London time).`);
    expect(asked.body).not.toContain("UTC");
    expect((await client.api.get(weekPath(id, week))).body.may.answer).toBe(true);

    // Submitted: the expert waits for the answer.
    expect((await expert.api.put(weekPath(id, week), { days: hours(week, [1]) })).status).toBe(409);
    expect((await expert.api.post(weekPath(id, week, "/approve"))).status).toBe(403);

    const noReason = await client.api.post(weekPath(id, week, "/dispute"), { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0].path).toBe("reason");
    const disputed = await client.api.post(weekPath(id, week, "/dispute"), { reason: "Friday was a public holiday." });
    expectAnswer(timesheetWeekAnswer, disputed.body);
    expect(disputed.body).toMatchObject({ status: "disputed", disputeReason: "Friday was a public holiday.", may: { answer: false } });
    const [told] = await noticesOf([expert.id], "timesheet.disputed", link("expert"));
    expect(told.body).toContain("Friday was a public holiday.");

    const corrected = await expert.api.put(weekPath(id, week), { days: hours(week, [8, 8, 8, 8, 0]) });
    expect(corrected.body).toMatchObject({ status: "disputed", totalMinutes: 1920 });
    expect((await expert.api.post(weekPath(id, week, "/submit"))).body.status).toBe("submitted");
    const approved = await client.api.post(weekPath(id, week, "/approve"));
    expectAnswer(timesheetWeekAnswer, approved.body);
    expect(approved.body).toMatchObject({ status: "approved", locked: true, autoApproved: false, totalMinutes: 1920 });
    expect(await noticesOf([expert.id], "timesheet.approved", link("expert"))).toHaveLength(1);
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.targetType, "engagement"), eq(auditLog.targetId, String(id))));
    expect(audit.filter((a) => a.action.startsWith("timesheet.")).map((a) => a.action)).toEqual(["timesheet.submitted", "timesheet.disputed", "timesheet.submitted", "timesheet.approved"]);
    expect(audit.find((a) => a.action === "timesheet.approved")!.actorId).toBe(client.id);

    // Approved is locked: every change is a 409.
    for (const res of [
      await expert.api.put(weekPath(id, week), { days: hours(week, [1]) }),
      await expert.api.post(weekPath(id, week, "/submit")),
      await client.api.post(weekPath(id, week, "/approve")),
      await client.api.post(weekPath(id, week, "/dispute"), { reason: "Too late" }),
    ]) {
      expect(res.status).toBe(409);
    }
    expect((await client.api.get(weekPath(id, week))).body.totalMinutes).toBe(1920);
  });

  it("are recorded only for days that have come in the engagement's zone (400 naming the day); a day to come may stay at zero", async () => {
    const { expert, id } = await active();
    const week = thisWeek();
    const tomorrow = addDays(wallClock(new Date(), ZONE).date, 1);
    const res = await expert.api.put(weekPath(id, mondayOf(tomorrow)), { days: [{ date: tomorrow, minutes: 720 }] });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ path: "days.0.date", message: `${formatLongDay(tomorrow)} has not come yet: record its hours on the day or after` });
    const submitted = await expert.api.post(weekPath(id, mondayOf(tomorrow), "/submit"), { days: [{ date: tomorrow, minutes: 60 }] });
    expect(submitted.status).toBe(400);
    // A whole week sent with its days to come at zero is fine, and the week says which have come.
    const zeros = await expert.api.put(weekPath(id, week), { days: weekDatesOf(week).map((date) => ({ date, minutes: date <= wallClock(new Date(), ZONE).date ? 60 : 0 })) });
    expect(zeros.status, zeros.text).toBe(200);
    expect(zeros.body.days.map((d: { date: string; hasCome: boolean }) => d.hasCome)).toEqual(weekDatesOf(week).map((date) => date <= wallClock(new Date(), ZONE).date));
  });

  it("submits with the hours in the same step, and not before the week has started", async () => {
    const { expert, id } = await active();
    const week = thisWeek();
    const res = await expert.api.post(weekPath(id, week, "/submit"), { days: hours(week, [6.5]) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "submitted", totalMinutes: 390 });
    const next = addDays(week, 7);
    const early = await expert.api.post(weekPath(id, next, "/submit"));
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(`This week has not started yet: you can submit it from ${formatLongDay(next)}.`);
  });

  it("is approved once when the client approves twice at the same moment", async () => {
    const { expert, id } = await active();
    const week = weekAgo(1);
    await expert.api.post(weekPath(id, week, "/submit"), { days: hours(week, [8]) });
    const answers = await Promise.all([client.api.post(weekPath(id, week, "/approve")), client.api.post(weekPath(id, week, "/approve"))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await noticesOf([expert.id], "timesheet.approved", `/expert/engagements/${id}?week=${week}`)).toHaveLength(1);
  });
});

describe("a week of zero hours", () => {
  it("is not submitted (409 saying why), with the hours sent or already saved, and stays a draft", async () => {
    const { expert, id } = await active();
    const week = weekAgo(1);
    const message = "This week has no hours: a week of zero hours is not submitted. Record the hours worked, then submit it.";
    const bare = await expert.api.post(weekPath(id, week, "/submit"));
    expect(bare.status, bare.text).toBe(409);
    expect(bare.body.error.message).toBe(message);
    const zeros = await expert.api.post(weekPath(id, week, "/submit"), { days: hours(week, [0, 0, 0, 0, 0]) });
    expect(zeros.status, zeros.text).toBe(409);
    expect(zeros.body.error.message).toBe(message);
    expect((await expert.api.put(weekPath(id, week), { days: hours(week, [0, 0]) })).status).toBe(200);
    expect((await expert.api.post(weekPath(id, week, "/submit"))).status).toBe(409);
    expect((await expert.api.get(weekPath(id, week))).body).toMatchObject({ status: "draft", totalMinutes: 0 });
    expect(await noticesOf([client.id], "timesheet.submitted", `/client/engagements/${id}?week=${week}`)).toHaveLength(0);
    // A disputed week corrected down to nothing is not submitted again either.
    await expert.api.post(weekPath(id, week, "/submit"), { days: hours(week, [2]) });
    await client.api.post(weekPath(id, week, "/dispute"), { reason: "No work was agreed that week." });
    const corrected = await expert.api.post(weekPath(id, week, "/submit"), { days: hours(week, [0]) });
    expect(corrected.status).toBe(409);
    expect((await expert.api.get(weekPath(id, week))).body).toMatchObject({ status: "disputed", totalMinutes: 120 });
  });
});

describe("the 5-day auto-approval", () => {
  it("approves weeks submitted 5 days ago and unanswered, once, telling both once, however many instances run it", async () => {
    expect(JOBS.find((j) => j.name === "auto-approve-timesheets")).toBeDefined();
    const a = await active();
    const b = await active();
    for (const e of [a, b]) await e.expert.api.post(weekPath(e.id, weekAgo(1), "/submit"), { days: hours(weekAgo(1), [7, 7]) });
    await a.expert.api.post(weekPath(a.id, weekAgo(2), "/submit"), { days: [{ date: addDays(weekAgo(2), 2), minutes: 60 }] });
    // a's and b's last week were submitted six days ago; a's first week only four.
    const moveBack = (id: number, weekStart: string, days: number) =>
      t.deps.db
        .update(timesheetWeeks)
        .set({ submittedAt: sql`now() - make_interval(days => ${days}::int)` })
        .where(and(eq(timesheetWeeks.engagementId, id), eq(timesheetWeeks.weekStart, weekStart)));
    await moveBack(a.id, weekAgo(1), 6);
    await moveBack(b.id, weekAgo(1), 6);
    await moveBack(a.id, weekAgo(2), 4);

    await Promise.all([autoApproveWeeks(t.deps), autoApproveWeeks(t.deps), autoApproveWeeks(t.deps)]);
    await autoApproveWeeks(t.deps);
    for (const e of [a, b]) {
      const week = (await client.api.get(weekPath(e.id, weekAgo(1)))).body;
      expect(week).toMatchObject({ status: "approved", autoApproved: true, locked: true });
      expect(await noticesOf([client.id], "timesheet.auto-approved", `/client/engagements/${e.id}?week=${weekAgo(1)}`)).toHaveLength(1);
      expect(await noticesOf([e.expert.id], "timesheet.auto-approved", `/expert/engagements/${e.id}?week=${weekAgo(1)}`)).toHaveLength(1);
      const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "timesheet.approved"), eq(auditLog.targetId, String(e.id))));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: null, changes: { automatically: true } });
    }
    expect((await client.api.get(weekPath(a.id, weekAgo(2)))).body.status).toBe("submitted");
  });
});

describe("a week over the agreed hours", () => {
  it("shows the excess to the client and is never approved automatically, even after the hours are raised", async () => {
    const over = await active();
    const within = await active();
    const submitted = await over.expert.api.post(weekPath(over.id, weekAgo(1), "/submit"), { days: hours(weekAgo(1), [9, 9, 9, 9, 9]) });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body).toMatchObject({ status: "submitted", totalMinutes: 2_700, agreedMinutes: 2_400, excessMinutes: 300, autoApproveAt: null });
    const [notice] = await noticesOf([client.id], "timesheet.submitted", `/client/engagements/${over.id}?week=${weekAgo(1)}`);
    expect(notice.body).toMatch(/submitted 45 hours for the week of .*\. That is 5 hours over the 40 hours a week you agreed, so it waits for your answer: approve it or dispute it\.$/);
    expect((await client.api.get(weekPath(over.id, weekAgo(1)))).body).toMatchObject({ agreedMinutes: 2_400, excessMinutes: 300, autoApproveAt: null });
    expect((await within.expert.api.post(weekPath(within.id, weekAgo(1), "/submit"), { days: hours(weekAgo(1), [8, 8, 8, 8, 8]) })).body).toMatchObject({ excessMinutes: 0 });

    // The admin raises the weekly hours and both accept: the week began under the old terms and keeps them.
    expect((await admin.patch(`/api/engagements/${over.id}`, { weeklyHours: 50 })).status).toBe(200);
    for (const api of [client.api, over.expert.api]) {
      const shown = (await api.get(`/api/engagements/${over.id}`)).body;
      expect((await api.post(`/api/engagements/${over.id}/accept`, { sha256: shown.terms.sha256 })).status).toBe(200);
    }
    await t.deps.db
      .update(timesheetWeeks)
      .set({ submittedAt: sql`now() - make_interval(days => 30)` })
      .where(and(inArray(timesheetWeeks.engagementId, [over.id, within.id]), eq(timesheetWeeks.weekStart, weekAgo(1))));
    await Promise.all([autoApproveWeeks(t.deps), autoApproveWeeks(t.deps)]);
    expect((await client.api.get(weekPath(within.id, weekAgo(1)))).body).toMatchObject({ status: "approved", autoApproved: true });
    expect((await client.api.get(weekPath(over.id, weekAgo(1)))).body).toMatchObject({ status: "submitted", agreedMinutes: 2_400, excessMinutes: 300 });
    // The week after the new terms were accepted is measured against them.
    expect((await over.expert.api.get(weekPath(over.id, addDays(thisWeek(), 7)))).body.agreedMinutes).toBe(3_000);

    // The client answers it.
    const approved = await client.api.post(weekPath(over.id, weekAgo(1), "/approve"));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", autoApproved: false });
  });
});

describe("the Friday reminder", () => {
  /** Noon UTC on the Friday of the current week (a Friday in Johannesburg too). */
  const friday = () => new Date(`${addDays(thisWeek(), 4)}T12:00:00Z`);

  it("reminds the expert of the current week not yet submitted, once per week, on Friday in the expert's zone", async () => {
    expect(JOBS.find((j) => j.name === "remind-timesheets")).toBeDefined();
    const due = await active();
    const done = await active();
    await done.expert.api.post(weekPath(done.id, thisWeek(), "/submit"), { days: hours(thisWeek(), [8]) });
    const waiting = await active({ accepted: false });
    const link = (id: number) => `/expert/engagements/${id}?week=${thisWeek()}`;

    // Thursday: nobody.
    await remindTimesheets(t.deps, new Date(`${addDays(thisWeek(), 3)}T12:00:00Z`));
    expect(await noticesOf([due.expert.id], "timesheet.reminder")).toHaveLength(0);

    await Promise.all([remindTimesheets(t.deps, friday()), remindTimesheets(t.deps, friday())]);
    await remindTimesheets(t.deps, new Date(friday().getTime() + 3 * 3_600_000));
    const [told] = await noticesOf([due.expert.id], "timesheet.reminder", link(due.id));
    expect(told.body).toContain(`the week of`);
    expect(await noticesOf([due.expert.id], "timesheet.reminder")).toHaveLength(1);
    expect(await noticesOf([done.expert.id, waiting.expert.id], "timesheet.reminder")).toHaveLength(0);
    // The reminder leaves the week a draft the expert can still fill.
    expect((await due.expert.api.get(weekPath(due.id, thisWeek()))).body).toMatchObject({ status: "draft", may: { edit: true } });
  });

  it("goes by the expert's own Friday: late Thursday in UTC is already Friday in Auckland", async () => {
    const e = await active();
    await t.deps.db.update(experts).set({ timeZone: "Pacific/Auckland" }).where(eq(experts.userId, e.expert.id));
    await t.deps.db.update(clientProfiles).set({ timeZone: ZONE }).where(eq(clientProfiles.userId, client.id));
    await remindTimesheets(t.deps, new Date(`${addDays(thisWeek(), 3)}T20:00:00Z`));
    expect(await noticesOf([e.expert.id], "timesheet.reminder", `/expert/engagements/${e.id}?week=${thisWeek()}`)).toHaveLength(1);
  });
});

describe("the console", () => {
  it("lists the weeks waiting for the client and the disputed ones, a page at a time, to admins only", async () => {
    const e = await active();
    await e.expert.api.post(weekPath(e.id, weekAgo(1), "/submit"), { days: hours(weekAgo(1), [8]) });
    await e.expert.api.post(weekPath(e.id, weekAgo(2), "/submit"), { days: [{ date: addDays(weekAgo(2), 3), minutes: 120 }] });
    await client.api.post(weekPath(e.id, weekAgo(2), "/dispute"), { reason: "Wrong day" });
    const waiting = await admin.get("/api/admin/timesheets?status=submitted&limit=100");
    expectListAnswer(adminTimesheetWeekAnswer, waiting.body);
    expect(waiting.status).toBe(200);
    expect(waiting.body.some((w: { engagementId: number; weekStart: string; totalMinutes: number }) => w.engagementId === e.id && w.weekStart === weekAgo(1) && w.totalMinutes === 480)).toBe(true);
    expect(Number(waiting.headers.get("x-total-count"))).toBe(waiting.body.length);
    const disputed = await admin.get("/api/admin/timesheets?status=disputed");
    expect(disputed.body.find((w: { engagementId: number }) => w.engagementId === e.id)).toMatchObject({ status: "disputed", disputeReason: "Wrong day", companyName: "Northwind" });
    expect((await admin.get("/api/admin/timesheets?limit=1")).body).toHaveLength(1);
    expect((await client.api.get("/api/admin/timesheets")).status).toBe(403);
    expect((await admin.get("/api/admin/timesheets?status=approved")).status).toBe(400);
  });
});
