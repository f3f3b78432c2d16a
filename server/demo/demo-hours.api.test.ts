// The demo pool keeps the copy's promise of at least 6 shared hours with the US East Coast: a New
// York client asking the real match for Python people finds a choice, whenever the demo is seeded.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experts } from "@shared/schema";
import { overlapOf } from "@shared/working-hours";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc, weekdayOf } from "@shared/calendar";

let t: TestServer;
let client: ApiClient;

beforeAll(async () => {
  t = await startTestServer();
  client = await t.loginAs("client");
});
afterAll(async () => {
  await t?.close();
});

/** The first Monday at least 14 days ahead: the shortlist form's default start. */
function firstMondayAfterTwoWeeks(today: string) {
  let day = addDays(today, 14);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

const newYork = { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" };

async function pythonAtSixHours(startDate: string) {
  const res = await client.post("/api/match", { mustHave: ["Python"], startDate, weeks: 12, minOverlapHours: 6, limit: 50, ...newYork });
  expect(res.status, res.text).toBe(200);
  return res.body as { total: number; results: { name: string; skills: string[]; reasons: { overlapHours: number } }[] };
}

describe("the demo pool for a New York client (09:00–17:00)", () => {
  it.each([
    ["starting today", () => todayUtc()],
    ["starting on the form's default date", () => firstMondayAfterTwoWeeks(todayUtc())],
  ])("finds at least 10 Python experts with 6 hours of overlap %s", async (_when, start) => {
    const { total, results } = await pythonAtSixHours(start());
    expect(total).toBeGreaterThanOrEqual(10);
    expect(results).toHaveLength(total);
    for (const r of results) {
      expect(r.skills, r.name).toContain("Python");
      expect(r.reasons.overlapHours, r.name).toBeGreaterThanOrEqual(6);
    }
  });

  it("has the hours for it in winter and in summer: New York changes its clocks, South Africa does not", async () => {
    const rows = await t.deps.db
      .select({ name: experts.name, skills: experts.skills, timeZone: experts.timeZone, workStart: experts.workStart, workEnd: experts.workEnd })
      .from(experts)
      .where(eq(experts.isActive, true));
    const year = Number(todayUtc().slice(0, 4)) + 1;
    const sixHoursIn = (startDate: string) => (e: (typeof rows)[number]) => overlapOf({ startDate, weeks: 1 }, newYork, e).overlapHours >= 6;
    const python = rows.filter((e) => e.skills.includes("Python"));
    const allYear = python.filter(sixHoursIn(`${year}-01-11`)).filter(sixHoursIn(`${year}-07-12`));
    expect(allYear.length).toBeGreaterThanOrEqual(12);
  });
});
