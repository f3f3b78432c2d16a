// Limits per person on what notifies others and mails them (docs/decisions/075-*): messages in a
// conversation, requisitions, and interviews booked, moved or cancelled. Each is counted before it
// is done, so requests sent at the same moment pass the limit exactly; the rest get 429 with
// Retry-After and the limit's message. Run on PostgreSQL, where the requests really run at once.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, PERSON_LIMITS } from "@shared/constants";
import { experts, interviews, requisitions, threadMessages } from "@shared/schema";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

const AT_ONCE = 50;

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  await t.createUser("client", { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; headers: Headers; body: { error?: { code: string; message: string } } };

/** `n` calls started together, and their answers by status. */
async function atOnce(n: number, call: (i: number) => Promise<Answer>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => call(i)));
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return { counts, refused: answers.filter((a) => a.status === 429) };
}

/** Every refusal says why and when to come back: within the window, never after it. */
function expectRefusals(refused: Answer[], rule: { windowSeconds: number; message: string }) {
  for (const r of refused) {
    expect(r.body.error).toEqual({ code: "too_many_requests", message: rule.message });
    const wait = Number(r.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(rule.windowSeconds);
  }
}

const need = (title = "Analytics Engineer") => ({
  title,
  mustHave: ["dbt"],
  startDate: addDays(todayUtc(), 14),
  weeks: 8,
  headcount: 1,
  timeZone: "Europe/London",
  workStart: "09:00",
  workEnd: "17:00",
});

async function requisitionOf(api: ApiClient) {
  const res = await api.post("/api/requisitions", need());
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const countWhere = async (table: typeof requisitions | typeof threadMessages, where: ReturnType<typeof eq>) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0].n;

describe("messages in a conversation", () => {
  const { limit } = PERSON_LIMITS.threadMessages;

  it(`take ${limit} of ${AT_ONCE} sent at once by one person in a minute; the rest are 429 with Retry-After, and nothing of them is kept`, async () => {
    const client = await t.createUser("client");
    const id = await requisitionOf(client.api);
    const { counts, refused } = await atOnce(AT_ONCE, (i) => client.api.post(`/api/threads/requisition/${id}/messages`, { body: `Message ${i}` }));
    expect(counts).toEqual({ 201: limit, 429: AT_ONCE - limit });
    expectRefusals(refused, PERSON_LIMITS.threadMessages);
    expect(await countWhere(threadMessages, eq(threadMessages.authorId, client.id))).toBe(limit);

    // Per conversation: the same person may still write in another one.
    const other = await requisitionOf(client.api);
    expect((await client.api.post(`/api/threads/requisition/${other}/messages`, { body: "About the other role" })).status).toBe(201);
  });
});

describe("requisitions", () => {
  const { limit } = PERSON_LIMITS.requisitions;

  it("are not opened by a client whose e-mail address is not verified: 403 saying to verify it first", async () => {
    const unverified = await t.createUser("client", { unverified: true });
    const res = await unverified.api.post("/api/requisitions", need());
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: "email_unverified", message: ACCOUNT_MESSAGES.verifyBeforeRequisition });
    expect(await countWhere(requisitions, eq(requisitions.clientId, unverified.id))).toBe(0);
  });

  it(`are at most ${limit} a day per client, however many are sent at once`, async () => {
    const client = await t.createUser("client");
    const { counts, refused } = await atOnce(AT_ONCE, (i) => client.api.post("/api/requisitions", need(`Role ${i}`)));
    expect(counts).toEqual({ 201: limit, 429: AT_ONCE - limit });
    expectRefusals(refused, PERSON_LIMITS.requisitions);
    expect(await countWhere(requisitions, eq(requisitions.clientId, client.id))).toBe(limit);
    // Another client is not held back by this one.
    const other = await t.createUser("client");
    expect((await other.api.post("/api/requisitions", need())).status).toBe(201);
  });
});

describe("interviews booked, moved and cancelled", () => {
  const { limit } = PERSON_LIMITS.interviewChanges;

  /** The first Monday at least a week away. */
  function monday() {
    let d = addDays(todayUtc(), 7);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
    return d;
  }

  it(`are at most ${limit} a day per person together: a booking and ${AT_ONCE} moves sent at once leave ${limit - 1} moves made`, async () => {
    const client = await t.createUser("client");
    expect((await client.api.post("/api/client/profile", { companyName: "Northwind", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" })).status).toBe(200);
    const expert = await t.createUser("expert");
    await t.deps.db.update(experts).set({ timeZone: "Europe/London", workStart: "08:00", workEnd: "18:00" }).where(eq(experts.userId, expert.id));
    const preBooking = await client.api.post("/api/pre-bookings", { expertId: expert.id, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 130), preInterviewRequested: true });
    expect(preBooking.status, preBooking.text).toBe(201);
    const found = await client.api.get(`/api/interviews/slots?expertId=${expert.id}&from=${monday()}&days=5&minutes=30`);
    expect(found.status, found.text).toBe(200);
    const starts = (found.body.slots as { startsAt: string }[]).map((s) => s.startsAt);
    expect(starts.length).toBeGreaterThan(AT_ONCE);

    const booked = await client.api.post("/api/interviews", { expertId: expert.id, startsAt: starts[0], minutes: 30, preBookingId: preBooking.body.id });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as number;
    const { counts, refused } = await atOnce(AT_ONCE, (i) => client.api.patch(`/api/interviews/${id}`, { action: "move", startsAt: starts[i + 1], reason: "Another hour suits us" }));
    expect(counts).toEqual({ 200: limit - 1, 429: AT_ONCE - (limit - 1) });
    expectRefusals(refused, PERSON_LIMITS.interviewChanges);
    // Each move made raised the invitation's sequence once: no more moves were made than answered.
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row.sequence).toBe(limit - 1);

    // A cancel counts with them, and is refused too; the other party has their own allowance.
    const cancel = await client.api.patch(`/api/interviews/${id}`, { action: "cancel", reason: "Filled" });
    expect(cancel.status).toBe(429);
    expectRefusals([cancel], PERSON_LIMITS.interviewChanges);
    const byExpert = await expert.api.patch(`/api/interviews/${id}`, { action: "cancel", reason: "No longer available" });
    expect(byExpert.status, byExpert.text).toBe(200);
    expect((await t.deps.db.select().from(interviews).where(and(eq(interviews.id, id), eq(interviews.status, "cancelled")))).length).toBe(1);
  });
});
