import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experts, mailOutbox, notifications, preBookings } from "@shared/schema";
import { formatMomentIn } from "@shared/calendar";
import { JOBS } from "../jobs";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { openStream } from "../test/sse";
import { remindExpiringPreBookings } from "./pre-bookings.service";

/**
 * The expert is reminded once, 24 hours before a pending request expires (PREBOOKING_EXPIRY_DAYS
 * after it was made, or when its start date has passed). Time is moved by setting created_at.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let t: TestServer;
let client: { api: ApiClient; id: number };
let days: number;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  client = await t.createUser("client");
  days = t.config.preBookingExpiryDays;
});
afterAll(async () => {
  await t?.close();
});

/** A pending request of a new expert, made `ageMs` ago (by setting created_at), starting `start` days from today. */
async function pending(ageMs: number, start = 30) {
  const expert = await t.createUser("expert");
  const res = await client.api.post("/api/pre-bookings", { expertId: expert.id, startDate: day(start), endDate: day(start + 60) });
  expect(res.status, res.text).toBe(201);
  await t.deps.db
    .update(preBookings)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(preBookings.id, res.body.id));
  return { expert, bookingId: res.body.id as number };
}

const remindersOf = (userId: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "pre-booking.reminder")));

describe("the reminder before a request expires", () => {
  it("tells the expert once, 24 hours before the request expires, live and by mail", async () => {
    // Expires in 23 hours.
    const { expert, bookingId } = await pending(days * DAY - 23 * HOUR);
    // The time is given in the expert's own zone, as every notice gives times.
    await t.deps.db.update(experts).set({ timeZone: "America/Denver" }).where(eq(experts.userId, expert.id));
    const stream = await openStream(expert.api);
    expect(stream.status).toBe(200);
    try {
      await stream.stream!.waitFor("ready");
      expect(await remindExpiringPreBookings(t.deps)).toBeGreaterThanOrEqual(1);
      const [reminder] = await remindersOf(expert.id);
      expect(reminder).toMatchObject({ title: "Request expiring soon", link: "/expert/dashboard" });
      const [{ expiresAt }] = (await expert.api.get(`/api/pre-bookings/expert/${expert.id}`)).body;
      expect(reminder.body).toMatch(/^The request from Client Tester\d+ starting .+ expires on \d{1,2} \w{3} \d{4} at \d{2}:\d{2} \(Denver time\)\. Confirm or decline it before then/);
      expect(reminder.body).toContain(`expires on ${formatMomentIn(expiresAt, "America/Denver")}.`);
      expect(reminder.body).not.toMatch(/UTC/);
      const live = await stream.stream!.waitFor("notification", (n) => n.kind === "pre-booking.reminder");
      expect(live.data).toMatchObject({ id: reminder.id, refresh: ["notifications", "pre-bookings"] });
      expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.notificationId, reminder.id))).toHaveLength(1);
      const [booking] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, bookingId));
      expect(booking.remindedAt).toBeInstanceOf(Date);
      expect(booking.status).toBe("pending");
    } finally {
      await stream.stream?.close();
    }

    await remindExpiringPreBookings(t.deps);
    expect(await remindersOf(expert.id)).toHaveLength(1);
  });

  it("not earlier than 24 hours before, not after it expired, and not for answered requests", async () => {
    const early = await pending(days * DAY - 25 * HOUR);
    const expired = await pending(days * DAY + HOUR);
    const answered = await pending(days * DAY - 2 * HOUR);
    expect((await answered.expert.api.patch(`/api/pre-bookings/${answered.bookingId}`, { status: "declined" })).status).toBe(200);
    await remindExpiringPreBookings(t.deps);
    for (const { expert } of [early, expired, answered]) expect(await remindersOf(expert.id)).toHaveLength(0);

    // An hour later, the first is due.
    await t.deps.db
      .update(preBookings)
      .set({ createdAt: new Date(Date.now() - days * DAY + 23 * HOUR) })
      .where(eq(preBookings.id, early.bookingId));
    await remindExpiringPreBookings(t.deps);
    expect(await remindersOf(early.expert.id)).toHaveLength(1);
  });

  it("counts from the start date when that comes first; a request made within 24 hours of its end is not reminded of", async () => {
    // Starts today, made two days ago: it expires at the next midnight UTC, within 24 hours.
    const startsToday = await pending(2 * DAY, 0);
    // Starts today, made just now: its expert was told minutes ago.
    const madeLate = await pending(0, 0);
    await remindExpiringPreBookings(t.deps);
    expect(await remindersOf(startsToday.expert.id)).toHaveLength(1);
    expect(await remindersOf(madeLate.expert.id)).toHaveLength(0);
  });

  it("runs at once on several instances without reminding twice, as a periodic job", async () => {
    const { expert } = await pending(days * DAY - 12 * HOUR);
    await Promise.all([remindExpiringPreBookings(t.deps), remindExpiringPreBookings(t.deps), remindExpiringPreBookings(t.deps)]);
    expect(await remindersOf(expert.id)).toHaveLength(1);

    const job = JOBS.find((j) => j.name === "remind-pre-bookings");
    expect(job?.everyMs).toBeLessThanOrEqual(15 * 60_000);
    const other = await pending(days * DAY - 12 * HOUR);
    await job!.run(t.deps);
    expect(await remindersOf(other.expert.id)).toHaveLength(1);
  });
});
