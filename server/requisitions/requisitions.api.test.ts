// Requisitions over HTTP (PRODUCT.md "Beyond: from a shortlist…"): stating a need, who may read and
// change it, the admins' proposals through the match's hard filters, the client's answers, the moves
// between statuses (shortlisted, filled, closed) and the races where two requests could both make a
// move. The overdue clock and the console's figures are in overdue.api.test.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requisitionBookingAnswer } from "@shared/contracts/pre-bookings";
import { availability, experts, notifications, preBookings, requisitions, users } from "@shared/schema";
import { matchAnswer } from "@shared/contracts/match";
import { requisitionAnswer, requisitionSummaryAnswer } from "@shared/contracts/requisitions";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let admin: ApiClient;
let secondAdmin: ApiClient;
let adminIds: number[];
let client: { api: ApiClient; id: number };
let otherClient: { api: ApiClient; id: number };

const START = addDays(todayUtc(), 10);

const need = (overrides: Record<string, unknown> = {}) => ({
  title: "Senior Data Engineer",
  mustHave: ["Python"],
  niceToHave: ["dbt"],
  maxRate: 90,
  startDate: START,
  weeks: 4,
  headcount: 1,
  timeZone: "Europe/London",
  workStart: "09:00",
  workEnd: "17:00",
  minOverlapHours: 4,
  notes: "Batch pipelines to Airflow.",
  ...overrides,
});

/** An active expert who fits `need()`: Python and SQL, $50 an hour, a Johannesburg day, free from today. */
async function expert(opts: { skills?: string[]; rate?: number | null; timeZone?: string; workStart?: string; workEnd?: string; free?: boolean; active?: boolean } = {}) {
  const e = await t.createUser("expert", { activeExpert: opts.active ?? true });
  await t.deps.db
    .update(experts)
    .set({
      skills: opts.skills ?? ["Python", "SQL"],
      hourlyRateCents: opts.rate === undefined ? 5000 : opts.rate === null ? null : opts.rate * 100,
      timeZone: opts.timeZone ?? "Africa/Johannesburg",
      workStart: opts.workStart ?? "08:00",
      workEnd: opts.workEnd ?? "17:00",
    })
    .where(eq(experts.userId, e.id));
  if (opts.free ?? true) await t.deps.db.insert(availability).values({ expertId: e.id, availableFrom: todayUtc(), availableTo: null });
  return e;
}

async function state(api: ApiClient = client.api, body: Record<string, unknown> = need()) {
  const res = await api.post("/api/requisitions", body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; status: string; dueAt: string; submittedAt: string };
}

const propose = (id: number, expertId: number, note = "Built our kind of pipelines twice.", api: ApiClient = admin) => api.post(`/api/requisitions/${id}/candidates`, { expertId, note });
const noticesOf = (userIds: number[], kind: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, kind)));

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  secondAdmin = (await t.createUser("client", { isAdmin: true })).api;
  adminIds = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((u) => u.id);
  otherClient = await t.createUser("client");
});
// A client opens at most 10 requisitions a day (server/security/person-limits.api.test.ts): each test has its own.
beforeEach(async () => {
  client = await t.createUser("client");
  expect((await client.api.post("/api/client/profile", { companyName: "Northwind" })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("stating a need", () => {
  it("answers with the deadline 14 × 24 hours on, the days left and the live state, and tells the admins", async () => {
    const before = Date.now();
    const res = await client.api.post("/api/requisitions", need({ niceToHave: ["dbt", "DBT"], maxRate: "90" }));
    expect(res.status, res.text).toBe(201);
    const r = expectAnswer(requisitionAnswer, res.body);
    expect(r).toMatchObject({
      clientId: client.id,
      companyName: "Northwind",
      title: "Senior Data Engineer",
      mustHave: ["Python"],
      niceToHave: ["dbt"],
      maxRate: 90,
      startDate: START,
      weeks: 4,
      headcount: 1,
      status: "open",
      daysLeft: 14,
      shortlistSize: 2,
      missedGuarantee: false,
      candidates: [],
      counts: { proposed: 0, interview: 0, declined: 0, confirmedBookings: 0 },
    });
    expect(new Date(r.dueAt).getTime() - new Date(r.submittedAt).getTime()).toBe(14 * 24 * 3_600_000);
    // What the screens show as it is: still searched for, and the dates a booking of its candidates takes.
    expect(r).toMatchObject({ searching: true, bookingDates: { startDate: START, endDate: addDays(START, 4 * 7 - 1) } });
    expect(new Date(r.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const told = await noticesOf(adminIds, "requisition.submitted");
    expect(told.filter((n) => n.body.includes('"Senior Data Engineer"'))).toHaveLength(adminIds.length);

    const list = await client.api.get("/api/requisitions");
    expect(list.status).toBe(200);
    expectListAnswer(requisitionSummaryAnswer, list.body);
    expect(list.headers.get("x-total-count")).toBe(String(list.body.length));
    expect(list.body[0]).toMatchObject({ id: r.id, status: "open", daysLeft: 14 });
    expect(list.body[0]).not.toHaveProperty("candidates");
  });

  it("refuses a need it cannot search for with 400 naming each field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  " }, "title"],
      [{ mustHave: [] }, "mustHave"],
      [{ headcount: 0 }, "headcount"],
      [{ headcount: 11 }, "headcount"],
      [{ headcount: 1.5 }, "headcount"],
      [{ weeks: 105 }, "weeks"],
      [{ startDate: addDays(todayUtc(), -1) }, "startDate"],
      [{ workStart: "17:00", workEnd: "09:00" }, "workEnd"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ minOverlapHours: 3.3 }, "minOverlapHours"],
      [{ notes: "x".repeat(2001) }, "notes"],
    ];
    for (const [change, field] of cases) {
      const res = await client.api.post("/api/requisitions", need(change));
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path), field).toContain(field);
    }
  });

  it("is for client accounts: experts and admins are refused, visitors asked to sign in", async () => {
    const e = await t.createUser("expert");
    expect((await e.api.post("/api/requisitions", need())).status).toBe(403);
    expect((await admin.post("/api/requisitions", need())).status).toBe(403);
    expect((await t.anon().post("/api/requisitions", need())).status).toBe(401);
  });

  it("is read by its client and the admins alone: anyone else is told it does not exist", async () => {
    const r = await state();
    const e = await t.createUser("expert");
    expect((await client.api.get(`/api/requisitions/${r.id}`)).status).toBe(200);
    expect((await admin.get(`/api/requisitions/${r.id}`)).status).toBe(200);
    for (const api of [otherClient.api, e.api]) {
      const res = await api.get(`/api/requisitions/${r.id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Requisition not found");
      expect((await api.patch(`/api/requisitions/${r.id}`, { status: "closed" })).status).toBe(404);
    }
    expect((await t.anon().get(`/api/requisitions/${r.id}`)).status).toBe(401);
    expect((await otherClient.api.get("/api/requisitions")).body.map((x: { id: number }) => x.id)).not.toContain(r.id);
    expect((await client.api.get("/api/requisitions/999999")).status).toBe(404);
  });
});

describe("proposing candidates", () => {
  it("shows the admin the match's ranked suggestions for the need, with their reasons", async () => {
    const r = await state(client.api, need({ mustHave: ["Kafka"], niceToHave: ["Flink"] }));
    const strong = await expert({ skills: ["Kafka", "Flink", "Python"] });
    const plain = await expert({ skills: ["Kafka"] });
    await expert({ skills: ["Kafka"], rate: 200 });
    const res = await admin.get(`/api/admin/requisitions/${r.id}/suggestions`);
    expect(res.status, res.text).toBe(200);
    expectAnswer(matchAnswer, res.body);
    expect(res.body.results.map((x: { userId: number }) => x.userId)).toEqual([strong.id, plain.id]);
    expect(res.body.results[0].reasons).toMatchObject({ matchedSkills: ["Kafka", "Flink"], missingSkills: [], coverage: 1, availableFrom: START });
    expect(res.body.results[0].reasons.overlapHours).toBeGreaterThanOrEqual(4);
    expect(res.body.excludedBy.rate).toBe(1);
    expect((await client.api.get(`/api/admin/requisitions/${r.id}/suggestions`)).status).toBe(403);
  });

  it("proposes a fitting expert with a note in one step, and the client is told", async () => {
    const r = await state();
    const e = await expert();
    const res = await propose(r.id, e.id, "Led the same migration at a bank.");
    expect(res.status, res.text).toBe(201);
    expectAnswer(requisitionAnswer, res.body);
    expect(res.body.status).toBe("open");
    expect(res.body.counts.proposed).toBe(1);
    expect(res.body.candidates).toEqual([
      expect.objectContaining({
        expertId: e.id,
        note: "Led the same migration at a bank.",
        decision: null,
        booking: null,
        expert: expect.objectContaining({ userId: e.id, name: expect.any(String), skills: ["Python", "SQL"] }),
        reasons: expect.objectContaining({ matchedSkills: ["Python"], missingSkills: ["dbt"], coverage: 1 }),
      }),
    ]);
    const [told] = await noticesOf([client.id], "requisition.candidate-proposed").then((rows) => rows.filter((n) => n.link === `/client/requisitions/${r.id}`));
    expect(told.body).toContain("Led the same migration at a bank.");
    // The client sees the same candidate, the note and the reasons.
    expect(expectAnswer(requisitionAnswer, (await client.api.get(`/api/requisitions/${r.id}`)).body).candidates[0]).toMatchObject({ expertId: e.id, note: "Led the same migration at a bank." });
  });

  it("refuses an expert who fails the need's hard filters with 409 and each reason", async () => {
    const r = await state();
    const cases: [Parameters<typeof expert>[0], string[], RegExp][] = [
      [{ skills: ["SQL"] }, ["skills"], /Lacks the must-have skill Python/],
      [{ rate: 120 }, ["rate"], /Charges \$120 an hour, above the need's \$90/],
      [{ rate: null }, ["rate"], /Has no hourly rate/],
      [{ timeZone: "Pacific/Honolulu", workStart: "09:00", workEnd: "17:00" }, ["overlap"], /Shares 0 h of the client's working day/],
      [{ free: false }, ["availability"], /Free on 0 % of the engagement's days; at least 90 % is needed/],
      [{ skills: ["SQL"], rate: 120, free: false }, ["skills", "rate", "availability"], /Lacks .* Charges .* Free on/],
      [{ active: false }, ["active"], /Not active/],
    ];
    for (const [opts, filters, message] of cases) {
      const e = await expert(opts);
      const res = await propose(r.id, e.id);
      expect(res.status, JSON.stringify(opts)).toBe(409);
      expect(res.body.error.code).toBe("candidate_not_eligible");
      expect(res.body.error.details.map((d: { filter: string }) => d.filter), JSON.stringify(opts)).toEqual(filters);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await admin.get(`/api/requisitions/${r.id}`)).body.candidates).toEqual([]);
    expect((await propose(r.id, 999_999)).status).toBe(404);
  });

  it("is the admins' alone, needs a note, and takes each expert once", async () => {
    const r = await state();
    const e = await expert();
    expect((await propose(r.id, e.id, "Fits", client.api)).status).toBe(403);
    const noNote = await admin.post(`/api/requisitions/${r.id}/candidates`, { expertId: e.id, note: " " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.details[0]).toMatchObject({ path: "note" });
    expect((await propose(r.id, e.id)).status).toBe(201);
    const again = await propose(r.id, e.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already a candidate/);
    expect((await propose(999_999, e.id)).status).toBe(404);
  });

  it("shortlists once 2 × headcount are proposed, telling the client their shortlist is ready", async () => {
    const r = await state(client.api, need({ headcount: 2 }));
    const es = [await expert(), await expert(), await expert(), await expert()];
    for (const [i, e] of es.slice(0, 3).entries()) {
      const res = await propose(r.id, e.id);
      expect(res.body.status, `after ${i + 1}`).toBe("open");
    }
    const fourth = await propose(r.id, es[3].id);
    expect(fourth.body).toMatchObject({ status: "shortlisted", daysLeft: 0, missedGuarantee: false });
    expect(fourth.body.shortlistedAt).not.toBeNull();
    const ready = (await noticesOf([client.id], "requisition.shortlisted")).filter((n) => n.link === `/client/requisitions/${r.id}`);
    expect(ready).toHaveLength(1);
    expect(ready[0].body).toMatch(/^4 candidates for "Senior Data Engineer" are waiting for your answer/);
    // More may still be proposed; the shortlist is not made twice.
    expect((await propose(r.id, (await expert()).id)).body.status).toBe("shortlisted");
    expect((await noticesOf([client.id], "requisition.shortlisted")).filter((n) => n.link === `/client/requisitions/${r.id}`)).toHaveLength(1);
  });

  it("shortlists exactly once when two admins propose the last candidates at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      const r = await state();
      const [a, b] = [await expert(), await expert()];
      const answers = await Promise.all([propose(r.id, a.id, "A", admin), propose(r.id, b.id, "B", secondAdmin)]);
      expect(answers.map((x) => x.status)).toEqual([201, 201]);
      const now = (await admin.get(`/api/requisitions/${r.id}`)).body;
      expect(now.status).toBe("shortlisted");
      expect(now.counts.proposed).toBe(2);
      expect((await noticesOf([client.id], "requisition.shortlisted")).filter((n) => n.link === `/client/requisitions/${r.id}`)).toHaveLength(1);
    }
  });

  it("adds an expert proposed by two admins at once only once", async () => {
    const r = await state();
    const e = await expert();
    const answers = await Promise.all([propose(r.id, e.id, "A", admin), propose(r.id, e.id, "B", secondAdmin)]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
    expect((await admin.get(`/api/requisitions/${r.id}`)).body.candidates).toHaveLength(1);
  });
});

describe("the client's answers", () => {
  it("marks a candidate for interview, or declines with a reason that reaches the admins", async () => {
    const r = await state(client.api, need({ headcount: 2 }));
    const [a, b] = [await expert(), await expert()];
    await propose(r.id, a.id);
    await propose(r.id, b.id);
    const interview = await client.api.patch(`/api/requisitions/${r.id}/candidates/${a.id}`, { decision: "interview" });
    expect(interview.status, interview.text).toBe(200);
    expectAnswer(requisitionAnswer, interview.body);
    expect(interview.body.candidates.find((c: { expertId: number }) => c.expertId === a.id)).toMatchObject({ decision: "interview", declineReason: null });
    expect(interview.body.counts).toMatchObject({ interview: 1, declined: 0 });

    const noReason = await client.api.patch(`/api/requisitions/${r.id}/candidates/${b.id}`, { decision: "declined" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0]).toMatchObject({ path: "reason", message: "Please say why you are declining this candidate" });
    const declined = await client.api.patch(`/api/requisitions/${r.id}/candidates/${b.id}`, { decision: "declined", reason: "We need someone who has run Spark in production." });
    expect(declined.status).toBe(200);
    expect(declined.body.candidates.find((c: { expertId: number }) => c.expertId === b.id)).toMatchObject({
      decision: "declined",
      declineReason: "We need someone who has run Spark in production.",
    });
    const told = (await noticesOf(adminIds, "requisition.candidate-answered")).filter((n) => n.body.includes("We need someone who has run Spark in production."));
    expect(told).toHaveLength(adminIds.length);

    // Interview → declined is allowed; a declined candidate stays declined; the same answer twice changes nothing.
    expect((await client.api.patch(`/api/requisitions/${r.id}/candidates/${b.id}`, { decision: "interview" })).status).toBe(409);
    const before = (await noticesOf(adminIds, "requisition.candidate-answered")).length;
    expect((await client.api.patch(`/api/requisitions/${r.id}/candidates/${a.id}`, { decision: "interview" })).status).toBe(200);
    expect((await noticesOf(adminIds, "requisition.candidate-answered")).length).toBe(before);
    expect((await client.api.patch(`/api/requisitions/${r.id}/candidates/${a.id}`, { decision: "declined", reason: "Took another offer." })).status).toBe(200);
  });

  it("is the client's alone: other people 404, admins 403, unknown candidates 404", async () => {
    const r = await state();
    const e = await expert();
    await propose(r.id, e.id);
    const path = `/api/requisitions/${r.id}/candidates/${e.id}`;
    expect((await otherClient.api.patch(path, { decision: "interview" })).status).toBe(404);
    expect((await admin.patch(path, { decision: "interview" })).status).toBe(403);
    expect((await client.api.patch(`/api/requisitions/${r.id}/candidates/999999`, { decision: "interview" })).status).toBe(404);
    expect((await client.api.patch(path, { decision: "maybe" })).status).toBe(400);
  });
});

describe("closing", () => {
  it("lets the client close it, tells the admins, and then nothing more happens to it", async () => {
    const r = await state();
    const e = await expert();
    await propose(r.id, e.id);
    const res = await client.api.patch(`/api/requisitions/${r.id}`, { status: "closed" });
    expect(res.status, res.text).toBe(200);
    expectAnswer(requisitionAnswer, res.body);
    expect(res.body).toMatchObject({ status: "closed", daysLeft: 0 });
    expect(res.body.closedAt).not.toBeNull();
    expect((await noticesOf(adminIds, "requisition.closed")).filter((n) => n.body.includes("closed"))).not.toHaveLength(0);

    expect((await propose(r.id, (await expert()).id)).status).toBe(409);
    expect((await client.api.patch(`/api/requisitions/${r.id}/candidates/${e.id}`, { decision: "interview" })).status).toBe(409);
    expect((await client.api.patch(`/api/requisitions/${r.id}`, { status: "closed" })).status).toBe(200);
    expect((await client.api.patch(`/api/requisitions/${r.id}`, { status: "open" })).status).toBe(409);
  });

  it("refuses the moves that happen on their own, and an admin's close", async () => {
    const r = await state();
    for (const status of ["shortlisted", "filled", "overdue"]) {
      const res = await client.api.patch(`/api/requisitions/${r.id}`, { status });
      expect(res.status, status).toBe(409);
      expect(res.body.error.message).toMatch(/happens on its own/);
    }
    expect((await admin.patch(`/api/requisitions/${r.id}`, { status: "closed" })).status).toBe(403);
    expect((await client.api.patch(`/api/requisitions/${r.id}`, { status: "done" })).status).toBe(400);
  });
});

describe("filled from confirmed bookings", () => {
  const window = { startDate: START, endDate: addDays(START, 27), preInterviewRequested: false };

  it("is filled once headcount candidates pre-booked from it are confirmed, and client and admins are told", async () => {
    const r = await state();
    const [a, b] = [await expert(), await expert()];
    await propose(r.id, a.id);
    await propose(r.id, b.id);
    const booked = await client.api.post("/api/pre-bookings", { expertId: a.id, requisitionId: r.id, ...window });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body.requisitionId).toBe(r.id);
    const candidate = (await client.api.get(`/api/requisitions/${r.id}`)).body.candidates.find((c: { expertId: number }) => c.expertId === a.id);
    expect(candidate.booking).toMatchObject({ id: booked.body.id, status: "pending" });

    expect((await a.api.patch(`/api/pre-bookings/${booked.body.id}`, { status: "confirmed" })).status).toBe(200);
    const now = (await client.api.get(`/api/requisitions/${r.id}`)).body;
    expect(now).toMatchObject({ status: "filled", counts: { confirmedBookings: 1 } });
    expect(now.filledAt).not.toBeNull();
    const link = `/client/requisitions/${r.id}`;
    expect((await noticesOf([client.id], "requisition.filled")).filter((n) => n.link === link)).toHaveLength(1);
    expect((await noticesOf(adminIds, "requisition.filled")).length).toBeGreaterThanOrEqual(adminIds.length);
  });

  it("books only its own candidates, not declined ones, and only from the client's own requisition", async () => {
    const r = await state(client.api, need({ headcount: 2 }));
    const [a, b, stranger] = [await expert(), await expert(), await expert()];
    await propose(r.id, a.id);
    await propose(r.id, b.id);
    await client.api.patch(`/api/requisitions/${r.id}/candidates/${b.id}`, { decision: "declined", reason: "Too junior for us." });
    const notCandidate = await client.api.post("/api/pre-bookings", { expertId: stranger.id, requisitionId: r.id, ...window });
    expect(notCandidate.status).toBe(409);
    expect(notCandidate.body.error.message).toMatch(/not a candidate/);
    expect((await client.api.post("/api/pre-bookings", { expertId: b.id, requisitionId: r.id, ...window })).status).toBe(409);
    expect((await otherClient.api.post("/api/pre-bookings", { expertId: a.id, requisitionId: r.id, ...window })).status).toBe(404);
    expect(await t.deps.db.select().from(preBookings).where(eq(preBookings.requisitionId, r.id))).toEqual([]);
  });

  it("books the candidates marked for interview together, all or none, each booking made from the requisition", async () => {
    const r = await state(client.api, need({ headcount: 2 }));
    const [a, b, c] = [await expert(), await expert(), await expert()];
    for (const e of [a, b, c]) await propose(r.id, e.id);
    expect((await client.api.post(`/api/requisitions/${r.id}/pre-bookings`, window)).status).toBe(409);
    await client.api.patch(`/api/requisitions/${r.id}/candidates/${a.id}`, { decision: "interview" });
    await client.api.patch(`/api/requisitions/${r.id}/candidates/${c.id}`, { decision: "interview" });
    const res = await client.api.post(`/api/requisitions/${r.id}/pre-bookings`, { ...window, notes: "Both, please." });
    expect(res.status, res.text).toBe(201);
    expectAnswer(requisitionBookingAnswer, res.body);
    expect(res.body.requisitionId).toBe(r.id);
    expect(res.body.preBookings.map((p: { expertId: number }) => p.expertId)).toEqual([a.id, c.id]);
    expect(res.body.preBookings.every((p: { requisitionId: number; dreamTeamId: null; status: string }) => p.requisitionId === r.id && p.dreamTeamId === null && p.status === "pending")).toBe(
      true,
    );
    expect((await otherClient.api.post(`/api/requisitions/${r.id}/pre-bookings`, window)).status).toBe(404);
    expect((await admin.post(`/api/requisitions/${r.id}/pre-bookings`, window)).status).toBe(403);

    // Both experts confirm at the same moment: filled once, however the two interleave.
    const [pa, pc] = res.body.preBookings as { id: number }[];
    const answers = await Promise.all([a.api.patch(`/api/pre-bookings/${pa.id}`, { status: "confirmed" }), c.api.patch(`/api/pre-bookings/${pc.id}`, { status: "confirmed" })]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const now = (await client.api.get(`/api/requisitions/${r.id}`)).body;
    expect(now).toMatchObject({ status: "filled", counts: { confirmedBookings: 2 } });
    expect((await noticesOf([client.id], "requisition.filled")).filter((n) => n.link === `/client/requisitions/${r.id}`)).toHaveLength(1);
  });

  it("counts a requisition's bookings only: a confirmed booking of the same expert made elsewhere does not fill it", async () => {
    const r = await state();
    const e = await expert();
    await propose(r.id, e.id);
    const [elsewhere] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: client.id, expertId: e.id, startDate: addDays(START, 60), endDate: addDays(START, 80), preInterviewRequested: false })
      .returning({ id: preBookings.id });
    expect((await e.api.patch(`/api/pre-bookings/${elsewhere.id}`, { status: "confirmed" })).status).toBe(200);
    expect((await client.api.get(`/api/requisitions/${r.id}`)).body.status).toBe("open");
    const [row] = await t.deps.db.select({ status: requisitions.status }).from(requisitions).where(sql`${requisitions.id} = ${r.id}`);
    expect(row.status).toBe("open");
  });
});
