// PRODUCT.md's double-booking rule: a request overlapping a confirmed booking of the expert is 409,
// and so is confirming one that would overlap; pending requests may overlap each other.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, preBookings } from "@shared/schema";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let t: TestServer;
let client: ApiClient;
let otherClient: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  client = (await t.createUser("client")).api;
  otherClient = (await t.createUser("client")).api;
});
afterAll(async () => {
  await t?.close();
});

async function availableExpert() {
  const expert = await t.createUser("expert");
  await t.deps.db.insert(availability).values({ expertId: expert.id, availableFrom: day(0) });
  return expert;
}

// Without a pre-interview, so the expert may confirm at once.
const book = (api: ApiClient, expertId: number, from: number, to: number) => api.post("/api/pre-bookings", { expertId, startDate: day(from), endDate: day(to), preInterviewRequested: false });

describe("double bookings", () => {
  it("lets pending requests overlap, confirms one, then refuses a request sharing a day with it", async () => {
    const expert = await availableExpert();
    const first = await book(client, expert.id, 10, 40);
    const second = await book(otherClient, expert.id, 30, 60);
    expect([first.status, second.status]).toEqual([201, 201]);

    expect((await expert.api.patch(`/api/pre-bookings/${first.body.id}`, { status: "confirmed" })).status).toBe(200);

    // Ends on the confirmed booking's first day: dates are inclusive, so they overlap.
    const touching = await book(otherClient, expert.id, 5, 10);
    expect(touching.status).toBe(409);
    expect(touching.body.error.message).toMatch(/already booked from .* Please choose dates that do not overlap/);
    expect((await book(otherClient, expert.id, 20, 25)).status).toBe(409);
    // The day after its end is free again, and so is the time before it.
    expect((await book(otherClient, expert.id, 41, 50)).status).toBe(201);
    expect((await book(otherClient, expert.id, 2, 9)).status).toBe(201);
  });

  it("refuses to confirm a request overlapping a confirmed one; a declined one is no obstacle", async () => {
    const expert = await availableExpert();
    const a = await book(client, expert.id, 10, 20);
    const b = await book(otherClient, expert.id, 15, 25);
    const c = await book(otherClient, expert.id, 21, 30);
    expect((await expert.api.patch(`/api/pre-bookings/${a.body.id}`, { status: "confirmed" })).status).toBe(200);
    const refused = await expert.api.patch(`/api/pre-bookings/${b.body.id}`, { status: "confirmed" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("overlaps this one");
    // Still pending: it can be declined.
    expect((await expert.api.patch(`/api/pre-bookings/${b.body.id}`, { status: "declined" })).status).toBe(200);
    expect((await expert.api.patch(`/api/pre-bookings/${c.body.id}`, { status: "confirmed" })).status).toBe(200);
  });

  it("is held by the database too: a second overlapping confirmed row cannot be written", async () => {
    const expert = await availableExpert();
    const a = await book(client, expert.id, 10, 20);
    const b = await book(otherClient, expert.id, 20, 30);
    await t.deps.db.update(preBookings).set({ status: "confirmed" }).where(eq(preBookings.id, a.body.id));
    await expect(t.deps.db.update(preBookings).set({ status: "confirmed" }).where(eq(preBookings.id, b.body.id))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23P01" }),
    });
    const [{ confirmed }] = await t.deps.db
      .select({ confirmed: sql<number>`count(*)::int` })
      .from(preBookings)
      .where(sql`${preBookings.expertId} = ${expert.id} and ${preBookings.status} = 'confirmed'`);
    expect(confirmed).toBe(1);
  });
});
