// The pre-interview comes first (PRODUCT.md "Beyond: the joints of the journey"): a pre-booking that
// asked for one is confirmed only after an interview for it passed, and does not expire while one is
// scheduled, also when the expiry job and a person act at the same moment.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preBookingAnswer } from "@shared/contracts/pre-bookings";
import { experts, interviews, preBookings } from "@shared/schema";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { settlePreBookings } from "./pre-bookings.service";
import { addDays, todayUtc } from "@shared/calendar";

const DAY = 86_400_000;

let t: TestServer;
type Person = { api: ApiClient; id: number };

beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The first Monday at least `after` days from today (UTC calendar). */
function mondayAfter(after: number) {
  let d = addDays(todayUtc(), after);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}

async function pair(): Promise<{ c: Person; e: Person }> {
  const c = await t.createUser("client");
  expect((await c.api.post("/api/client/profile", { companyName: "Northwind", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" })).status).toBe(200);
  const e = await t.createUser("expert");
  await t.deps.db.update(experts).set({ timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" }).where(eq(experts.userId, e.id));
  return { c, e };
}

/** A pending request of `e` by `c`, made `ageDays` ago (created_at moved back: the clock cannot be). */
async function request(c: Person, e: Person, opts: { preInterviewRequested?: boolean; ageDays?: number } = {}) {
  const res = await c.api.post("/api/pre-bookings", { expertId: e.id, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 130), preInterviewRequested: opts.preInterviewRequested ?? true });
  expect(res.status, res.text).toBe(201);
  if (opts.ageDays) await t.deps.db.update(preBookings).set({ createdAt: new Date(Date.now() - opts.ageDays * DAY) }).where(eq(preBookings.id, res.body.id));
  return res.body.id as number;
}

/** Books the first free 30-minute slot of the week after next for the request, over HTTP. */
async function bookInterview(c: Person, e: Person, preBookingId: number) {
  const q = new URLSearchParams({ expertId: String(e.id), from: mondayAfter(7), days: "3", minutes: "30" });
  const slots = await c.api.get(`/api/interviews/slots?${q}`);
  expect(slots.status, slots.text).toBe(200);
  return c.api.post("/api/interviews", { expertId: e.id, startsAt: slots.body.slots[0].startsAt, minutes: 30, preBookingId });
}

/** The interview held, then recorded by the client (its start moved into the past first). */
async function recordOutcome(c: Person, interviewId: number, outcome: "passed" | "failed") {
  await t.deps.db.execute(sql`update ${interviews} set starts_at = now() - interval '40 minutes', ends_at = now() - interval '10 minutes' where id = ${interviewId}`);
  const res = await c.api.patch(`/api/interviews/${interviewId}`, { action: "outcome", outcome, notes: "Walked through a pipeline design." });
  expect(res.status, res.text).toBe(200);
}

const rowOf = async (id: number) => (await t.deps.db.select().from(preBookings).where(eq(preBookings.id, id)))[0];
const asExpert = async (e: Person, id: number) => expectListAnswer(preBookingAnswer, (await e.api.get(`/api/pre-bookings/expert/${e.id}`)).body).find((b) => b.id === id)!;

describe("confirming a request that asked for a pre-interview", () => {
  it("is refused (409, in words) until an interview for it has passed, then confirmed (200)", async () => {
    const { c, e } = await pair();
    const id = await request(c, e);
    expect((await asExpert(e, id)).preInterview).toBe("none");

    const early = await e.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("The client asked for a pre-interview first: you can confirm this booking once the client has interviewed you and recorded it as passed.");

    const booked = await bookInterview(c, e, id);
    expect(booked.status, booked.text).toBe(201);
    expect((await asExpert(e, id)).preInterview).toBe("scheduled");
    const whileScheduled = await e.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" });
    expect(whileScheduled.status).toBe(409);
    expect(whileScheduled.body.error.message).toMatch(/once that interview is recorded as passed/);
    expect((await rowOf(id)).status).toBe("pending");

    await recordOutcome(c, booked.body.id, "passed");
    expect((await asExpert(e, id)).preInterview).toBe("passed");
    const res = await e.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" });
    expect(res.status, res.text).toBe(200);
    expect(expectAnswer(preBookingAnswer, res.body)).toMatchObject({ status: "confirmed", preInterview: "passed", expiresAt: null });
  });

  it("stays refused after an interview that did not pass; a request without a pre-interview confirms at once", async () => {
    const { c, e } = await pair();
    const id = await request(c, e);
    const booked = await bookInterview(c, e, id);
    await recordOutcome(c, booked.body.id, "failed");
    expect((await asExpert(e, id)).preInterview).toBe("failed");
    expect((await e.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" })).status).toBe(409);
    // Declining is still the expert's.
    expect((await e.api.patch(`/api/pre-bookings/${id}`, { status: "declined" })).status).toBe(200);

    const other = await pair();
    const direct = await request(other.c, other.e, { preInterviewRequested: false });
    expect((await asExpert(other.e, direct)).preInterview).toBeNull();
    const res = await other.e.api.patch(`/api/pre-bookings/${direct}`, { status: "confirmed" });
    expect(res.status, res.text).toBe(200);
  });

  it("who may comes before when: the client and strangers are still 403", async () => {
    const { c, e } = await pair();
    const id = await request(c, e);
    expect((await c.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" })).status).toBe(403);
    const stranger = await t.createUser("expert");
    expect((await stranger.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" })).status).toBe(403);
  });
});

describe("the expiry waits for the pre-interview", () => {
  it("skips a request past its days while an interview for it is scheduled, and declines it once that is cancelled", async () => {
    const { c, e } = await pair();
    const id = await request(c, e);
    const booked = await bookInterview(c, e, id);
    expect(booked.status).toBe(201);
    await t.deps.db.update(preBookings).set({ createdAt: new Date(Date.now() - 9 * DAY) }).where(eq(preBookings.id, id));

    await settlePreBookings(t.deps);
    expect((await rowOf(id)).status).toBe("pending");
    expect(await asExpert(e, id)).toMatchObject({ status: "pending", preInterview: "scheduled", expiresAt: null });

    // The expert may still decline it themselves, as their own answer rather than an expiry.
    const stillTheirs = await pair();
    const another = await request(stillTheirs.c, stillTheirs.e);
    expect((await bookInterview(stillTheirs.c, stillTheirs.e, another)).status).toBe(201);
    await t.deps.db.update(preBookings).set({ createdAt: new Date(Date.now() - 9 * DAY) }).where(eq(preBookings.id, another));
    const declined = await stillTheirs.e.api.patch(`/api/pre-bookings/${another}`, { status: "declined" });
    expect(declined.status, declined.text).toBe(200);
    expect(await rowOf(another)).toMatchObject({ status: "declined", statusReason: null });

    expect((await c.api.patch(`/api/interviews/${booked.body.id}`, { action: "cancel", reason: "We filled the role internally." })).status).toBe(200);
    await settlePreBookings(t.deps);
    expect(await rowOf(id)).toMatchObject({ status: "declined", statusReason: expect.stringMatching(/did not respond within/) });
  });

  it("gives the expert the full days to answer after a pass that came late", async () => {
    const { c, e } = await pair();
    const id = await request(c, e);
    const booked = await bookInterview(c, e, id);
    await t.deps.db.update(preBookings).set({ createdAt: new Date(Date.now() - 9 * DAY) }).where(eq(preBookings.id, id));
    await recordOutcome(c, booked.body.id, "passed");

    await settlePreBookings(t.deps);
    const seen = await asExpert(e, id);
    expect(seen).toMatchObject({ status: "pending", preInterview: "passed" });
    const [interview] = await t.deps.db.select().from(interviews).where(eq(interviews.id, booked.body.id));
    expect(Date.parse(seen.expiresAt!)).toBe(interview.outcomeAt!.getTime() + t.config.preBookingExpiryDays * DAY);
    expect((await e.api.patch(`/api/pre-bookings/${id}`, { status: "confirmed" })).status).toBe(200);
  });

  it("is correct when the job runs as the client books the interview: never a declined request with an interview scheduled", async () => {
    for (let i = 0; i < 4; i++) {
      const { c, e } = await pair();
      const id = await request(c, e, { ageDays: 6 });
      const q = new URLSearchParams({ expertId: String(e.id), from: mondayAfter(7), days: "3", minutes: "30" });
      const slot = (await c.api.get(`/api/interviews/slots?${q}`)).body.slots[0];
      const [booked] = await Promise.all([c.api.post("/api/interviews", { expertId: e.id, startsAt: slot.startsAt, minutes: 30, preBookingId: id }), settlePreBookings(t.deps)]);
      const row = await rowOf(id);
      const scheduled = await t.deps.db.select().from(interviews).where(and(eq(interviews.preBookingId, id), eq(interviews.status, "scheduled")));
      if (booked.status === 201) {
        // The interview came first: the request waits for it.
        expect(row.status).toBe("pending");
        expect(scheduled).toHaveLength(1);
        await settlePreBookings(t.deps);
        expect((await rowOf(id)).status).toBe("pending");
      } else {
        // The expiry came first: no interview for a declined request.
        expect(booked.status).toBe(404);
        expect(row.status).toBe("declined");
        expect(scheduled).toHaveLength(0);
      }
    }
  });
});
