// Interviews over HTTP (PRODUCT.md "Interviews across zones"): who may look for slots and read an
// interview (404 for anyone else), validation naming the field, slots inside both working days and
// clear of both parties' interviews, booking and the race for one slot, moving, cancelling, the
// client's outcome and the expert confirming after a pass; the meeting link each one carries and the
// reason a move gives the other side. Mail and reminders: invitations.api.test.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, experts, interviewQuarters, interviews, notifications, requisitionCandidates, requisitions } from "@shared/schema";
import { isWeekday } from "@shared/working-hours";
import { interviewAnswer, interviewSlotsAnswer } from "@shared/contracts/interviews";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, TEST_MEETING_URL_TEMPLATE, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let admin: ApiClient;

type Person = { api: ApiClient; id: number };

/** The first Monday at least `after` days from today (UTC calendar). */
function mondayAfter(after: number) {
  let d = addDays(todayUtc(), after);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}
const MONDAY = mondayAfter(7);
const SATURDAY = addDays(MONDAY, 5);

async function client(hours: { timeZone?: string; workStart?: string; workEnd?: string } = {}): Promise<Person> {
  const c = await t.createUser("client");
  const res = await c.api.post("/api/client/profile", { companyName: "Northwind", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", ...hours });
  expect(res.status, res.text).toBe(200);
  return c;
}

async function expert(hours: { timeZone?: string; workStart?: string; workEnd?: string } = {}): Promise<Person> {
  const e = await t.createUser("expert");
  await t.deps.db
    .update(experts)
    .set({ timeZone: hours.timeZone ?? "Africa/Johannesburg", workStart: hours.workStart ?? "08:00", workEnd: hours.workEnd ?? "17:00" })
    .where(eq(experts.userId, e.id));
  return e;
}

/** A pending pre-booking of the expert by the client that asks for an interview (or not). */
async function preBook(c: Person, e: Person, preInterviewRequested = true) {
  const res = await c.api.post("/api/pre-bookings", { expertId: e.id, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 130), preInterviewRequested });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const slots = (c: Person, e: Person, query: Record<string, string | number> = {}) => {
  const params = new URLSearchParams(Object.entries({ expertId: e.id, from: MONDAY, days: 1, minutes: 30, ...query }).map(([k, v]) => [k, String(v)]));
  return c.api.get(`/api/interviews/slots?${params}`);
};

async function firstSlot(c: Person, e: Person, query: Record<string, string | number> = {}) {
  const res = await slots(c, e, query);
  expect(res.status, res.text).toBe(200);
  expect(res.body.slots.length).toBeGreaterThan(0);
  return res.body.slots[0] as { startsAt: string; endsAt: string };
}

const book = (c: Person, e: Person, startsAt: string, subject: { preBookingId?: number; requisitionId?: number }, minutes = 30) =>
  c.api.post("/api/interviews", { expertId: e.id, startsAt, minutes, ...subject });

const noticesTo = (userId: number, kind: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const quartersOf = (interviewId: number) => t.deps.db.select().from(interviewQuarters).where(eq(interviewQuarters.interviewId, interviewId));

/** Moves an interview's start to `msFromNow` from now (the clock cannot be moved, so the row is). */
const startAt = (id: number, msFromNow: number) =>
  t.deps.db.execute(sql`update ${interviews} set starts_at = now() + make_interval(secs => ${msFromNow / 1000}), ends_at = now() + make_interval(secs => ${msFromNow / 1000}) + make_interval(mins => minutes) where id = ${id}`);

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

describe("a deactivated expert", () => {
  it("offers no slots, can no longer be booked (404), and their interviews to come are cancelled with notice to both", async () => {
    const [c, e, other] = [await client(), await expert(), await client()];
    const preBookingId = await preBook(c, e);
    const slot = await firstSlot(c, e);
    const booked = await book(c, e, slot.startsAt, { preBookingId });
    expect(booked.status, booked.text).toBe(201);
    // Another client's interview with them is under way: it is left to end.
    const otherBooking = await preBook(other, e);
    const underWay = await book(other, e, (await firstSlot(other, e, { from: addDays(MONDAY, 1) })).startsAt, { preBookingId: otherBooking });
    expect(underWay.status, underWay.text).toBe(201);
    await startAt(underWay.body.id, -10 * 60_000);
    expect(await quartersOf(booked.body.id)).not.toHaveLength(0);

    const deactivate = () => admin.patch(`/api/experts/${e.id}`, { isActive: false });
    const [first, second] = await Promise.all([deactivate(), deactivate()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, booked.body.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "The expert is no longer available.", cancelledBy: null, sequence: 1 });
    expect(await quartersOf(booked.body.id)).toHaveLength(0);
    const [toClient] = await noticesTo(c.id, "interview.cancelled");
    expect(toClient.body).toMatch(/^Your interview with .* on .* is cancelled: .* is no longer available\./);
    const [toExpert] = await noticesTo(e.id, "interview.cancelled");
    expect(toExpert.body).toMatch(/is cancelled: your profile is no longer active\.$/);
    // Told once, however many admins pressed at once.
    expect(await noticesTo(c.id, "interview.cancelled")).toHaveLength(1);
    expect(await noticesTo(e.id, "interview.cancelled")).toHaveLength(1);
    const [still] = await t.deps.db.select().from(interviews).where(eq(interviews.id, underWay.body.id));
    expect(still.status).toBe("scheduled");
    expect(await noticesTo(other.id, "interview.cancelled")).toHaveLength(0);

    const none = await slots(c, e);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe("Expert not found");
    expect((await book(c, e, slot.startsAt, { preBookingId })).status).toBe(404);

    expect((await admin.patch(`/api/experts/${e.id}`, { isActive: true })).status).toBe(200);
    expect((await slots(c, e)).status).toBe(200);
  });
});

describe("free slots", () => {
  it("lie inside both working days, on quarter hours, in the client's zone with the expert's local time beside", async () => {
    const [c, e] = [await client(), await expert()];
    await preBook(c, e);
    const res = await slots(c, e, { minutes: 30, days: 7 });
    expect(res.status, res.text).toBe(200);
    expectAnswer(interviewSlotsAnswer, res.body);
    expect(res.body).toMatchObject({
      expertId: e.id,
      from: MONDAY,
      days: 7,
      minutes: 30,
      emptyReason: null,
      client: { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" },
      expert: { timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" },
    });
    const all = res.body.slots as { startsAt: string; endsAt: string; client: { starts: { date: string; time: string }; ends: { time: string } }; expert: { starts: { time: string }; ends: { time: string } } }[];
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      expect(new Date(s.startsAt).getTime() % 900_000).toBe(0);
      expect(new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime()).toBe(30 * 60_000);
      expect(s.startsAt.endsWith("Z")).toBe(true);
      expect(isWeekday(s.client.starts.date)).toBe(true);
      expect(s.client.starts.time >= "09:00" && s.client.ends.time <= "17:00").toBe(true);
      expect(s.expert.starts.time >= "08:00" && s.expert.ends.time <= "17:00").toBe(true);
    }
    // Five working days of the week; the weekend has none. Each day starts at the client's 09:00 and
    // ends at the expert's 17:00 (London is behind Johannesburg all year).
    const days = [...new Set(all.map((s) => s.client.starts.date))];
    expect(days).toEqual([0, 1, 2, 3, 4].map((n) => addDays(MONDAY, n)));
    for (const day of days) {
      const ofDay = all.filter((s) => s.client.starts.date === day);
      expect(ofDay[0].client.starts.time).toBe("09:00");
      expect(ofDay.at(-1)!.expert.ends.time).toBe("17:00");
      // Overlapping slots are all offered, a quarter hour apart.
      expect(new Date(ofDay[1].startsAt).getTime() - new Date(ofDay[0].startsAt).getTime()).toBe(900_000);
    }
    const sorted = [...all].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(all).toEqual(sorted);
  });

  it("says why there are none: working days that never meet, or every shared time taken", async () => {
    const c = await client();
    const far = await expert({ timeZone: "Pacific/Honolulu", workStart: "09:00", workEnd: "17:00" });
    await preBook(c, far);
    const none = await slots(c, far, { days: 7 });
    expect(none.status, none.text).toBe(200);
    expect(none.body).toMatchObject({ slots: [], emptyReason: "no-shared-hours" });
    expect(none.body.emptyMessage).toMatch(/do not meet/);

    // An hour in common each day; once it is booked, that day has nothing left.
    const hour = await expert({ timeZone: "Europe/London", workStart: "09:00", workEnd: "10:00" });
    const booking = await preBook(c, hour);
    const [only] = (await slots(c, hour, { minutes: 60 })).body.slots;
    expect((await book(c, hour, only.startsAt, { preBookingId: booking }, 60)).status).toBe(201);
    const taken = await slots(c, hour, { minutes: 30 });
    expect(taken.body).toMatchObject({ slots: [], emptyReason: "all-taken" });
    expect(taken.body.emptyMessage).toMatch(/taken/);
  });

  it("clash with no interview of either party", async () => {
    const [c, other, e] = [await client(), await client(), await expert()];
    const [mine, theirs] = [await preBook(c, e), await preBook(other, e)];
    const first = await firstSlot(c, e);
    expect((await book(c, e, first.startsAt, { preBookingId: mine })).status).toBe(201);
    const start = new Date(first.startsAt).getTime();
    const clashes = (s: { startsAt: string; endsAt: string }) => new Date(s.startsAt).getTime() < start + 30 * 60_000 && start < new Date(s.endsAt).getTime();
    // The expert is busy for another client too…
    const forOther = await slots(other, e, { minutes: 60 });
    expect(forOther.body.slots.length).toBeGreaterThan(0);
    expect(forOther.body.slots.filter(clashes)).toEqual([]);
    expect(theirs).toBeGreaterThan(0);
    // …and the client for another expert.
    const e2 = await expert();
    await preBook(c, e2);
    const forMe = await slots(c, e2, { minutes: 45 });
    expect(forMe.body.slots.filter(clashes)).toEqual([]);
    expect(forMe.body.slots.some((s: { startsAt: string }) => new Date(s.startsAt).getTime() === start + 30 * 60_000)).toBe(true);
  });

  it("are for the client who may interview this expert: 404 for anyone else, 403 for experts, 401 signed out", async () => {
    const [c, stranger, e] = [await client(), await client(), await expert()];
    expect((await slots(c, e)).status).toBe(404);
    await preBook(c, e, false);
    // A pre-booking that did not ask for an interview is not one.
    expect((await slots(c, e)).status).toBe(404);
    await preBook(c, e);
    expect((await slots(c, e)).status).toBe(200);
    expect((await slots(stranger, e)).status).toBe(404);
    expect((await slots(e, e)).status).toBe(403);
    expect((await t.anon().get(`/api/interviews/slots?expertId=${e.id}&from=${MONDAY}&minutes=30`)).status).toBe(401);
  });

  it("refuses what it cannot answer with 400 naming the field", async () => {
    const [c, e] = [await client(), await expert()];
    await preBook(c, e);
    const cases: [Record<string, string | number>, string][] = [
      [{ minutes: 20 }, "minutes"],
      [{ minutes: "an hour" }, "minutes"],
      [{ days: 0 }, "days"],
      [{ days: 22 }, "days"],
      [{ days: 1.5 }, "days"],
      [{ from: "next monday" }, "from"],
      [{ from: "2026-02-30" }, "from"],
      [{ from: addDays(todayUtc(), -2) }, "from"],
      [{ from: addDays(todayUtc(), 367) }, "from"],
      [{ expertId: "x" }, "expertId"],
    ];
    for (const [change, field] of cases) {
      const res = await slots(c, e, change);
      expect(res.status, `${JSON.stringify(change)}: ${res.text}`).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
  });
});

describe("booking", () => {
  it("books a free slot for both, tells both, holds the quarter hours and writes the audit entry", async () => {
    const [c, e] = [await client(), await expert()];
    const booking = await preBook(c, e);
    const slot = await firstSlot(c, e, { minutes: 45 });
    const res = await book(c, e, slot.startsAt, { preBookingId: booking }, 45);
    expect(res.status, res.text).toBe(201);
    expectAnswer(interviewAnswer, res.body);
    expect(res.body).toMatchObject({
      status: "scheduled",
      sequence: 0,
      startsAt: slot.startsAt,
      minutes: 45,
      client: { id: c.id, companyName: "Northwind", timeZone: "Europe/London" },
      expert: { id: e.id, timeZone: "Africa/Johannesburg" },
      preBooking: { id: booking, status: "pending" },
      requisition: null,
    });
    expect(res.body.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.body.endsAt).getTime() - new Date(res.body.startsAt).getTime()).toBe(45 * 60_000);
    expect(res.body.client.starts.time).toBe("09:00");

    const id = res.body.id;
    expect(await quartersOf(id)).toHaveLength(2 * 3);
    const [toClient] = await noticesTo(c.id, "interview.booked");
    const [toExpert] = await noticesTo(e.id, "interview.booked");
    expect(toClient.link).toBe(`/client/dashboard#interview-${id}`);
    expect(toExpert.link).toBe(`/expert/dashboard#interview-${id}`);
    // Each reads the time on their own clock.
    expect(toClient.body).toContain("09:00");
    expect(toClient.body).toContain("Europe/London");
    expect(toExpert.body).toContain("Africa/Johannesburg");
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "interview.booked"), eq(auditLog.targetId, String(id))));
    expect(entry.actorId).toBe(c.id);

    // One scheduled interview per pre-booking: another is a 409 that says to move it.
    const later = (await slots(c, e, { minutes: 30, from: addDays(MONDAY, 1) })).body.slots[0];
    const again = await book(c, e, later.startsAt, { preBookingId: booking });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/Move it/);
  });

  it("gives every interview a meeting link: one made from MEETING_URL_TEMPLATE, or the client's own https link", async () => {
    const [c, e] = [await client(), await expert()];
    const [first, second] = [await preBook(c, e), await preBook(c, e)];
    const offered = await slots(c, e);
    expect(offered.body.meetingUrlMade).toBe(true);
    const [a, , b] = offered.body.slots;

    const made = await book(c, e, a.startsAt, { preBookingId: first });
    expect(made.status, made.text).toBe(201);
    expectAnswer(interviewAnswer, made.body);
    // The template with the interview's id and a key of its own, so no other meeting's link leads to it.
    const prefix = TEST_MEETING_URL_TEMPLATE.replace("{id}", `interview-${made.body.id}-`);
    expect(made.body.meetingUrl.startsWith(prefix)).toBe(true);
    expect(made.body.meetingUrl.slice(prefix.length)).toMatch(/^[0-9a-f]{16}$/);
    expect((await e.api.get(`/api/interviews/${made.body.id}`)).body.meetingUrl).toBe(made.body.meetingUrl);
    expect((await noticesTo(e.id, "interview.booked"))[0].body).toContain(made.body.meetingUrl);

    const own = await c.api.post("/api/interviews", { expertId: e.id, startsAt: b.startsAt, minutes: 30, preBookingId: second, meetingUrl: " https://teams.example.com/l/meetup-join/19%3Ameeting?context=abc " });
    expect(own.status, own.text).toBe(201);
    expectAnswer(interviewAnswer, own.body);
    expect(own.body.meetingUrl).toBe("https://teams.example.com/l/meetup-join/19%3Ameeting?context=abc");
    expect((await e.api.get(`/api/interviews/${own.body.id}`)).body.meetingUrl).toBe(own.body.meetingUrl);
    // Moving keeps the link.
    const moved = await c.api.patch(`/api/interviews/${own.body.id}`, { action: "move", startsAt: offered.body.slots[4].startsAt, reason: "Our lead is out that hour" });
    expect(moved.body.meetingUrl).toBe(own.body.meetingUrl);
  });

  it("takes only an https meeting link (400 naming meetingUrl otherwise)", async () => {
    const [c, e] = [await client(), await expert()];
    const booking = await preBook(c, e);
    const slot = await firstSlot(c, e);
    const bad = ["http://meet.example.com/room", "javascript:alert(1)", "ftp://meet.example.com/x", "meet.example.com/room", "https://", "https://localhost/room", "https://user:pw@meet.example.com/x", `https://meet.example.com/${"a".repeat(500)}`, 42];
    for (const meetingUrl of bad) {
      const res = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slot.startsAt, minutes: 30, preBookingId: booking, meetingUrl });
      expect(res.status, `${String(meetingUrl)}: ${res.text}`).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain("meetingUrl");
    }
    expect(await t.deps.db.select().from(interviews).where(eq(interviews.preBookingId, booking))).toEqual([]);
    // An empty link is none: one is made.
    const made = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slot.startsAt, minutes: 30, preBookingId: booking, meetingUrl: "" });
    expect(made.status, made.text).toBe(201);
    expect(made.body.meetingUrl.startsWith(TEST_MEETING_URL_TEMPLATE.replace("{id}", "interview-"))).toBe(true);
  });

  it("asks the client for their own link where no template is configured (400), and books with it", async () => {
    const bare = await startTestServer({ seed: false, env: { MEETING_URL_TEMPLATE: "" } });
    try {
      const c = await bare.createUser("client");
      expect((await c.api.post("/api/client/profile", { companyName: "Northwind", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" })).status).toBe(200);
      const e = await bare.createUser("expert");
      await bare.deps.db.update(experts).set({ timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" }).where(eq(experts.userId, e.id));
      const pb = await c.api.post("/api/pre-bookings", { expertId: e.id, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 130), preInterviewRequested: true });
      const offered = await c.api.get(`/api/interviews/slots?expertId=${e.id}&from=${MONDAY}&days=1&minutes=30`);
      expectAnswer(interviewSlotsAnswer, offered.body);
      expect(offered.body.meetingUrlMade).toBe(false);
      const startsAt = offered.body.slots[0].startsAt;
      const refused = await c.api.post("/api/interviews", { expertId: e.id, startsAt, minutes: 30, preBookingId: pb.body.id });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.details).toEqual([{ path: "meetingUrl", message: expect.stringMatching(/link to your video meeting/) }]);
      const own = await c.api.post("/api/interviews", { expertId: e.id, startsAt, minutes: 30, preBookingId: pb.body.id, meetingUrl: "https://meet.google.com/abc-defg-hij" });
      expect(own.status, own.text).toBe(201);
      expect(own.body.meetingUrl).toBe("https://meet.google.com/abc-defg-hij");
    } finally {
      await bare.close();
    }
  });

  it("books from a requisition's candidate marked for interview", async () => {
    const [c, e] = [await client(), await expert()];
    const [r] = await t.deps.db
      .insert(requisitions)
      .values({ clientId: c.id, title: "Data Engineer", mustHave: ["SQL"], startDate: addDays(todayUtc(), 30), weeks: 4, headcount: 1, minOverlapHours: 4, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", submittedAt: new Date(), dueAt: new Date(Date.now() + 14 * 86_400_000) })
      .returning();
    const reasons = { matchedSkills: ["SQL"], missingSkills: [], overlapHours: 6, coverage: 1, availableFrom: todayUtc() };
    await t.deps.db.insert(requisitionCandidates).values({ requisitionId: r.id, expertId: e.id, note: "Fits", score: 0.9, reasons, decision: null });
    expect((await slots(c, e)).status).toBe(404);
    await t.deps.db.update(requisitionCandidates).set({ decision: "interview" }).where(eq(requisitionCandidates.requisitionId, r.id));
    const slot = await firstSlot(c, e);
    const res = await book(c, e, slot.startsAt, { requisitionId: r.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ requisition: { id: r.id, title: "Data Engineer" }, preBooking: null });
  });

  it("refuses a time that is not a free slot with 409, and a malformed request with 400 naming the field", async () => {
    const [c, stranger, e] = [await client(), await client(), await expert()];
    const booking = await preBook(c, e);
    const at = (date: string, time: string) => `${date}T${time}:00Z`;
    for (const startsAt of [at(SATURDAY, "10:00"), at(MONDAY, "03:00"), at(MONDAY, "16:45"), new Date(Math.floor(Date.now() / 900_000) * 900_000 - 3_600_000).toISOString()]) {
      const res = await book(c, e, startsAt, { preBookingId: booking });
      expect(res.status, `${startsAt}: ${res.text}`).toBe(409);
      expect(res.body.error.message).toMatch(/no longer free|taken/);
    }
    const slot = await firstSlot(c, e);
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: slot.startsAt.replace(":00:00", ":07:00") }, "startsAt"],
      [{ startsAt: "tomorrow at nine" }, "startsAt"],
      [{ startsAt: "2027-03-08T09:00:00" }, "startsAt"],
      [{ minutes: 90 }, "minutes"],
      [{ preBookingId: undefined }, "preBookingId"],
      [{ requisitionId: 1 }, "preBookingId"],
      [{ expertId: -1 }, "expertId"],
    ];
    for (const [change, field] of cases) {
      const res = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slot.startsAt, minutes: 30, preBookingId: booking, ...change });
      expect(res.status, `${JSON.stringify(change)}: ${res.text}`).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
    // Someone else's pre-booking is not theirs to interview for.
    expect((await book(stranger, e, slot.startsAt, { preBookingId: booking })).status).toBe(404);
    expect((await book(e, e, slot.startsAt, { preBookingId: booking })).status).toBe(403);
  });

  it("gives one interview when two clients race for the same slot of one expert", async () => {
    const e = await expert();
    const [a, b] = [await client(), await client()];
    const [ba, bb] = [await preBook(a, e), await preBook(b, e)];
    const slot = await firstSlot(a, e, { from: addDays(MONDAY, 2), minutes: 60 });
    const results = await Promise.all([book(a, e, slot.startsAt, { preBookingId: ba }, 60), book(b, e, slot.startsAt, { preBookingId: bb }, 60)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const made = await t.deps.db.select().from(interviews).where(and(eq(interviews.expertId, e.id), eq(interviews.status, "scheduled")));
    expect(made).toHaveLength(1);
    expect(await quartersOf(made[0].id)).toHaveLength(8);
    // The loser's list refreshes without that time.
    const loser = results[0].status === 409 ? a : b;
    const after = await slots(loser, e, { from: addDays(MONDAY, 2), minutes: 60 });
    expect(after.body.slots.some((s: { startsAt: string }) => s.startsAt === slot.startsAt)).toBe(false);
  });
});

describe("reading", () => {
  it("shows an interview to its two parties and the admins; 404 to anyone else; lists each one's own, upcoming first", async () => {
    const [c, stranger, e, otherExpert] = [await client(), await client(), await expert(), await expert()];
    const booking = await preBook(c, e);
    const later = await firstSlot(c, e, { from: addDays(MONDAY, 3) });
    const sooner = await firstSlot(c, e, { from: addDays(MONDAY, 1) });
    const first = (await book(c, e, later.startsAt, { preBookingId: booking })).body;
    expect((await c.api.patch(`/api/interviews/${first.id}`, { action: "cancel", reason: "Wrong day" })).status).toBe(200);
    const second = (await book(c, e, sooner.startsAt, { preBookingId: booking })).body;

    for (const who of [c, e]) expect((await who.api.get(`/api/interviews/${second.id}`)).status).toBe(200);
    expectAnswer(interviewAnswer, (await c.api.get(`/api/interviews/${second.id}`)).body);
    expect((await admin.get(`/api/interviews/${second.id}`)).status).toBe(200);
    for (const who of [stranger, otherExpert]) expect((await who.api.get(`/api/interviews/${second.id}`)).status).toBe(404);
    expect((await t.anon().get(`/api/interviews/${second.id}`)).status).toBe(401);
    expect((await c.api.get(`/api/interviews/999999`)).status).toBe(404);

    const mine = await c.api.get("/api/interviews");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("x-total-count")).toBe("2");
    expectListAnswer(interviewAnswer, mine.body);
    expect(mine.body.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    expect((await e.api.get("/api/interviews")).body.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    expect((await stranger.api.get("/api/interviews")).body).toEqual([]);
    const all = await admin.get("/api/interviews?limit=100");
    expect(all.body.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});

describe("moving and cancelling", () => {
  it("moves to another free slot: the sequence rises, the other party is told, the old time is free again", async () => {
    const [c, e] = [await client(), await expert()];
    const booking = await preBook(c, e);
    const [a, , b] = (await slots(c, e, { minutes: 30 })).body.slots;
    const made = (await book(c, e, a.startsAt, { preBookingId: booking })).body;

    // Either party may see where it could go: its own time counts as free, others' do not.
    const where = await e.api.get(`/api/interviews/${made.id}/slots?from=${MONDAY}&days=1`);
    expect(where.status, where.text).toBe(200);
    expectAnswer(interviewSlotsAnswer, where.body);
    expect(where.body).toMatchObject({ minutes: 30, from: MONDAY });
    expect(where.body.slots.map((s: { startsAt: string }) => s.startsAt)).toContain(a.startsAt);
    expect((await (await client()).api.get(`/api/interviews/${made.id}/slots`)).status).toBe(404);

    // Moving asks for a reason: none, or only spaces, is a 400 naming it, and nothing moves.
    for (const reason of [undefined, "   "]) {
      const refused = await e.api.patch(`/api/interviews/${made.id}`, { action: "move", startsAt: b.startsAt, reason });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.details.map((d: { path: string }) => d.path)).toContain("reason");
      expect(refused.body.error.message).toMatch(/say why you are moving it/);
    }
    expect((await c.api.get(`/api/interviews/${made.id}`)).body).toMatchObject({ startsAt: a.startsAt, sequence: 0, moveReason: null, movedBy: null });

    const res = await e.api.patch(`/api/interviews/${made.id}`, { action: "move", startsAt: b.startsAt, reason: "  A client release moved to that morning.  " });
    expect(res.status, res.text).toBe(200);
    expectAnswer(interviewAnswer, res.body);
    expect(res.body).toMatchObject({ startsAt: b.startsAt, sequence: 1, status: "scheduled", minutes: 30 });
    // The other side reads the reason on the interview, and who gave it.
    const seen = await c.api.get(`/api/interviews/${made.id}`);
    expectAnswer(interviewAnswer, seen.body);
    expect(seen.body).toMatchObject({ moveReason: "A client release moved to that morning.", movedBy: "expert" });
    expect(Date.parse(seen.body.movedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await c.api.get("/api/interviews")).body[0]).toMatchObject({ id: made.id, moveReason: "A client release moved to that morning.", movedBy: "expert" });
    const quarters = (await quartersOf(made.id)).map((q) => q.startsAt.toISOString());
    expect(new Set(quarters)).toEqual(new Set([b.startsAt, new Date(new Date(b.startsAt).getTime() + 900_000).toISOString()]));
    const [told] = await noticesTo(c.id, "interview.moved");
    expect(told.body).toMatch(/moved your interview/);
    expect(told.body).toContain("Their reason: A client release moved to that morning.");
    expect((await noticesTo(e.id, "interview.moved"))[0].body).toMatch(/^You moved/);
    expect((await slots(c, e)).body.slots.some((s: { startsAt: string }) => s.startsAt === a.startsAt)).toBe(true);

    // The length may change too; a time that is taken is a 409.
    const longer = await c.api.patch(`/api/interviews/${made.id}`, { action: "move", startsAt: b.startsAt, minutes: 60, reason: "Two of us will join." });
    expect(longer.body).toMatchObject({ minutes: 60, sequence: 2, moveReason: "Two of us will join.", movedBy: "client" });
    expect((await e.api.get(`/api/interviews/${made.id}`)).body).toMatchObject({ moveReason: "Two of us will join.", movedBy: "client" });
    const other = await client();
    const otherBooking = await preBook(other, e);
    const busy = (await slots(other, e, { minutes: 30 })).body.slots[0];
    expect((await book(other, e, busy.startsAt, { preBookingId: otherBooking })).status).toBe(201);
    const clash = await c.api.patch(`/api/interviews/${made.id}`, { action: "move", startsAt: busy.startsAt, reason: "Earlier suits us" });
    expect(clash.status).toBe(409);
    expect((await c.api.get(`/api/interviews/${made.id}`)).body).toMatchObject({ startsAt: b.startsAt, sequence: 2 });
  });

  it("cancels with a reason: the other party is told, the time is free, and nothing more can happen to it", async () => {
    const [c, e, stranger] = [await client(), await expert(), await client()];
    const booking = await preBook(c, e);
    const slot = await firstSlot(c, e);
    const made = (await book(c, e, slot.startsAt, { preBookingId: booking })).body;
    const noReason = await c.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details.map((d: { path: string }) => d.path)).toContain("reason");
    const badAction = await c.api.patch(`/api/interviews/${made.id}`, { action: "postpone" });
    expect(badAction.status).toBe(400);
    expect(badAction.body.error.details.map((d: { path: string }) => d.path)).toContain("action");
    expect((await stranger.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Mine now" })).status).toBe(404);
    expect((await admin.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Admin" })).status).toBe(403);

    const res = await c.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "We filled the role" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", cancelReason: "We filled the role", cancelledBy: "client", sequence: 1 });
    expect(await quartersOf(made.id)).toEqual([]);
    const [told] = await noticesTo(e.id, "interview.cancelled");
    expect(told.body).toContain("We filled the role");
    expect((await c.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Again" })).status).toBe(409);
    expect((await e.api.patch(`/api/interviews/${made.id}`, { action: "move", startsAt: slot.startsAt, reason: "Too late" })).status).toBe(409);
    // Another can be booked for the same pre-booking, at the same time.
    expect((await book(c, e, slot.startsAt, { preBookingId: booking })).status).toBe(201);
  });

  it("two cancellations at once: one succeeds, the other is told it is too late", async () => {
    const [c, e] = [await client(), await expert()];
    const booking = await preBook(c, e);
    const made = (await book(c, e, (await firstSlot(c, e)).startsAt, { preBookingId: booking })).body;
    const results = await Promise.all([
      c.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Client" }),
      e.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Expert" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const cancelled = await t.deps.db.select().from(notifications).where(and(inArray(notifications.userId, [c.id, e.id]), eq(notifications.kind, "interview.cancelled")));
    expect(cancelled).toHaveLength(2);
  });
});

describe("the rule's move and a person's at once", () => {
  it("cancels once when the expert is deactivated as the client cancels: the other is a 409 or a skip", async () => {
    const [c, e] = [await client(), await expert()];
    const booking = await preBook(c, e);
    const made = (await book(c, e, (await firstSlot(c, e)).startsAt, { preBookingId: booking })).body;
    const [cancel, deactivated] = await Promise.all([
      c.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Plans changed" }),
      admin.patch(`/api/experts/${e.id}`, { isActive: false }),
    ]);
    expect(deactivated.status).toBe(200);
    expect([200, 409]).toContain(cancel.status);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, made.id));
    expect(row).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await noticesTo(e.id, "interview.cancelled")).toHaveLength(1);
    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "interview.cancelled"), eq(auditLog.targetId, String(made.id))));
    expect(entries).toHaveLength(1);
    expect((await admin.patch(`/api/experts/${e.id}`, { isActive: true })).status).toBe(200);
  });
});

describe("the outcome", () => {
  it("is the client's, after the start; the expert sees it and, after a pass, confirms the pre-booking", async () => {
    const [c, e] = [await client(), await expert()];
    const booking = await preBook(c, e);
    const made = (await book(c, e, (await firstSlot(c, e)).startsAt, { preBookingId: booking })).body;
    const outcome = { action: "outcome", outcome: "passed", notes: "Strong on streaming pipelines." };

    const early = await c.api.patch(`/api/interviews/${made.id}`, outcome);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/once the interview has started/);

    await startAt(made.id, -10 * 60_000);
    expect((await e.api.patch(`/api/interviews/${made.id}`, outcome)).status).toBe(403);
    const noNotes = await c.api.patch(`/api/interviews/${made.id}`, { action: "outcome", outcome: "passed" });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.error.details.map((d: { path: string }) => d.path)).toContain("notes");
    const wrong = await c.api.patch(`/api/interviews/${made.id}`, { action: "outcome", outcome: "maybe", notes: "Hmm" });
    expect(wrong.body.error.details.map((d: { path: string }) => d.path)).toContain("outcome");
    // Once started it cannot be moved or cancelled.
    expect((await e.api.patch(`/api/interviews/${made.id}`, { action: "cancel", reason: "Late" })).status).toBe(409);

    const res = await c.api.patch(`/api/interviews/${made.id}`, outcome);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "passed", outcomeNotes: "Strong on streaming pipelines." });
    const seen = await e.api.get(`/api/interviews/${made.id}`);
    expect(seen.body).toMatchObject({ status: "passed", outcomeNotes: "Strong on streaming pipelines.", preBooking: { id: booking, status: "pending" } });
    const [told] = await noticesTo(e.id, "interview.outcome");
    expect(told.body).toMatch(/passed/);
    expect(told.body).toMatch(/confirm the booking/);
    expect((await c.api.patch(`/api/interviews/${made.id}`, { ...outcome, outcome: "failed" })).status).toBe(409);

    const confirmed = await e.api.patch(`/api/pre-bookings/${booking}`, { status: "confirmed" });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await e.api.get(`/api/interviews/${made.id}`)).body.preBooking.status).toBe("confirmed");
  });
});
