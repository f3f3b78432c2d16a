// What it costs, before and during (PRODUCT.md "Beyond: the joints of the journey"): the estimate on
// a match result, the team plan, a pre-booking and an engagement, each from shared/money.ts, and
// the engagement's approved and billed figures to date, read back to the cent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engagementDetailAnswer } from "@shared/contracts/engagements";
import { matchAnswer } from "@shared/contracts/match";
import { teamPlanAnswer } from "@shared/contracts/dream-teams";
import { addDays, todayUtc } from "@shared/calendar";
import { estimateCents, lineAmountCents, payRateCents } from "@shared/money";
import { availability } from "@shared/schema";
import { findExpert, updateExpert } from "../experts/experts.repo";
import { issueMonth } from "../invoices/invoices.service";
import { expectAnswer } from "../test/answer";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
let client: ApiClient;
let clientId: number;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  ({ api: client, id: clientId } = await t.createUser("client"));
});
afterAll(async () => {
  await t?.close();
});

/** An active expert with a rate in cents (or none), a skill of their own, free from today. */
async function expert(skill: string, rateCents: number | null) {
  const { id, api } = await t.createUser("expert", { activeExpert: true });
  const row = (await findExpert(t.deps.db, id))!;
  await updateExpert(t.deps.db, row, { skills: [skill], hourlyRateCents: rateCents, timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" });
  await t.deps.db.insert(availability).values({ expertId: id, availableFrom: todayUtc(), availableTo: null, status: "available" });
  return { id, api };
}

const start = addDays(todayUtc(), 21);

describe("the estimate before the work", () => {
  it("gives each match result its rate at 40 hours a week for the need's weeks", async () => {
    const priced = await expert("Costed Kafka", 8550);
    const res = await client.post("/api/match", {
      mustHave: ["Costed Kafka"],
      startDate: start,
      weeks: 6,
      timeZone: "Europe/London",
      workStart: "09:00",
      workEnd: "17:00",
      minOverlapHours: 0,
    });
    expect(res.status).toBe(200);
    const body = expectAnswer(matchAnswer, res.body);
    const result = body.results.find((r) => r.userId === priced.id)!;
    expect(result.estimate).toEqual({ weeklyCents: 342_000, totalCents: 2_052_000 });
  });

  it("gives the team plan each member's estimate and the team's sum", async () => {
    const a = await expert("Costed dbt", 9000);
    const b = await expert("Costed dbt", 7525);
    const team = await client.post("/api/dream-teams", { name: "Costed team" });
    expect(team.status).toBe(201);
    for (const m of [a, b]) expect((await client.post(`/api/dream-teams/${team.body.id}/members`, { expertId: m.id })).status).toBeLessThan(300);
    const res = await client.get(`/api/dream-teams/${team.body.id}/plan?weeks=3&from=${start}`);
    expect(res.status).toBe(200);
    const plan = expectAnswer(teamPlanAnswer, res.body);
    const byId = new Map(plan.members.map((m) => [m.expertId, m.estimate]));
    expect(byId.get(a.id)).toEqual({ weeklyCents: 360_000, totalCents: 1_080_000 });
    expect(byId.get(b.id)).toEqual({ weeklyCents: 301_000, totalCents: 903_000 });
    expect(plan.estimate).toEqual({ weeklyCents: 661_000, totalCents: 1_983_000 });
  });

  it("gives a pre-booking the cost of its dates, both days counted and a part week in sevenths", async () => {
    const e = await expert("Costed Airflow", 8500);
    // 10 days: 340,000 × 10 / 7 = 485,714.28… → 485,714.
    const res = await client.post("/api/pre-bookings", { expertId: e.id, startDate: start, endDate: addDays(start, 9), contractLength: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.estimate).toEqual({ weeklyCents: 340_000, totalCents: 485_714 });
    const listed = await client.get(`/api/pre-bookings/client/${clientId}`);
    expect(listed.body.find((b: { id: number }) => b.id === res.body.id).estimate).toEqual({ weeklyCents: 340_000, totalCents: 485_714 });
  });
});

describe("an engagement's estimate and its figures to date", () => {
  it("counts the agreed hours over its dates, then what was approved and what was billed", async () => {
    const e = await expert("Costed Spark", 8550);
    // 2025-03-03 to 2025-04-13: 42 days, 6 weeks at 40 hours.
    const row = await activeEngagement(t.deps.db, { clientId, expertId: e.id, rateCents: 8550, startDate: "2025-03-03", endDate: "2025-04-13" });
    const read = async (api: ApiClient) => expectAnswer(engagementDetailAnswer, (await api.get(`/api/engagements/${row.id}`)).body);

    let seen = await read(client);
    expect(seen.estimate).toEqual({ weeklyCents: 342_000, totalCents: 2_052_000 });
    expect(seen.toDate).toEqual({ approvedHours: 0, approvedCents: 0, billedCents: 0 });

    // An approved week of 37.75 h: 2,265 minutes × 8,550 / 60 = 322,762.5 → 322,763 (half up, once).
    await week(t.deps.db, row.id, "2025-03-03", [480, 480, 480, 465, 360]);
    // A submitted week counts for nothing yet; a week across the month's end is two lines, each rounded.
    await week(t.deps.db, row.id, "2025-03-10", [480, 480], "submitted");
    await week(t.deps.db, row.id, "2025-03-31", [15, 15, 15]); // March 31st: 15 min → 2,137.5 → 2,138; April: 30 min → 4,275.
    seen = await read(client);
    expect(seen.toDate).toEqual({ approvedHours: 38.5, approvedCents: 322_763 + 2_138 + 4_275, billedCents: 0 });

    // March's invoice bills March's approved days: issued, they are billed to date.
    await issueMonth(t.deps.db, "2025-03", new Date("2025-04-01T00:20:00Z"));
    seen = await read(client);
    expect(seen.toDate).toEqual({ approvedHours: 38.5, approvedCents: 329_176, billedCents: 322_763 + 2_138 });

    // The expert reads the same hours at their pay rate (the rate less the fee, which they never see),
    // and what payouts have paid them for: nothing yet.
    const theirs = await read(e.api);
    const pay = payRateCents(8550, 20);
    expect(theirs.viewer).toBe("expert");
    expect(theirs.hourlyRateCents).toBe(pay);
    expect(theirs.estimate).toEqual(estimateCents(pay, { from: "2025-03-03", to: "2025-04-13" }, 40));
    expect(theirs.toDate).toEqual({ approvedHours: 38.5, approvedCents: lineAmountCents(2_310, pay), billedCents: 0 });
  });
});
