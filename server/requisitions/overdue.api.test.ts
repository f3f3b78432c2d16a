// The 14-day clock kept by the server: the hourly job marks open requisitions past their deadline
// overdue and tells the client and the admins once, on any number of instances; the console's queue
// puts them first, and its figures count them. Time is moved in the database, never waited for.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, availability, experts, notifications, requisitions, users } from "@shared/schema";
import { JOBS } from "../jobs";
import { requisitionFiguresAnswer, requisitionSummaryAnswer } from "@shared/contracts/requisitions";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { markOverdueRequisitions } from "./requisitions.service";
import { addDays, formatMomentIn, todayUtc } from "@shared/calendar";

const HOUR = 3_600_000;
let t: TestServer;
let admin: ApiClient;
let adminIds: number[];
let client: { api: ApiClient; id: number };

const need = (overrides: Record<string, unknown> = {}) => ({
  title: "ML Engineer",
  mustHave: ["Python"],
  startDate: addDays(todayUtc(), 10),
  weeks: 4,
  headcount: 1,
  timeZone: "Europe/London",
  workStart: "09:00",
  workEnd: "17:00",
  ...overrides,
});

async function state(overrides: Record<string, unknown> = {}) {
  const res = await client.api.post("/api/requisitions", need(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

/** Moves a requisition's clock: submitted `hoursAgo` hours ago, due 336 hours after that. */
async function submittedAgo(id: number, hoursAgo: number) {
  await t.deps.db
    .update(requisitions)
    .set({ submittedAt: sql`now() - make_interval(hours => ${hoursAgo}::int)`, dueAt: sql`now() - make_interval(hours => ${hoursAgo - 336}::int)` })
    .where(eq(requisitions.id, id));
}

async function fittingExpert() {
  const e = await t.createUser("expert");
  await t.deps.db.update(experts).set({ skills: ["Python"] }).where(eq(experts.userId, e.id));
  await t.deps.db.insert(availability).values({ expertId: e.id, availableFrom: todayUtc(), availableTo: null });
  return e;
}

/** The client's notices that this requisition is overdue. */
const overdueNotices = (id: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, "requisition.overdue"), eq(notifications.link, `/client/requisitions/${id}`)));

const statusOf = async (id: number) => (await t.deps.db.select().from(requisitions).where(eq(requisitions.id, id)))[0];

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  await t.createUser("client", { isAdmin: true });
  adminIds = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((u) => u.id);
});
// A client opens at most 10 requisitions a day (server/security/person-limits.api.test.ts): each test has its own.
beforeEach(async () => {
  client = await t.createUser("client");
});
afterAll(async () => {
  await t?.close();
});

describe("the hourly overdue job", () => {
  it("runs every hour", () => {
    expect(JOBS.find((j) => j.name === "mark-overdue-requisitions")?.everyMs).toBe(60 * 60_000);
  });

  it("marks an open requisition past its deadline overdue and tells the client and every admin once", async () => {
    const late = await state({ title: "Late role" });
    const onTime = await state({ title: "On-time role" });
    await submittedAgo(late, 337);
    await submittedAgo(onTime, 335);
    const before = (await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.overdue"))).length;

    await markOverdueRequisitions(t.deps);
    const row = await statusOf(late);
    expect(row.status).toBe("overdue");
    expect(row.overdueAt).not.toBeNull();
    expect((await statusOf(onTime)).status).toBe("open");

    const told = (await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.overdue"))).slice(before);
    expect(told.map((n) => n.userId).sort((a, b) => a - b)).toEqual([client.id, ...adminIds].sort((a, b) => a - b));
    expect(told.find((n) => n.userId === client.id)).toMatchObject({ title: "Your shortlist is late", link: `/client/requisitions/${late}` });
    expect(told.find((n) => n.userId === client.id)!.body).toMatch(/"Late role" ended on .* without a full shortlist\. We keep searching, free of charge/);
    expect(told.find((n) => n.userId === adminIds[0])!.body).toMatch(/"Late role" for .* passed its 14-day deadline with 0 of 2 candidates proposed/);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "requisition.overdue"), eq(auditLog.targetId, String(late))));
    expect(entry).toMatchObject({ actorId: null, targetType: "requisition", changes: { status: { from: "open", to: "overdue" } } });

    // Again: nothing more to do, nobody told twice.
    await markOverdueRequisitions(t.deps);
    expect((await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.overdue"))).length).toBe(before + told.length);

    // The client sees it at once, with the guarantee counted as missed.
    const seen = (await client.api.get(`/api/requisitions/${late}`)).body;
    expect(seen).toMatchObject({ status: "overdue", daysLeft: 0, missedGuarantee: true });
  });

  it("gives the deadline in each reader's zone: the client's own, the admins' team's, never UTC", async () => {
    expect((await client.api.post("/api/client/profile", { companyName: "Hudson Data", timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" })).status).toBe(200);
    const before = (await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.submitted"))).length;
    // The need's working day is London's; the client reads in their own zone, New York.
    const late = await state({ title: "Zoned role", timeZone: "Europe/London" });
    const submitted = (await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.submitted"))).slice(before);
    const { dueAt } = await statusOf(late);
    expect(submitted.find((n) => n.userId === adminIds[0])!.body).toContain(`The shortlist is due by ${formatMomentIn(dueAt, "Africa/Johannesburg")}.`);
    expect(formatMomentIn(dueAt, "Africa/Johannesburg")).toMatch(/\(Johannesburg time\)$/);

    await submittedAgo(late, 340);
    await markOverdueRequisitions(t.deps);
    // The client's screens read the same zone from the answer.
    expect((await client.api.get(`/api/requisitions/${late}`)).body).toMatchObject({ clientTimeZone: "America/New_York", timeZone: "Europe/London" });
    const [told] = await overdueNotices(late).then((rows) => rows.filter((n) => n.userId === client.id));
    const due = (await statusOf(late)).dueAt;
    expect(told.body).toContain(`ended on ${formatMomentIn(due, "America/New_York")} without a full shortlist`);
    expect(told.body).toMatch(/\(New York time\)/);
    for (const n of [...submitted, told]) expect(n.body).not.toMatch(/UTC/);
  });

  it("marks each requisition once when several instances run it at the same moment", async () => {
    const ids = [await state(), await state(), await state(), await state()];
    for (const id of ids) await submittedAgo(id, 400);
    const before = (await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.overdue"))).length;
    await Promise.all([markOverdueRequisitions(t.deps), markOverdueRequisitions(t.deps), markOverdueRequisitions(t.deps)]);
    const rows = await t.deps.db.select().from(requisitions).where(inArray(requisitions.id, ids));
    expect(rows.every((r) => r.status === "overdue")).toBe(true);
    const after = (await t.deps.db.select().from(notifications).where(eq(notifications.kind, "requisition.overdue"))).length;
    expect(after - before).toBe(ids.length * (1 + adminIds.length));
  });

  it("leaves shortlisted, closed and filled requisitions alone, whatever their deadline", async () => {
    const closed = await state();
    expect((await client.api.patch(`/api/requisitions/${closed}`, { status: "closed" })).status).toBe(200);
    const shortlisted = await state();
    for (let i = 0; i < 2; i++) expect((await admin.post(`/api/requisitions/${shortlisted}/candidates`, { expertId: (await fittingExpert()).id, note: "Fits" })).status).toBe(201);
    for (const id of [closed, shortlisted]) await submittedAgo(id, 500);
    await markOverdueRequisitions(t.deps);
    expect((await statusOf(closed)).status).toBe("closed");
    expect((await statusOf(shortlisted)).status).toBe("shortlisted");
    expect((await statusOf(shortlisted)).overdueAt).toBeNull();
  });

  it("keeps searching after the deadline: a late shortlist still counts as a missed guarantee", async () => {
    const id = await state();
    await submittedAgo(id, 340);
    // The job has not run yet: the first proposal finds the clock ran out and marks it overdue first.
    const first = await admin.post(`/api/requisitions/${id}/candidates`, { expertId: (await fittingExpert()).id, note: "Fits" });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ status: "overdue", missedGuarantee: true });
    expect(await overdueNotices(id)).toHaveLength(1);
    const second = await admin.post(`/api/requisitions/${id}/candidates`, { expertId: (await fittingExpert()).id, note: "Fits too" });
    expect(second.body).toMatchObject({ status: "shortlisted", missedGuarantee: true });
    await markOverdueRequisitions(t.deps);
    expect(await overdueNotices(id)).toHaveLength(1);
  });
});

describe("the console's queue", () => {
  it("lists requisitions being searched for, overdue ones first, then by the fewest days left", async () => {
    const fresh = await state({ title: "Fresh" });
    const older = await state({ title: "Older" });
    const overdue = await state({ title: "Overdue" });
    await submittedAgo(older, 200);
    await submittedAgo(overdue, 340);
    await markOverdueRequisitions(t.deps);

    const res = await admin.get("/api/admin/requisitions?limit=100");
    expect(res.status).toBe(200);
    expectListAnswer(requisitionSummaryAnswer, res.body);
    const ids = res.body.map((r: { id: number }) => r.id);
    expect(ids.indexOf(overdue)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(fresh));
    const statuses: string[] = res.body.map((r: { status: string }) => r.status);
    expect(statuses.lastIndexOf("overdue")).toBeLessThan(statuses.indexOf("open"));
    expect(new Set(statuses)).toEqual(new Set(["overdue", "open"]));
    expect(Number(res.headers.get("x-total-count"))).toBe(res.body.length);
    expect(res.body.find((r: { id: number }) => r.id === older)).toMatchObject({ daysLeft: 6, clientId: client.id });

    const all = await admin.get("/api/admin/requisitions?status=all&limit=100");
    expect(all.body.map((r: { status: string }) => r.status)).toContain("closed");
    const closed = await admin.get("/api/admin/requisitions?status=closed");
    expect(closed.body.every((r: { status: string }) => r.status === "closed")).toBe(true);
    expect((await admin.get("/api/admin/requisitions?status=late")).status).toBe(400);
    expect((await client.api.get("/api/admin/requisitions")).status).toBe(403);
  });
});

describe("the console's figures", () => {
  let f: TestServer;
  afterAll(async () => {
    await f?.close();
  });

  it("gives the median and 90th percentile time to shortlist over 90 days and the missed guarantees", async () => {
    f = await startTestServer({ seed: false });
    const fAdmin = await f.loginAs("admin");
    // Eleven requisitions: more than one client opens in a day, so two clients share them.
    const fClients = [await f.createUser("client"), await f.createUser("client")];
    let made = 0;
    const make = async () => {
      const res = await fClients[made++ % 2].api.post("/api/requisitions", need());
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const set = (id: number, values: Record<string, unknown>) => f.deps.db.update(requisitions).set(values).where(eq(requisitions.id, id));
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

    expect((await fAdmin.get("/api/admin/requisitions/figures")).body).toEqual({
      windowDays: 90,
      shortlisted: 0,
      medianHoursToShortlist: null,
      p90HoursToShortlist: null,
      missedGuarantees: 0,
      searching: 0,
      overdue: 0,
    });

    // Shortlisted in the window after 24, 48, 72, 96 and 240 hours; one long ago is left out.
    for (const hours of [24, 48, 72, 96, 240]) {
      const id = await make();
      await set(id, { status: "shortlisted", submittedAt: ago(24 * 20 + hours), dueAt: ago(24 * 20 + hours - 336), shortlistedAt: ago(24 * 20) });
    }
    const old = await make();
    await set(old, { status: "shortlisted", submittedAt: ago(24 * 100 + 10), dueAt: ago(24 * 100 + 10 - 336), shortlistedAt: ago(24 * 100) });
    // Missed: two marked overdue in the window (one since shortlisted late), one open past its deadline not yet marked; one missed long ago is left out.
    for (const at of [ago(24 * 5), ago(24 * 30)]) {
      const id = await make();
      await set(id, { status: "overdue", submittedAt: new Date(at.getTime() - 336 * HOUR), dueAt: at, overdueAt: at });
    }
    const unmarked = await make();
    await set(unmarked, { submittedAt: ago(340), dueAt: ago(4) });
    const ancient = await make();
    await set(ancient, { status: "closed", submittedAt: ago(24 * 130), dueAt: ago(24 * 116), overdueAt: ago(24 * 116), closedAt: ago(24 * 110) });
    await make(); // open, on time

    const res = await fAdmin.get("/api/admin/requisitions/figures");
    expect(res.status).toBe(200);
    expectAnswer(requisitionFiguresAnswer, res.body);
    // percentile_cont: the median of five is the third; the 90th percentile lies 0.6 of the way from the fourth (96) to the fifth (240).
    expect(res.body).toEqual({
      windowDays: 90,
      shortlisted: 5,
      medianHoursToShortlist: 72,
      p90HoursToShortlist: 182.4,
      missedGuarantees: 3,
      searching: 4,
      overdue: 3,
    });
    expect((await fClients[0].api.get("/api/admin/requisitions/figures")).status).toBe(403);
  });
});
