// expert_match, the narrow row per expert the match reads, stays exact after every write path:
// profile edits, activation, availability saves, bookings made, answered, expired, completed and
// deleted, a team booked at once, and deleted users. After each, every row is compared with one
// worked out here, in TypeScript, from experts, availability and pre_bookings, and the number of
// active experts kept in expert_match_totals with a count of them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, dreamTeamMembers, dreamTeams, expertMatch, expertMatchTotals, experts, preBookings, users } from "@shared/schema";
import { settlePreBookings } from "../pre-bookings/pre-bookings.service";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays } from "@shared/calendar";
import { passVetting } from "../test/vetting";

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let t: TestServer;
let client: { api: ApiClient; id: number };
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  client = await t.createUser("client");
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

/** Inclusive date ranges merged as PostgreSQL prints a datemultirange: '{[a,b),[c,d)}', half-open, touching ranges joined. */
function multirange(ranges: { startDate: string; endDate: string }[]) {
  const sorted = [...ranges].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const merged: { from: string; to: string }[] = [];
  for (const r of sorted) {
    const to = addDays(r.endDate, 1);
    const last = merged[merged.length - 1];
    if (last && r.startDate <= last.to) last.to = to > last.to ? to : last.to;
    else merged.push({ from: r.startDate, to });
  }
  return `{${merged.map((m) => `[${m.from},${m.to})`).join(",")}}`;
}

/** What every expert's row should hold, from the source tables. */
async function expected() {
  const [people, windows, bookings] = await Promise.all([t.deps.db.select().from(experts), t.deps.db.select().from(availability), t.deps.db.select().from(preBookings)]);
  return people
    .map((e) => {
      const a = windows.find((w) => w.expertId === e.userId && w.status === "available");
      return {
        expertId: e.userId,
        isActive: e.isActive,
        skills: e.skills.map((s) => s.toLowerCase()),
        hourlyRateCents: e.hourlyRateCents,
        yearsExperience: e.yearsExperience,
        timeZone: e.timeZone,
        workStart: e.workStart,
        workEnd: e.workEnd,
        availableFrom: a?.availableFrom ?? null,
        availableTo: a?.availableTo ?? null,
        busy: multirange(bookings.filter((b) => b.expertId === e.userId && (b.status === "pending" || b.status === "confirmed"))),
      };
    })
    .sort((x, y) => x.expertId - y.expertId);
}

async function kept() {
  return (await t.deps.db.select().from(expertMatch)).sort((x, y) => x.expertId - y.expertId);
}

async function expectExact() {
  const want = await expected();
  expect(await kept()).toEqual(want);
  const [totals] = await t.deps.db.select().from(expertMatchTotals);
  expect(totals.active).toBe(want.filter((e) => e.isActive).length);
}

const rowOf = async (expertId: number) => (await t.deps.db.select().from(expertMatch).where(eq(expertMatch.expertId, expertId)))[0];

const book = (api: ApiClient, expertId: number, from: number, to: number) => api.post("/api/pre-bookings", { expertId, startDate: day(from), endDate: day(to), preInterviewRequested: false });

async function availableExpert() {
  const expert = await t.createUser("expert");
  const res = await expert.api.post("/api/availability", { availableFrom: day(0) });
  expect(res.status, res.text).toBe(201);
  return expert;
}

describe("expert_match", () => {
  it("has a row for a new expert and follows profile edits and activation", async () => {
    const me = await t.createUser("expert", { activeExpert: false });
    expect(await rowOf(me.id)).toMatchObject({ isActive: false, skills: ["python", "sql"], availableFrom: null, busy: "{}" });

    const res = await me.api.put("/api/experts/profile", { skills: ["Flink", "dbt", "PySpark"], hourlyRate: 77, yearsExperience: 12, timeZone: "Europe/London", workStart: "10:00", workEnd: "18:30" });
    expect(res.status, res.text).toBe(200);
    expect(await rowOf(me.id)).toMatchObject({ skills: ["flink", "dbt", "pyspark"], hourlyRateCents: 7700, yearsExperience: 12, timeZone: "Europe/London", workStart: "10:00", workEnd: "18:30" });
    await expectExact();

    await passVetting(t.deps.db, me.id);
    expect((await admin.patch(`/api/experts/${me.id}`, { isActive: true })).status).toBe(200);
    expect((await rowOf(me.id)).isActive).toBe(true);
    expect((await me.api.put("/api/experts/profile", { hourlyRate: null })).status).toBe(200);
    expect((await rowOf(me.id)).hourlyRateCents).toBeNull();
    expect((await admin.patch(`/api/experts/${me.id}`, { isActive: false })).status).toBe(200);
    expect((await rowOf(me.id)).isActive).toBe(false);
    await expectExact();
  });

  it("holds the availability range only while its status is 'available'", async () => {
    const me = await t.createUser("expert");
    expect((await me.api.post("/api/availability", { availableFrom: day(5), availableTo: day(200) })).status).toBe(201);
    expect(await rowOf(me.id)).toMatchObject({ availableFrom: day(5), availableTo: day(200) });

    expect((await me.api.put(`/api/availability/${me.id}`, { status: "unavailable", availableFrom: day(5), availableTo: day(200) })).status).toBe(200);
    expect(await rowOf(me.id)).toMatchObject({ availableFrom: null, availableTo: null });
    await expectExact();

    expect((await me.api.put(`/api/availability/${me.id}`, { status: "available", availableFrom: day(1), availableTo: "" })).status).toBe(200);
    expect(await rowOf(me.id)).toMatchObject({ availableFrom: day(1), availableTo: null });
    await expectExact();
  });

  it("keeps pending and confirmed bookings as one multirange through create, confirm, decline and complete", async () => {
    const expert = await availableExpert();
    const other = await t.createUser("client");
    const a = await book(client.api, expert.id, 10, 20);
    const b = await book(other.api, expert.id, 15, 30);
    const c = await book(other.api, expert.id, 40, 50);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect((await rowOf(expert.id)).busy).toBe(`{[${day(10)},${day(31)}),[${day(40)},${day(51)})}`);
    await expectExact();

    expect((await expert.api.patch(`/api/pre-bookings/${a.body.id}`, { status: "confirmed" })).status).toBe(200);
    expect((await expert.api.patch(`/api/pre-bookings/${b.body.id}`, { status: "declined" })).status).toBe(200);
    expect((await rowOf(expert.id)).busy).toBe(`{[${day(10)},${day(21)}),[${day(40)},${day(51)})}`);
    await expectExact();

    expect((await admin.patch(`/api/pre-bookings/${a.body.id}`, { status: "completed" })).status).toBe(200);
    expect((await rowOf(expert.id)).busy).toBe(`{[${day(40)},${day(51)})}`);
    await expectExact();
  });

  it("drops a request the lifecycle job expires and a booking it completes", async () => {
    const expert = await availableExpert();
    const res = await book(client.api, expert.id, 30, 60);
    expect(res.status).toBe(201);
    // Made long ago: the job declines it as unanswered.
    await t.deps.db.update(preBookings).set({ createdAt: new Date(Date.now() - (t.config.preBookingExpiryDays + 1) * DAY) }).where(eq(preBookings.id, res.body.id));
    // A confirmed booking that ended yesterday: the job completes it.
    await t.deps.db.insert(preBookings).values({ clientId: client.id, expertId: expert.id, startDate: day(-20), endDate: day(-1), status: "confirmed" });
    expect((await rowOf(expert.id)).busy).toBe(`{[${day(-20)},${day(0)}),[${day(30)},${day(61)})}`);

    await settlePreBookings(t.deps);
    expect((await rowOf(expert.id)).busy).toBe("{}");
    await expectExact();
  });

  it("takes a whole team booked at once", async () => {
    const members = [await availableExpert(), await availableExpert(), await availableExpert()];
    const [team] = await t.deps.db.insert(dreamTeams).values({ clientId: client.id, name: "Platform" }).returning({ id: dreamTeams.id });
    await t.deps.db.insert(dreamTeamMembers).values(members.map((m) => ({ teamId: team.id, expertId: m.id })));
    const res = await client.api.post(`/api/dream-teams/${team.id}/pre-bookings`, { startDate: day(70), endDate: day(90) });
    expect(res.status, res.text).toBe(201);
    for (const m of members) expect((await rowOf(m.id)).busy).toBe(`{[${day(70)},${day(91)})}`);
    await expectExact();
  });

  it("takes two requests for one expert made at the same time", async () => {
    const expert = await availableExpert();
    const [x, y] = [await t.createUser("client"), await t.createUser("client")];
    const made = await Promise.all([book(x.api, expert.id, 100, 110), book(y.api, expert.id, 120, 130)]);
    expect(made.map((r) => r.status)).toEqual([201, 201]);
    expect((await rowOf(expert.id)).busy).toBe(`{[${day(100)},${day(111)}),[${day(120)},${day(131)})}`);
    await expectExact();
  });

  it("keeps a request inside days already busy when the booking that covered them is declined at the same time", async () => {
    const expert = await availableExpert();
    const other = await t.createUser("client");
    for (let round = 0; round < 12; round++) {
      const from = 200 + round * 40;
      const covering = await book(other.api, expert.id, from, from + 30);
      expect(covering.status, covering.text).toBe(201);
      const [declined, inside] = await Promise.all([
        expert.api.patch(`/api/pre-bookings/${covering.body.id}`, { status: "declined" }),
        book(client.api, expert.id, from + 10, from + 20),
      ]);
      expect([declined.status, inside.status]).toEqual([200, 201]);
    }
    await expectExact();
  });

  it("follows deleted users: a client's bookings go, and so does an expert's row", async () => {
    const expert = await availableExpert();
    const leaving = await t.createUser("client");
    expect((await book(leaving.api, expert.id, 140, 150)).status).toBe(201);
    expect((await rowOf(expert.id)).busy).not.toBe("{}");
    await t.deps.db.delete(users).where(eq(users.id, leaving.id));
    expect((await rowOf(expert.id)).busy).toBe("{}");

    await t.deps.db.delete(users).where(eq(users.id, expert.id));
    expect(await rowOf(expert.id)).toBeUndefined();
    await expectExact();
  });
});
