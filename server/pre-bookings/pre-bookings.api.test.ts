import { format, parseISO } from "date-fns";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, availability, dreamTeams, notifications, preBookings, users } from "@shared/schema";
import { DEMO_ACCOUNTS } from "../demo/demo-accounts";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { preBookingAnswer } from "@shared/contracts/pre-bookings";
import { JOBS } from "../jobs";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { settlePreBookings } from "./pre-bookings.service";

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let t: TestServer;
let dana: ApiClient;
let danaId: number;
let danaTeamId: number;
let other: { api: ApiClient; id: number };
let admin: ApiClient;
let expertIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestServer();
  dana = await t.loginAs("client");
  admin = await t.loginAs("admin");
  other = await t.createUser("client");
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client.login));
  danaId = row.id;
  const [team] = await t.deps.db.select({ id: dreamTeams.id }).from(dreamTeams).where(eq(dreamTeams.clientId, danaId)).limit(1);
  danaTeamId = team.id;
  const rows = await t.deps.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.userType, "expert"));
  expertIds = Object.fromEntries(rows.map((r) => [r.username, r.id]));
});
afterAll(async () => {
  await t?.close();
});

/** A fresh active expert with a saved availability window, signed in. */
async function expertWith(window: { from: number; to: number | null; preferred?: number }) {
  const expert = await t.createUser("expert");
  await t.deps.db.insert(availability).values({
    expertId: expert.id,
    availableFrom: day(window.from),
    availableTo: window.to === null ? null : day(window.to),
    preferredContractLength: window.preferred ?? 6,
  });
  return expert;
}

const notificationsOf = (userId: number) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

const book = (api: ApiClient, body: Record<string, unknown>) => api.post("/api/pre-bookings", body);

describe("submitting a pre-booking", () => {
  it("creates a pending request for the caller with the expert's preferred length and tells the expert", async () => {
    const expert = await expertWith({ from: 0, to: null, preferred: 12 });
    const res = await book(dana, { clientId: danaId, expertId: expert.id, dreamTeamId: danaTeamId, startDate: day(3), endDate: day(200), notes: "Platform work" });
    expect(res.status).toBe(201);
    const made = expectAnswer(preBookingAnswer, res.body);
    // The flow's expiry, worked out by the server: PREBOOKING_EXPIRY_DAYS after it was made, or once its start date has gone by.
    const startGone = Date.parse(`${made.startDate}T00:00:00Z`) + DAY;
    expect(Date.parse(made.expiresAt!)).toBe(Math.min(Date.parse(made.createdAt) + t.config.preBookingExpiryDays * DAY, startGone));
    expect(res.body).toMatchObject({
      clientId: danaId,
      clientName: "Dana Whitfield",
      expertId: expert.id,
      dreamTeamId: danaTeamId,
      startDate: day(3),
      endDate: day(200),
      contractLength: 12,
      preInterviewRequested: true,
      notes: "Platform work",
      status: "pending",
      statusReason: null,
    });
    // The answer is made without reading the booking back: it must say what a later read says.
    const listed = await dana.get(`/api/pre-bookings/client/${danaId}?limit=100`);
    expect(listed.body.find((b: { id: number }) => b.id === res.body.id)).toEqual(res.body);
    expect(res.body).toMatchObject({ companyName: expect.any(String), dreamTeamName: expect.any(String), expertName: expect.any(String) });
    const notes = await notificationsOf(expert.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "pre-booking.created", title: "New pre-booking request", readAt: null, link: "/expert/dashboard" });
    expect(notes[0].body).toContain("Dana Whitfield");
    expect((await expert.api.get("/api/notifications/unread-count")).body).toEqual({ count: 1 });
  });

  it("with or without a dream team, the answer and the notice carry the client, company, dates and length", async () => {
    const expert = await expertWith({ from: 0, to: null, preferred: 18 });
    const plain = await book(dana, { expertId: expert.id, startDate: day(5), endDate: day(90), notes: "Lakehouse" });
    const viaTeam = await book(dana, { expertId: expert.id, dreamTeamId: danaTeamId, startDate: day(5), endDate: day(90), notes: "Lakehouse" });
    expect(plain.status, plain.text).toBe(201);
    expect(viaTeam.status, viaTeam.text).toBe(201);
    expect(plain.body).toMatchObject({ contractLength: 18, dreamTeamId: null, dreamTeamName: null, companyName: expect.any(String) });
    const { id: _id, dreamTeamId: _team, dreamTeamName: _teamName, createdAt: _created, expiresAt: _expires, ...same } = plain.body;
    expect(viaTeam.body).toMatchObject({ ...same, dreamTeamId: danaTeamId });
    const listed = await dana.get(`/api/pre-bookings/client/${danaId}?limit=100`);
    expect(listed.body.find((b: { id: number }) => b.id === plain.body.id)).toEqual(plain.body);

    const when = `from ${format(parseISO(day(5)), "d MMM yyyy")} to ${format(parseISO(day(90)), "d MMM yyyy")}`;
    const told = await notificationsOf(expert.id);
    expect(told.map((n) => n.body)).toEqual([
      `Dana Whitfield (${plain.body.companyName}) would like to book you ${when}: 85 days booked, of an intended 18-month contract.`,
      `Dana Whitfield (${plain.body.companyName}) would like to book you ${when}: 85 days booked, of an intended 18-month contract.`,
    ]);
    expect(told[0]).toMatchObject({ kind: "pre-booking.created", title: "New pre-booking request", link: "/expert/dashboard", readAt: null });

    // A client without a company profile, and a length of their own.
    const noCompany = await book(other.api, { expertId: expert.id, startDate: day(5), endDate: day(90), contractLength: 3 });
    expect(noCompany.status, noCompany.text).toBe(201);
    expect(noCompany.body.companyName).toBeNull();
    const [last] = (await notificationsOf(expert.id)).filter((n) => !told.some((o) => o.id === n.id));
    expect(last.body).toBe(`${noCompany.body.clientName} would like to book you ${when}: 85 days booked, of an intended 3-month contract.`);
  });

  it("defaults the length to 6 without a saved availability, keeps explicit choices, and accepts ISO timestamps", async () => {
    const expert = await t.createUser("expert");
    const plain = await book(other.api, { expertId: expert.id, startDate: day(2), endDate: day(40) });
    expect(plain.status).toBe(201);
    expect(plain.body.contractLength).toBe(6);
    const chosen = await book(other.api, { expertId: expert.id, startDate: `${day(2)}T00:00:00.000Z`, endDate: day(40), contractLength: 24, preInterviewRequested: false });
    expect(chosen.status).toBe(201);
    expect(chosen.body).toMatchObject({ contractLength: 24, preInterviewRequested: false, startDate: day(2) });
  });

  it("never books for another client named in the body", async () => {
    const res = await book(dana, { clientId: other.id, expertId: expertIds.thandi, startDate: day(2), endDate: day(30) });
    expect(res.status).toBe(403);
  });

  it("is for signed-in clients only", async () => {
    const expert = await t.loginAs("expert");
    expect((await book(expert, { expertId: expertIds.pieter, startDate: day(5), endDate: day(30) })).status).toBe(403);
    expect((await book(t.anon(), { expertId: expertIds.pieter, startDate: day(5), endDate: day(30) })).status).toBe(401);
  });

  it("refuses inactive and unknown experts with 404", async () => {
    const inactive = await t.createUser("expert", { activeExpert: false });
    expect((await book(dana, { expertId: inactive.id, startDate: day(2), endDate: day(30) })).status).toBe(404);
    expect((await book(dana, { expertId: 999_999, startDate: day(2), endDate: day(30) })).status).toBe(404);
    expect(await notificationsOf(inactive.id)).toHaveLength(0);
  });

  it("stores nothing when the expert's notification cannot be written", async () => {
    const expert = await expertWith({ from: 0, to: null });
    await failNotificationsFor(expert.id, async () => {
      expect((await book(dana, { expertId: expert.id, startDate: day(3), endDate: day(30) })).status).toBe(500);
    });
    expect(await t.deps.db.select().from(preBookings).where(eq(preBookings.expertId, expert.id))).toEqual([]);
  });

  it("tells another company's client that its dream team does not exist", async () => {
    const res = await book(other.api, { expertId: expertIds.thandi, dreamTeamId: danaTeamId, startDate: day(2), endDate: day(30) });
    expect(res.status).toBe(404);
    expect((await book(other.api, { expertId: expertIds.thandi, dreamTeamId: 999_999, startDate: day(2), endDate: day(30) })).status).toBe(404);
  });

  describe("date rules against the expert's saved availability", () => {
    let expert: { id: number };
    beforeAll(async () => {
      expert = await expertWith({ from: 10, to: 100 });
    });

    const expectRefused = async (body: Record<string, unknown>, path: string, message: string | RegExp) => {
      const res = await book(dana, { expertId: expert.id, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe(path);
      expect(res.body.error.message).toMatch(message);
    };

    it("needs both dates", async () => {
      await expectRefused({ endDate: day(20) }, "startDate", "Please provide both start and end dates for the booking.");
      await expectRefused({ startDate: day(20), endDate: "" }, "endDate", "Please provide both start and end dates for the booking.");
    });

    it("needs the end after the start", async () => {
      await expectRefused({ startDate: day(20), endDate: day(20) }, "endDate", "End date must be after start date.");
      await expectRefused({ startDate: day(30), endDate: day(20) }, "endDate", "End date must be after start date.");
    });

    it("refuses a start before availableFrom and an end after availableTo, naming the date", async () => {
      const from = new Date(Date.now() + 10 * DAY).getUTCFullYear();
      await expectRefused({ startDate: day(9), endDate: day(50) }, "startDate", new RegExp(`only available from .*${from}`));
      await expectRefused({ startDate: day(20), endDate: day(101) }, "endDate", /only available until/);
    });

    it("accepts the edges of the window", async () => {
      const res = await book(dana, { expertId: expert.id, startDate: day(10), endDate: day(100) });
      expect(res.status).toBe(201);
    });

    it("refuses a start in the past and malformed input", async () => {
      const open = await expertWith({ from: -30, to: null });
      const past = await book(dana, { expertId: open.id, startDate: day(-1), endDate: day(30) });
      expect(past.status).toBe(400);
      expect(past.body.error.message).toBe("The start date cannot be in the past.");
      await expectRefused({ startDate: "2026-02-30", endDate: day(50) }, "startDate", /real date/);
      await expectRefused({ startDate: day(20), endDate: day(50), contractLength: 7 }, "contractLength", /3, 6, 12, 18, 24/);
      await expectRefused({ startDate: day(20), endDate: day(50), notes: "x".repeat(2001) }, "notes", /2000/);
      await expectRefused({ startDate: day(20), endDate: day(50), preInterviewRequested: "yes" }, "preInterviewRequested", /true or false/);
    });
  });
});

describe("reading pre-bookings", () => {
  it("lists a client's own bookings with expert names, newest first, and refuses others", async () => {
    const res = await dana.get(`/api/pre-bookings/client/${danaId}`);
    expect(res.status).toBe(200);
    const listed = expectListAnswer(preBookingAnswer, res.body);
    // Only a pending request has an expiry.
    expect(listed.every((b) => (b.status === "pending") === (b.expiresAt !== null))).toBe(true);
    expect(Number(res.headers.get("x-total-count"))).toBe(res.body.length);
    expect(res.body.map((b: { status: string }) => b.status)).toEqual(expect.arrayContaining(["pending", "confirmed", "declined", "completed"]));
    expect(res.body.every((b: { clientId: number; expertName: string }) => b.clientId === danaId && b.expertName)).toBe(true);
    const times = res.body.map((b: { createdAt: string }) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await other.api.get(`/api/pre-bookings/client/${danaId}`)).status).toBe(403);
    expect((await admin.get(`/api/pre-bookings/client/${danaId}`)).status).toBe(200);
    expect((await t.anon().get(`/api/pre-bookings/client/${danaId}`)).status).toBe(401);
  });

  it("lists an expert's own bookings and refuses other experts and clients", async () => {
    const thandi = await t.loginAs("expert");
    const res = await thandi.get(`/api/pre-bookings/expert/${expertIds.thandi}`);
    expect(res.status).toBe(200);
    expectListAnswer(preBookingAnswer, res.body);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((b: { expertId: number }) => b.expertId === expertIds.thandi)).toBe(true);
    expect(res.body[0]).not.toHaveProperty("email");
    expect((await thandi.get(`/api/pre-bookings/expert/${expertIds.pieter}`)).status).toBe(403);
    expect((await dana.get(`/api/pre-bookings/expert/${expertIds.thandi}`)).status).toBe(403);
  });

  it("gives admins every booking with search, a status filter and paging", async () => {
    type Listed = { id: number; expertId: number; expertName: string; clientName: string; status: string };
    /** Every booking a query matches, page by page of 100 (the largest page), checked against the total. */
    const everyMatch = async (query: string) => {
      const found: Listed[] = [];
      let total = 0;
      do {
        const res = await admin.get(`/api/pre-bookings?${query ? `${query}&` : ""}limit=100&offset=${found.length}`);
        expect(res.status, query).toBe(200);
        expectListAnswer(preBookingAnswer, res.body);
        total = Number(res.headers.get("x-total-count"));
        if (res.body.length === 0) break;
        found.push(...res.body);
      } while (found.length < total);
      expect(found, query).toHaveLength(total);
      return found;
    };
    expect((await dana.get("/api/pre-bookings")).status).toBe(403);
    const all = await everyMatch("");
    expect(all.length).toBeGreaterThan(2);
    const confirmed = await admin.get("/api/pre-bookings?status=confirmed");
    expect(confirmed.body.length).toBeGreaterThan(0);
    expect(confirmed.body.every((b: { status: string }) => b.status === "confirmed")).toBe(true);
    const byName = await admin.get("/api/pre-bookings?q=whitf");
    expect(byName.body.length).toBeGreaterThan(0);
    expect(byName.body.filter((b: { clientName: string }) => b.clientName !== "Dana Whitfield").map((b: { clientName: string; expertName: string }) => [b.clientName, b.expertName])).toEqual([]);
    const target = all[all.length - 1];
    // The oldest booking, found by its id, its expert's name and its expert's id among every match.
    const byId = await everyMatch(`q=${target.id}`);
    expect(byId.map((b) => b.id)).toContain(target.id);
    const byExpert = await everyMatch(`q=${encodeURIComponent(target.expertName.toUpperCase())}&status=all`);
    expect(byExpert.map((b) => b.id)).toContain(target.id);
    const named = (b: Listed) => [b.expertName, b.clientName].some((text) => text.toLowerCase().includes(target.expertName.toLowerCase()));
    expect(byExpert.filter((b) => !named(b))).toEqual([]);
    // A number matches booking ids and expert ids as text (SPEC.md section 5's substring match).
    const expertId = String(target.expertId);
    const byExpertId = await everyMatch(`q=${expertId}&status=all`);
    expect(byExpertId.map((b) => b.id)).toContain(target.id);
    // (and names that contain it: test accounts carry numbers in their names)
    const matches = (b: Listed) => [String(b.id), String(b.expertId), b.expertName, b.clientName].some((text) => text.includes(expertId));
    expect(byExpertId.filter((b) => !matches(b))).toEqual([]);
    expect((await admin.get("/api/pre-bookings?q=%25%25nothing%25")).body).toEqual([]);
    const paged = await admin.get("/api/pre-bookings?limit=2&offset=1");
    expect(paged.body.map((b: { id: number }) => b.id)).toEqual(all.slice(1, 3).map((b) => b.id));
    expect((await admin.get("/api/pre-bookings?status=maybe")).status).toBe(400);
  });
});

describe("status changes", () => {
  async function pendingBooking() {
    const expert = await expertWith({ from: 0, to: null });
    // Without a pre-interview, so the expert may confirm at once (pre-interview.api.test.ts has the rule).
    const res = await book(dana, { expertId: expert.id, startDate: day(5), endDate: day(60), preInterviewRequested: false });
    expect(res.status).toBe(201);
    return { expert, booking: res.body as { id: number } };
  }
  const statusOf = async (id: number) => (await t.deps.db.select().from(preBookings).where(eq(preBookings.id, id)))[0];

  it("lets the booked expert confirm a pending request, records the time and tells the client", async () => {
    const { expert, booking } = await pendingBooking();
    const before = (await notificationsOf(danaId)).length;
    const res = await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" });
    expect(res.status).toBe(200);
    expect(expectAnswer(preBookingAnswer, res.body)).toMatchObject({ status: "confirmed", expiresAt: null });
    expect(res.body.status).toBe("confirmed");
    expect(res.body.confirmedAt).not.toBeNull();
    const mine = await notificationsOf(danaId);
    // The confirmation, and the engagement it makes, whose terms the client is asked to accept.
    expect(mine).toHaveLength(before + 2);
    expect(mine.some((n) => n.kind === "pre-booking.confirmed" && n.title === "Booking confirmed")).toBe(true);
    expect(mine.some((n) => n.kind === "engagement.created" && n.title === "Terms to accept")).toBe(true);
    expect((await dana.get(`/api/pre-bookings/client/${danaId}`)).body.find((b: { id: number }) => b.id === booking.id).status).toBe("confirmed");
  });

  it("lets the booked expert decline, once", async () => {
    const { expert, booking } = await pendingBooking();
    const res = await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "declined" });
    expect(res.status).toBe(200);
    expect(res.body.declinedAt).not.toBeNull();
    expect((await notificationsOf(danaId)).some((n) => n.kind === "pre-booking.declined")).toBe(true);
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(409);
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "declined" })).status).toBe(409);
  });

  it("refuses anyone but the booked expert: other experts, the client, strangers and admins", async () => {
    const { booking } = await pendingBooking();
    const thandi = await t.loginAs("expert");
    expect((await thandi.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(403);
    expect((await dana.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(403);
    expect((await other.api.patch(`/api/pre-bookings/${booking.id}`, { status: "declined" })).status).toBe(403);
    expect((await admin.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(403);
    expect((await t.anon().patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(401);
    expect((await statusOf(booking.id)).status).toBe("pending");
    expect((await thandi.patch(`/api/pre-bookings/999999`, { status: "confirmed" })).status).toBe(404);
  });

  it("answers 409 for every other transition and 400 for an unknown status", async () => {
    const { expert, booking } = await pendingBooking();
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "pending" })).status).toBe(409);
    expect((await admin.patch(`/api/pre-bookings/${booking.id}`, { status: "completed" })).status).toBe(409);
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "archived" })).status).toBe(400);
    await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" });
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "pending" })).status).toBe(409);
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "completed" })).status).toBe(403);
    const done = await admin.patch(`/api/pre-bookings/${booking.id}`, { status: "completed" });
    expect(done.status).toBe(200);
    expect(done.body.completedAt).not.toBeNull();
    expect((await admin.patch(`/api/pre-bookings/${booking.id}`, { status: "completed" })).status).toBe(409);
  });

  it("commits nothing when the notification cannot be written", async () => {
    const { expert, booking } = await pendingBooking();
    await failNotificationsFor(danaId, async () => {
      const res = await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" });
      expect(res.status).toBe(500);
    });
    const row = await statusOf(booking.id);
    expect(row.status).toBe("pending");
    expect(row.confirmedAt).toBeNull();
  });
});

/** Makes every notification insert for one user fail while `fn` runs (a trigger), to prove atomicity. */
async function failNotificationsFor(userId: number, fn: () => Promise<void>) {
  await t.deps.db.execute(sql.raw(`create or replace function refuse_notification() returns trigger language plpgsql as $$
    begin if new.user_id = ${Number(userId)} then raise exception 'notifications unavailable'; end if; return new; end $$`));
  await t.deps.db.execute(sql.raw(`create trigger refuse_notification before insert on notifications for each row execute function refuse_notification()`));
  try {
    await fn();
  } finally {
    await t.deps.db.execute(sql.raw(`drop trigger refuse_notification on notifications`));
  }
}

describe("the lifecycle job", () => {
  async function insertBooking(values: Partial<typeof preBookings.$inferInsert> & { expertId: number }) {
    const [row] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: other.id, startDate: day(10), endDate: day(100), contractLength: 3, ...values })
      .returning();
    return row;
  }

  it("declines requests unanswered for the configured days or past their start, with a reason, and tells both sides once", async () => {
    const expert = await t.createUser("expert");
    const stale = await insertBooking({ expertId: expert.id, createdAt: new Date(Date.now() - 6 * DAY) });
    const started = await insertBooking({ expertId: expert.id, startDate: day(-1), endDate: day(60) });
    const fresh = await insertBooking({ expertId: expert.id, createdAt: new Date(Date.now() - 4 * DAY) });
    const clientBefore = (await notificationsOf(other.id)).length;

    const runs = await Promise.all([settlePreBookings(t.deps), settlePreBookings(t.deps)]);
    expect(runs[0].expired + runs[1].expired).toBeGreaterThanOrEqual(2);
    await settlePreBookings(t.deps);

    const rows = await t.deps.db.select().from(preBookings).where(eq(preBookings.expertId, expert.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(stale.id)).toMatchObject({ status: "declined", statusReason: "The expert did not respond within 5 days, so this request was declined automatically." });
    expect(byId.get(stale.id)!.declinedAt).not.toBeNull();
    expect(byId.get(started.id)!.statusReason).toMatch(/before the start date/);
    expect(byId.get(fresh.id)!.status).toBe("pending");

    const expertNotes = await notificationsOf(expert.id);
    expect(expertNotes.filter((n) => n.kind === "pre-booking.expired")).toHaveLength(2);
    const clientNotes = (await notificationsOf(other.id)).slice(clientBefore);
    expect(clientNotes.filter((n) => n.kind === "pre-booking.expired")).toHaveLength(2);

    const seen = await other.api.get(`/api/pre-bookings/client/${other.id}`);
    expect(seen.body.find((b: { id: number }) => b.id === stale.id).statusReason).toMatch(/within 5 days/);
  });

  it("runs as a periodic job", async () => {
    const job = JOBS.find((j) => j.name === "settle-pre-bookings");
    expect(job).toBeDefined();
    expect(job!.everyMs).toBeLessThanOrEqual(15 * 60_000);
    const expert = await t.createUser("expert");
    const stale = await insertBooking({ expertId: expert.id, createdAt: new Date(Date.now() - 8 * DAY) });
    await job!.run(t.deps);
    expect((await t.deps.db.select().from(preBookings).where(eq(preBookings.id, stale.id)))[0].status).toBe("declined");
  });

  it("uses the configured number of days", async () => {
    const short = await startTestServer({ seed: false, env: { PREBOOKING_EXPIRY_DAYS: "2" } });
    try {
      const client = await short.createUser("client");
      const expert = await short.createUser("expert");
      const [row] = await short.deps.db
        .insert(preBookings)
        .values({ clientId: client.id, expertId: expert.id, startDate: day(10), endDate: day(40), createdAt: new Date(Date.now() - 3 * DAY) })
        .returning();
      expect(await settlePreBookings(short.deps)).toMatchObject({ expired: 1 });
      const [after] = await short.deps.db.select().from(preBookings).where(eq(preBookings.id, row.id));
      expect(after.statusReason).toMatch(/within 2 days/);
    } finally {
      await short.close();
    }
  });

  it("declines nothing when the notifications cannot be written", async () => {
    const expert = await t.createUser("expert");
    const stale = await insertBooking({ expertId: expert.id, createdAt: new Date(Date.now() - 9 * DAY) });
    await failNotificationsFor(expert.id, async () => {
      await expect(settlePreBookings(t.deps)).rejects.toThrow();
    });
    expect((await t.deps.db.select().from(preBookings).where(eq(preBookings.id, stale.id)))[0].status).toBe("pending");
    await settlePreBookings(t.deps);
    expect((await t.deps.db.select().from(preBookings).where(eq(preBookings.id, stale.id)))[0].status).toBe("declined");
  });

  it("refuses to confirm a request that has expired but not yet been swept, and declines it", async () => {
    const expert = await t.createUser("expert");
    const stale = await insertBooking({ expertId: expert.id, createdAt: new Date(Date.now() - 7 * DAY) });
    const res = await expert.api.patch(`/api/pre-bookings/${stale.id}`, { status: "confirmed" });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/expired/);
    const [row] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, stale.id));
    expect(row.status).toBe("declined");
  });

  it("moves a row once when the job and a person move it at the same moment: one 409 or one skip", async () => {
    const movesOf = async (id: number, action: string) =>
      (await t.deps.db.select().from(auditLog).where(and(eq(auditLog.targetType, "pre-booking"), eq(auditLog.targetId, String(id)), eq(auditLog.action, action)))).length;
    // A request past its days, confirmed by its expert as the job declines it.
    const expert = await t.createUser("expert");
    const stale = await insertBooking({ expertId: expert.id, createdAt: new Date(Date.now() - 6 * DAY) });
    const [answer] = await Promise.all([expert.api.patch(`/api/pre-bookings/${stale.id}`, { status: "confirmed" }), settlePreBookings(t.deps)]);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/expired|already declined/);
    const [declined] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, stale.id));
    expect(declined).toMatchObject({ status: "declined", statusReason: expect.stringMatching(/within 5 days/) });
    expect((await notificationsOf(expert.id)).filter((n) => n.kind === "pre-booking.expired")).toHaveLength(1);
    expect(await movesOf(stale.id, "pre-booking.declined")).toBe(1);

    // A booking past its end date, completed by an admin as the job completes it.
    const busy = await t.createUser("expert");
    const ended = await insertBooking({ expertId: busy.id, startDate: day(-40), endDate: day(-2), status: "confirmed", confirmedAt: new Date(Date.now() - 41 * DAY) });
    const [byAdmin] = await Promise.all([admin.patch(`/api/pre-bookings/${ended.id}`, { status: "completed" }), settlePreBookings(t.deps)]);
    expect([200, 409]).toContain(byAdmin.status);
    expect((await t.deps.db.select().from(preBookings).where(eq(preBookings.id, ended.id)))[0].status).toBe("completed");
    expect(await movesOf(ended.id, "pre-booking.completed")).toBe(1);
  });

  it("completes confirmed bookings whose end date has passed", async () => {
    const expert = await t.createUser("expert");
    // Another expert: one expert's confirmed bookings never overlap.
    const busy = await t.createUser("expert");
    const ended = await insertBooking({ expertId: expert.id, startDate: day(-60), endDate: day(-1), status: "confirmed", confirmedAt: new Date(Date.now() - 61 * DAY) });
    const running = await insertBooking({ expertId: busy.id, startDate: day(-60), endDate: day(0), status: "confirmed" });
    await settlePreBookings(t.deps);
    const rows = await t.deps.db.select().from(preBookings).where(inArray(preBookings.expertId, [expert.id, busy.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ended.id)!.status).toBe("completed");
    expect(byId.get(ended.id)!.completedAt).not.toBeNull();
    expect(byId.get(running.id)!.status).toBe("confirmed");
  });
});
