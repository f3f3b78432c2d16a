// GET /api/dream-teams/{id}/plan: when the whole team can start, the hours they share with the
// client, each member's first free date and busy stretches; who may see it; refused queries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, dreamTeamMembers, dreamTeams, preBookings } from "@shared/schema";
import { findExpert, updateExpert } from "../experts/experts.repo";
import { teamPlanAnswer } from "@shared/contracts/dream-teams";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let owner: ApiClient;
let ownerId: number;

/** A Monday in January next year: London is on GMT, so the hours below are exact. */
const JAN = (() => {
  const first = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1));
  return new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * 86_400_000).toISOString().slice(0, 10);
})();
const d = (offset: number) => addDays(JAN, offset);

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  ({ api: owner, id: ownerId } = await t.createUser("client"));
  await owner.post("/api/client/profile", { companyName: "Owner Co", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" });
});
afterAll(async () => {
  await t?.close();
});

async function expert(opts: { workStart?: string; workEnd?: string; from?: string; to?: string | null; active?: boolean; availability?: boolean } = {}) {
  const { id } = await t.createUser("expert", { activeExpert: opts.active ?? true });
  const row = (await findExpert(t.deps.db, id))!;
  await updateExpert(t.deps.db, row, { workStart: opts.workStart ?? "08:00", workEnd: opts.workEnd ?? "17:00" });
  if (opts.availability !== false) await t.deps.db.insert(availability).values({ expertId: id, availableFrom: opts.from ?? todayUtc(), availableTo: opts.to ?? null });
  return id;
}

async function team(members: number[], clientId = ownerId) {
  const [row] = await t.deps.db.insert(dreamTeams).values({ clientId, name: "Plan team" }).returning({ id: dreamTeams.id });
  for (const expertId of members) await t.deps.db.insert(dreamTeamMembers).values({ teamId: row.id, expertId });
  return row.id;
}

const book = (expertId: number, from: number, to: number, status: "pending" | "confirmed" | "declined") =>
  t.deps.db.insert(preBookings).values({ clientId: ownerId, expertId, startDate: d(from), endDate: d(to), status });

const plan = (teamId: number, query = `weeks=2&from=${JAN}`, api: ApiClient = owner) => api.get(`/api/dream-teams/${teamId}/plan?${query}`);

describe("the plan of a team", () => {
  it("finds the first start free for everyone, each member's first free date, their busy stretches and the shared hours", async () => {
    const early = await expert(); // Johannesburg 08–17: London 09:00–15:00 in January
    const late = await expert({ workStart: "12:00", workEnd: "21:00", from: d(3) }); // London 10:00–17:00, free from JAN+3
    await book(early, 10, 12, "pending");
    await book(early, 20, 25, "declined");
    const teamId = await team([early, late]);

    const res = await plan(teamId);
    expect(res.status).toBe(200);
    expectAnswer(teamPlanAnswer, res.body);
    // early is free JAN..JAN+9 (10 days, two weeks need 14) and from JAN+13; late from JAN+3: together from JAN+13.
    expect(res.body).toMatchObject({
      teamId,
      from: JAN,
      weeks: 2,
      timeZone: "Europe/London",
      workStart: "09:00",
      workEnd: "17:00",
      earliestStart: d(13),
      endDate: d(26),
      sharedHours: { start: "10:00", end: "15:00", hours: 5 },
      timeline: { start: JAN, end: d(90) },
    });
    const byId = (id: number) => res.body.members.find((m: { expertId: number }) => m.expertId === id);
    const [a, b] = [byId(early), byId(late)];
    expect(a).toMatchObject({ expertId: early, isActive: true, timeZone: "Africa/Johannesburg", workStart: "08:00", firstFreeDate: d(13), overlapHours: 6 });
    expect(a.periods).toEqual([{ start: d(10), end: d(12), kind: "booked", status: "pending" }]);
    expect(b).toMatchObject({ expertId: late, firstFreeDate: d(3), overlapHours: 7 });
    expect(b.periods).toEqual([{ start: JAN, end: d(2), kind: "unavailable" }]);
  });

  it("counts confirmed bookings and the end of availability, and says null when nothing is free within a year", async () => {
    const confirmed = await expert();
    await book(confirmed, 0, 6, "confirmed");
    const ending = await expert({ to: d(40) });
    const farAway = await expert({ from: d(400) });
    const together = await plan(await team([confirmed, ending]), `weeks=1&from=${JAN}`);
    expect(together.body.earliestStart).toBe(d(7));
    const periodsOf = (id: number) => together.body.members.find((m: { expertId: number }) => m.expertId === id).periods;
    expect(periodsOf(confirmed)).toEqual([{ start: JAN, end: d(6), kind: "booked", status: "confirmed" }]);
    expect(periodsOf(ending)).toEqual([{ start: d(41), end: d(90), kind: "unavailable" }]);
    // Eight weeks do not fit before availability ends on JAN+40.
    const long = await plan(await team([ending]), `weeks=8&from=${JAN}`);
    expect(long.body).toMatchObject({ earliestStart: null, endDate: null });
    expect(long.body.members[0].firstFreeDate).toBeNull();
    const never = await plan(await team([farAway, confirmed]), `weeks=1&from=${JAN}`);
    expect(never.body.earliestStart).toBeNull();
    const firstFree = new Map(never.body.members.map((m: { expertId: number; firstFreeDate: string | null }) => [m.expertId, m.firstFreeDate]));
    expect(firstFree).toEqual(new Map([[farAway, null], [confirmed, d(7)]]));
  });

  it("never finds an inactive member (seen by admins only), or one without saved availability, free", async () => {
    const active = await expert();
    const inactive = await expert({ active: false });
    const unsaved = await expert({ availability: false });
    const res = await plan(await team([active, inactive, unsaved]), `weeks=1&from=${JAN}`, await t.loginAs("admin"));
    expect(res.body.earliestStart).toBeNull();
    const byId = new Map(res.body.members.map((m: { expertId: number }) => [m.expertId, m]));
    expect(byId.get(active)).toMatchObject({ isActive: true, firstFreeDate: JAN, periods: [] });
    expect(byId.get(inactive)).toMatchObject({ isActive: false, firstFreeDate: null, periods: [{ start: JAN, end: d(90), kind: "unavailable" }] });
    expect(byId.get(unsaved)).toMatchObject({ isActive: true, firstFreeDate: null, periods: [{ start: JAN, end: d(90), kind: "unavailable" }] });
  });

  it("shows the owner only the members who are active: a deactivated one is neither listed nor waited for", async () => {
    const active = await expert();
    const deactivated = await expert();
    const teamId = await team([active, deactivated]);
    await updateExpert(t.deps.db, (await findExpert(t.deps.db, deactivated))!, { isActive: false });

    const mine = await plan(teamId, `weeks=1&from=${JAN}`);
    expect(mine.status).toBe(200);
    expect(mine.body.members.map((m: { expertId: number }) => m.expertId)).toEqual([active]);
    expect(JSON.stringify(mine.body)).not.toContain(`"expertId":${deactivated}`);
    expect(mine.body.earliestStart).toBe(JAN);

    const admins = await plan(teamId, `weeks=1&from=${JAN}`, await t.loginAs("admin"));
    expect(admins.body.members.map((m: { expertId: number; isActive: boolean }) => [m.expertId, m.isActive])).toEqual([
      [active, true],
      [deactivated, false],
    ]);
    expect(admins.body.earliestStart).toBeNull();
  });

  it("takes the owner's saved hours when the query has none, and the query's when given", async () => {
    const early = await expert();
    const teamId = await team([early]);
    await owner.post("/api/client/profile", { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" });
    // New York in January (UTC−5) against Johannesburg 08–17: 09:00–10:00.
    const saved = await plan(teamId, `weeks=1&from=${JAN}`);
    expect(saved.body).toMatchObject({ timeZone: "America/New_York", sharedHours: { start: "09:00", end: "10:00", hours: 1 } });
    const given = await plan(teamId, `weeks=1&from=${JAN}&timeZone=Asia/Singapore&workStart=09:00&workEnd=17:00`);
    expect(given.body).toMatchObject({ timeZone: "Asia/Singapore", sharedHours: { start: "14:00", end: "17:00", hours: 3 } });
    await owner.post("/api/client/profile", { timeZone: "Europe/London" });
  });

  it("has nothing to plan for an empty team; from defaults to today", async () => {
    const res = await plan(await team([]), "weeks=3");
    expect(res.body).toMatchObject({ from: todayUtc(), earliestStart: null, endDate: null, sharedHours: null, members: [] });
  });

  it("plans a team of eight with busy calendars: the start waits for the last booking", async () => {
    const members: number[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await expert({ workStart: `0${7 + (i % 3)}:00`, workEnd: "17:00", from: d(i) });
      for (let k = 0; k < 5; k++) await book(id, 20 + k * 15 + i, 22 + k * 15 + i, k % 2 ? "confirmed" : "pending");
      members.push(id);
    }
    const teamId = await team(members);
    const res = await plan(teamId, `weeks=12&from=${JAN}`);
    expect(res.status).toBe(200);
    expect(res.body.members).toHaveLength(8);
    // Twelve weeks free in a row only after the last booking (JAN+87..JAN+89, the eighth member's).
    expect(res.body.earliestStart).toBe(d(90));
  });
});

describe("who may see a plan", () => {
  it("is the owner's company's and the admins'; another company's client, experts and a missing team 404, visitors 401", async () => {
    const teamId = await team([await expert()]);
    expect((await plan(teamId)).status).toBe(200);
    expect((await plan(teamId, undefined, await t.loginAs("admin"))).status).toBe(200);
    expect((await plan(teamId, undefined, (await t.createUser("client")).api)).status).toBe(404);
    expect((await plan(teamId, undefined, (await t.createUser("expert")).api)).status).toBe(404);
    expect((await plan(teamId, undefined, t.anon())).status).toBe(401);
    expect((await plan(999_999)).status).toBe(404);
  });
});

describe("refused plan queries name the field", () => {
  it.each([
    ["", "weeks"],
    ["weeks=0", "weeks"],
    ["weeks=105", "weeks"],
    [`weeks=2&from=${addDays(todayUtc(), -1)}`, "from"],
    ["weeks=2&timeZone=Nowhere/Atall", "timeZone"],
    ["weeks=2&workStart=17:00&workEnd=09:00", "workEnd"],
    ["weeks=2&workStart=9", "workStart"],
  ])("%s", async (query, field) => {
    const teamId = await team([]);
    const res = await plan(teamId, query);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((x: { path: string }) => x.path)).toEqual([field]);
  });
});
