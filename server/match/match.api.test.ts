// POST /api/match and GET /api/skills over HTTP: who may ask, what is refused, every hard filter and
// what it removed, the overlap of working hours across zones and daylight saving, free days, the
// ranking, and skill suggestions. Dates are in next year, so the start dates are never in the past.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchAnswer, skillSuggestionAnswer } from "@shared/contracts/match";
import { availability, experts, preBookings } from "@shared/schema";
import { findExpert, updateExpert } from "../experts/experts.repo";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let client: ApiClient;
let clientId: number;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  ({ api: client, id: clientId } = await t.createUser("client"));
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

const YEAR = new Date().getUTCFullYear() + 1;
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The nth Monday (1-based) of a month of next year. */
const monday = (month: number, nth = 1) => {
  const first = new Date(Date.UTC(YEAR, month - 1, 1));
  return iso(new Date(first.getTime() + (((8 - first.getUTCDay()) % 7) + (nth - 1) * 7) * 86_400_000));
};
/** The Monday six days before a month's last Sunday (London's change is that Sunday in March). */
const mondayBeforeLastSunday = (month: number) => {
  const last = new Date(Date.UTC(YEAR, month, 0));
  return iso(new Date(last.getTime() - (last.getUTCDay() + 6) * 86_400_000));
};
const JANUARY = monday(1);
const JULY = monday(7);
// The US changes on March's second Sunday: the Monday before it is the first Monday when the 1st is not a Monday.
const BEFORE_US_CHANGE = addDays(monday(3, 2), -7 * (new Date(Date.UTC(YEAR, 2, 1)).getUTCDay() === 1 ? 0 : 1));
const BEFORE_UK_CHANGE = mondayBeforeLastSunday(3);

interface ExpertSpec {
  skills: string[];
  hourlyRate?: number | null;
  yearsExperience?: number;
  timeZone?: string;
  workStart?: string;
  workEnd?: string;
  active?: boolean;
  /** Saved availability; null for none. Default: available from today, open-ended. */
  availability?: { from?: string; to?: string | null; status?: "available" | "pre-booked" | "booked" | "unavailable" } | null;
}

async function makeExpert(spec: ExpertSpec) {
  const { id } = await t.createUser("expert", { activeExpert: spec.active ?? true });
  const row = (await findExpert(t.deps.db, id))!;
  await updateExpert(t.deps.db, row, {
    skills: spec.skills,
    hourlyRateCents: spec.hourlyRate === undefined ? 5000 : spec.hourlyRate === null ? null : spec.hourlyRate * 100,
    yearsExperience: spec.yearsExperience ?? 7,
    timeZone: spec.timeZone ?? "Africa/Johannesburg",
    workStart: spec.workStart ?? "08:00",
    workEnd: spec.workEnd ?? "17:00",
  });
  if (spec.availability !== null) {
    const a = spec.availability ?? {};
    await t.deps.db.insert(availability).values({ expertId: id, availableFrom: a.from ?? todayUtc(), availableTo: a.to ?? null, status: a.status ?? "available" });
  }
  return id;
}

async function addBooking(expertId: number, startDate: string, endDate: string, status: "pending" | "confirmed" | "declined") {
  await t.deps.db.insert(preBookings).values({ clientId, expertId, startDate, endDate, status });
}

const london = { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };
const match = (body: Record<string, unknown>, api: ApiClient = client) => api.post("/api/match", { ...london, weeks: 1, startDate: JANUARY, ...body });
const activeExperts = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(experts).where(eq(experts.isActive, true)))[0].n;

describe("who may match", () => {
  it("is for signed-in clients and admins", async () => {
    const body = { mustHave: ["Anything"] };
    expect((await match(body, t.anon())).status).toBe(401);
    expect((await match(body, (await t.createUser("expert")).api)).status).toBe(403);
    expect((await match(body, (await t.createUser("candidate")).api)).status).toBe(403);
    expect((await match(body)).status).toBe(200);
    expect((await match(body, admin)).status).toBe(200);
  });
});

describe("refused requests name the field", () => {
  const fieldsOf = (body: { error: { details: { path: string }[] } }) => body.error.details.map((d) => d.path).sort();
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, ["timeZone"]],
    ["a working day ending before it starts", { workStart: "17:00", workEnd: "09:00" }, ["workEnd"]],
    ["more than ten must-haves", { mustHave: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) }, ["mustHave"]],
    ["no must-have", { mustHave: [] }, ["mustHave"]],
    ["more than ten nice-to-haves", { niceToHave: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) }, ["niceToHave"]],
    ["no weeks", { weeks: 0 }, ["weeks"]],
    ["more than 104 weeks", { weeks: 105 }, ["weeks"]],
    ["a start in the past", { startDate: addDays(todayUtc(), -1) }, ["startDate"]],
    ["a malformed date", { startDate: "next monday" }, ["startDate"]],
    ["an overlap off the quarter hours", { minOverlapHours: 1.3 }, ["minOverlapHours"]],
    ["an overlap above 24", { minOverlapHours: 25 }, ["minOverlapHours"]],
    ["a limit above 50", { limit: 51 }, ["limit"]],
    ["a negative rate", { maxRate: -1 }, ["maxRate"]],
  ];
  it.each(cases)("%s", async (_name, change, fields) => {
    const res = await match({ mustHave: ["Python"], ...change });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(fields);
    for (const field of fields) expect(res.body.error.message).toContain(`${field}:`);
  });

  it("accepts today as the start and form-style numbers", async () => {
    expect((await match({ mustHave: ["Python"], startDate: todayUtc(), weeks: "2", minOverlapHours: "0.25", limit: "5", maxRate: "" })).status).toBe(200);
  });
});

describe("hard filters, what each removed, and the ranking", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.plain = await makeExpert({ skills: ["Python", "Spark"], hourlyRate: 60 });
    ids.late = await makeExpert({ skills: ["PYTHON", "Spark", "dbt"], hourlyRate: 80, workStart: "12:00", workEnd: "21:00" });
    ids.noSpark = await makeExpert({ skills: ["python"] });
    ids.dear = await makeExpert({ skills: ["Python", "Spark"], hourlyRate: 120 });
    ids.noRate = await makeExpert({ skills: ["Python", "Spark"], hourlyRate: null });
    ids.night = await makeExpert({ skills: ["Python", "Spark"], workStart: "20:00", workEnd: "23:00" });
    ids.unavailable = await makeExpert({ skills: ["Python", "Spark"], availability: { status: "unavailable" } });
    ids.noAvailability = await makeExpert({ skills: ["Python", "Spark"], availability: null });
    ids.busy = await makeExpert({ skills: ["Python", "Spark"] });
    ids.inactive = await makeExpert({ skills: ["Python", "Spark"], active: false });
    // Two days of a one-week engagement booked: 5 of 7 days free, below 0.9.
    await addBooking(ids.busy, addDays(JANUARY, 2), addDays(JANUARY, 3), "pending");
  });

  it("keeps the experts passing every filter, ranks them, and counts what each filter removed in turn", async () => {
    const before = await activeExperts();
    const res = await match({ mustHave: ["python", "SPARK"], niceToHave: ["DBT"], maxRate: 100, minOverlapHours: 4 });
    expect(res.status).toBe(200);
    expectAnswer(matchAnswer, res.body);
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([ids.late, ids.plain]);
    expect(res.body.total).toBe(2);
    // Every active expert is either a result or removed by exactly one filter (the first it fails).
    expect(res.body.excludedBy).toEqual({ skills: before - 8, rate: 2, overlap: 1, availability: 3 });

    const [late, plain] = res.body.results;
    // London in January against Johannesburg 12–21: 7 h; nice-to-have matched; free every day; 7 years.
    // 0.45·1 + 0.25·7/8 + 0.20·1 + 0.10·7/15 = 0.91541… → 0.9154
    expect(late).toMatchObject({ id: ids.late, name: expect.any(String), timeZone: "Africa/Johannesburg", workStart: "12:00", workEnd: "21:00", score: 0.9154 });
    expect(late.reasons).toEqual({ matchedSkills: ["PYTHON", "Spark", "dbt"], missingSkills: [], overlapHours: 7, coverage: 1, availableFrom: JANUARY });
    // 08–17: 6 h, no nice-to-have: 0 + 0.25·6/8 + 0.20 + 0.10·7/15 = 0.43416… → 0.4342
    expect(plain.score).toBe(0.4342);
    expect(plain.reasons).toEqual({ matchedSkills: ["Python", "Spark"], missingSkills: ["DBT"], overlapHours: 6, coverage: 1, availableFrom: JANUARY });
    expect(plain).not.toHaveProperty("searchText");
  });

  it("without a rate limit keeps the dear and the rateless; a lower overlap bar keeps the night owl", async () => {
    const res = await match({ mustHave: ["Python", "Spark"], minOverlapHours: 0 });
    const found = res.body.results.map((r: { id: number }) => r.id);
    expect(found).toEqual(expect.arrayContaining([ids.plain, ids.late, ids.dear, ids.noRate, ids.night]));
    expect(found).not.toContain(ids.inactive);
    expect(res.body.excludedBy.rate).toBe(0);
    expect(res.body.excludedBy.overlap).toBe(0);
    const night = res.body.results.find((r: { id: number }) => r.id === ids.night);
    expect(night.reasons.overlapHours).toBe(0);
  });

  it("answers the first `limit` results and the total", async () => {
    const res = await match({ mustHave: ["Python", "Spark"], niceToHave: ["dbt"], maxRate: 100, limit: 1 });
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([ids.late]);
    expect(res.body.total).toBe(2);
  });

  it("breaks ties by id", async () => {
    const a = await makeExpert({ skills: ["Tiebreak"] });
    const b = await makeExpert({ skills: ["Tiebreak"] });
    const res = await match({ mustHave: ["tiebreak"] });
    expect(res.body.results.map((r: { id: number; score: number }) => [r.id, r.score])).toEqual([
      [a, expect.any(Number)],
      [b, res.body.results[0].score],
    ]);
  });
});

describe("overlap of working hours, through the API", () => {
  let early: number;
  let late: number;
  let amsterdam: number;
  beforeAll(async () => {
    early = await makeExpert({ skills: ["Overlapcase"] });
    late = await makeExpert({ skills: ["Overlapcase"], workStart: "12:00", workEnd: "21:00" });
    amsterdam = await makeExpert({ skills: ["Dstcase"], timeZone: "Europe/Amsterdam", workStart: "09:00", workEnd: "17:00" });
  });

  const hoursOf = async (body: Record<string, unknown>) => {
    const res = await match({ mustHave: ["Overlapcase"], minOverlapHours: 0, ...body });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.results.map((r: { id: number; reasons: { overlapHours: number } }) => [r.id, r.reasons.overlapHours]));
    return [byId.get(early), byId.get(late)];
  };

  // Johannesburg is UTC+2 all year: 08–17 is 06–15 UTC, 12–21 is 10–19 UTC (worked out in shared/working-hours.test.ts).
  it.each([
    ["Europe/London", "January", JANUARY, [6, 7]],
    ["Europe/London", "July", JULY, [7, 6]],
    ["America/New_York", "January", JANUARY, [1, 5]],
    ["America/New_York", "July", JULY, [2, 6]],
    ["Asia/Singapore", "January", JANUARY, [3, 0]],
    ["Asia/Singapore", "July", JULY, [3, 0]],
    ["Pacific/Honolulu", "January", JANUARY, [0, 0]],
    ["Pacific/Honolulu", "July", JULY, [0, 0]],
  ])("a %s client in %s", async (timeZone, _month, startDate, expected) => {
    expect(await hoursOf({ timeZone, startDate })).toEqual(expected);
  });

  it("takes the fewest hours of an engagement across London's and New York's spring changes", async () => {
    // London: GMT week 6 h / 7 h, BST week 7 h / 6 h.
    expect(await hoursOf({ startDate: BEFORE_UK_CHANGE, weeks: 2 })).toEqual([6, 6]);
    // New York: EST week 1 h / 5 h, EDT week 2 h / 6 h.
    expect(await hoursOf({ timeZone: "America/New_York", startDate: BEFORE_US_CHANGE, weeks: 2 })).toEqual([1, 5]);
  });

  it("filters on the overlap: New York in January keeps only the late expert at 4 hours", async () => {
    const res = await match({ mustHave: ["Overlapcase"], timeZone: "America/New_York", minOverlapHours: 4 });
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([late]);
    expect(res.body.excludedBy.overlap).toBe(1);
  });

  it("follows an expert's own daylight saving: Amsterdam against New York across both spring changes", async () => {
    // Five weeks from the Monday before the US change reach past Europe's (two or three weeks later):
    // EST+CET 2 h, EDT+CET 3 h, EDT+CEST 2 h (New York 09:00–17:00).
    const res = await match({ mustHave: ["Dstcase"], timeZone: "America/New_York", startDate: BEFORE_US_CHANGE, weeks: 5, minOverlapHours: 0 });
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({ id: amsterdam, reasons: { overlapHours: 2 } });
    // Asking for 2.25 hours removes them.
    const stricter = await match({ mustHave: ["Dstcase"], timeZone: "America/New_York", startDate: BEFORE_US_CHANGE, weeks: 5, minOverlapHours: 2.25 });
    // Within the two middle weeks (EDT and CET) the overlap is 3 h.
    const middle = await match({ mustHave: ["Dstcase"], timeZone: "America/New_York", startDate: addDays(BEFORE_US_CHANGE, 7), weeks: 2, minOverlapHours: 0 });
    expect(middle.body.results[0].reasons.overlapHours).toBe(3);
    expect(stricter.body).toMatchObject({ results: [], total: 0, excludedBy: { overlap: 1 } });
  });
});

describe("free days: availability, bookings and coverage", () => {
  it("counts pending and confirmed bookings inside the engagement, not declined ones", async () => {
    const S = JANUARY;
    const pending1 = await makeExpert({ skills: ["Coveragecase"] });
    const confirmed2 = await makeExpert({ skills: ["Coveragecase"] });
    const declined = await makeExpert({ skills: ["Coveragecase"] });
    const before = await makeExpert({ skills: ["Coveragecase"] });
    // Three weeks: 21 days, 19 free needed (0.9 × 21 = 18.9).
    await addBooking(pending1, addDays(S, 6), addDays(S, 7), "pending"); // 2 days booked: 19/21 = 0.9048
    await addBooking(confirmed2, addDays(S, 6), addDays(S, 8), "confirmed"); // 3 days: 18/21 = 0.857
    await addBooking(declined, S, addDays(S, 13), "declined");
    await addBooking(before, addDays(S, -20), addDays(S, -1), "confirmed"); // ends the day before
    const res = await match({ mustHave: ["Coveragecase"], startDate: S, weeks: 3 });
    const byId = new Map(res.body.results.map((r: { id: number; reasons: unknown }) => [r.id, r.reasons]));
    expect([...byId.keys()].sort()).toEqual([pending1, declined, before].sort());
    // Free from the day after the booking for 21 days in a row.
    expect(byId.get(pending1)).toMatchObject({ coverage: 0.9048, availableFrom: addDays(S, 8) });
    expect(byId.get(declined)).toMatchObject({ coverage: 1, availableFrom: S });
    expect(byId.get(before)).toMatchObject({ coverage: 1, availableFrom: S });
    expect(res.body.excludedBy.availability).toBe(1);
  });

  it("uses the availability range: a late start or an early end lowers coverage; availableFrom needs a whole free run within a year", async () => {
    const S = JANUARY;
    // 10 weeks = 70 days, 63 free needed.
    const startsLate = await makeExpert({ skills: ["Rangecase"], availability: { from: addDays(S, 5) } }); // 65 free
    const endsEarly = await makeExpert({ skills: ["Rangecase"], availability: { to: addDays(S, 68) } }); // 69 free, never 70 in a row
    const tooLate = await makeExpert({ skills: ["Rangecase"], availability: { from: addDays(S, 10) } }); // 60 free
    const preBooked = await makeExpert({ skills: ["Rangecase"], availability: { status: "pre-booked" } });
    const res = await match({ mustHave: ["Rangecase"], startDate: S, weeks: 10 });
    const byId = new Map(res.body.results.map((r: { id: number; reasons: unknown }) => [r.id, r.reasons]));
    expect([...byId.keys()].sort()).toEqual([startsLate, endsEarly].sort());
    expect(byId.get(startsLate)).toMatchObject({ coverage: 0.9286, availableFrom: addDays(S, 5) });
    expect(byId.get(endsEarly)).toMatchObject({ coverage: 0.9857, availableFrom: null });
    expect(res.body.excludedBy).toMatchObject({ availability: 2 });
    expect([tooLate, preBooked].every((id) => !byId.has(id))).toBe(true);
  });
});

describe("GET /api/skills", () => {
  it("suggests the skills active experts have, most common first, by prefix in any case", async () => {
    await makeExpert({ skills: ["KafkaEsque", "Kafka Streams"] });
    await makeExpert({ skills: ["kafkaesque"] });
    await makeExpert({ skills: ["KafkaEsque", "Kafka Connect"] });
    await makeExpert({ skills: ["Kafka Hidden"], active: false });
    const res = await t.anon().get("/api/skills?q=KAF");
    expect(res.status).toBe(200);
    expectListAnswer(skillSuggestionAnswer, res.body);
    expect(res.body).toEqual([
      { skill: "KafkaEsque", experts: 3 },
      { skill: "Kafka Connect", experts: 1 },
      { skill: "Kafka Streams", experts: 1 },
    ]);
    expect((await t.anon().get("/api/skills?q=kaf&limit=1")).body).toEqual([{ skill: "KafkaEsque", experts: 3 }]);
    expect((await t.anon().get("/api/skills?limit=51")).status).toBe(400);
    const all = (await t.anon().get("/api/skills?limit=50")).body as { experts: number }[];
    expect(all.map((s) => s.experts)).toEqual([...all.map((s) => s.experts)].sort((x, y) => y - x));
  });
});
