import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoveryCalls, dreamTeams, preBookings } from "@shared/schema";
import { adminOverviewAnswer, OVERVIEW_WEEKS, type AdminOverview } from "@shared/contracts/admin";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { getOverview } from "./admin.service";

const DAY = 86_400_000;

let t: TestServer;
let admin: ApiClient;
let client: { api: ApiClient; id: number };
let expert: { api: ApiClient; id: number };
let candidate: { api: ApiClient; id: number };
let otherExpertId: number;
let inactiveExpertId: number;
let monthStart: Date;

/** The first instant of the current UTC calendar month. */
function currentMonthStart(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

type BookingSeed = {
  expertId: number;
  status: "pending" | "confirmed" | "declined" | "completed";
  createdAt?: Date;
  confirmedAt?: Date | null;
  completedAt?: Date | null;
};

async function addBookings(rows: BookingSeed[]) {
  await t.deps.db.insert(preBookings).values(
    rows.map((row) => ({
      clientId: client.id,
      expertId: row.expertId,
      startDate: "2030-01-01",
      endDate: "2030-07-01",
      status: row.status,
      createdAt: row.createdAt ?? new Date(),
      confirmedAt: row.confirmedAt ?? null,
      completedAt: row.completedAt ?? null,
    })),
  );
}

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  client = await t.createUser("client");
  expert = await t.createUser("expert", { activeExpert: true });
  candidate = await t.createUser("candidate");
  otherExpertId = (await t.createUser("expert", { activeExpert: true })).id;
  inactiveExpertId = (await t.createUser("expert", { activeExpert: false })).id;
  monthStart = currentMonthStart();

  await addBookings([
    { expertId: expert.id, status: "pending" },
    { expertId: otherExpertId, status: "pending" },
    { expertId: expert.id, status: "declined" },
    // Confirmed at the very first instant of this month: counted.
    { expertId: expert.id, status: "confirmed", confirmedAt: monthStart },
    // Confirmed one millisecond before this month began: not counted as 'this month'.
    { expertId: otherExpertId, status: "confirmed", createdAt: new Date(monthStart.getTime() - 5 * DAY), confirmedAt: new Date(monthStart.getTime() - 1) },
    // Confirmed and completed this month: it was still confirmed this month.
    { expertId: expert.id, status: "completed", confirmedAt: monthStart, completedAt: new Date() },
    // Confirmed long ago, completed since.
    { expertId: otherExpertId, status: "completed", createdAt: new Date(Date.now() - 200 * DAY), confirmedAt: new Date(Date.now() - 190 * DAY), completedAt: new Date(Date.now() - 100 * DAY) },
  ]);
  await t.deps.db.insert(dreamTeams).values([
    { clientId: client.id, name: "Platform" },
    { clientId: client.id, name: "Analytics", status: "draft" },
  ]);
  const slot = (days: number) => new Date(Date.UTC(2031, 0, 6 + days, 9, 0));
  await t.deps.db.insert(discoveryCalls).values([
    { slotStart: slot(0), name: "Ada", email: "ada@corp.example", company: "Corp", needs: "Data team", timeZone: "Europe/London" },
    { slotStart: slot(1), name: "Bo", email: "bo@corp.example", company: "Corp", needs: "ML team", timeZone: "America/New_York", status: "contacted" },
    { slotStart: slot(2), name: "Cy", email: "cy@corp.example", company: "Corp", needs: "MLOps", timeZone: "UTC", status: "done" },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/admin/overview access", () => {
  it("refuses anonymous callers with 401", async () => {
    const res = await t.anon().get("/api/admin/overview");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("refuses clients, experts and candidates with 403", async () => {
    for (const user of [client, expert, candidate]) {
      const res = await user.api.get("/api/admin/overview");
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("forbidden");
    }
  });
});

describe("GET /api/admin/overview figures", () => {
  let body: AdminOverview;
  beforeAll(async () => {
    const res = await admin.get("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    body = expectAnswer(adminOverviewAnswer, res.body);
  });

  it("counts experts, bookings, teams and discovery calls as created", () => {
    expect(body.tiles).toEqual({
      totalExperts: 3,
      activeExperts: 2,
      pendingBookings: 2,
      confirmedBookingsThisMonth: 2,
      completedBookings: 2,
      dreamTeams: 2,
      discoveryCalls: 3,
      newDiscoveryCalls: 1,
    });
    expect(body.monthStart).toBe(monthStart.toISOString());
  });

  it("leaves a booking confirmed last month out of 'this month' and follows new confirmations", async () => {
    await addBookings([{ expertId: inactiveExpertId, status: "confirmed", confirmedAt: new Date(monthStart.getTime() - 3 * DAY) }]);
    const before = (await admin.get("/api/admin/overview")).body as AdminOverview;
    expect(before.tiles.confirmedBookingsThisMonth).toBe(2);
    // Another expert: one expert's confirmed bookings never overlap.
    const another = await t.createUser("expert", { activeExpert: false });
    await addBookings([{ expertId: another.id, status: "confirmed", confirmedAt: new Date() }]);
    const after = (await admin.get("/api/admin/overview")).body as AdminOverview;
    expect(after.tiles.confirmedBookingsThisMonth).toBe(3);
  });

  it("answers twelve consecutive ISO weeks ending with the current one, with this week's bookings in the last", () => {
    expect(body.weekly).toHaveLength(OVERVIEW_WEEKS);
    const starts = body.weekly.map((w) => Date.parse(`${w.weekStart}T00:00:00Z`));
    for (let i = 1; i < starts.length; i += 1) expect(starts[i] - starts[i - 1]).toBe(7 * DAY);
    for (const start of starts) expect(new Date(start).getUTCDay()).toBe(1);
    const last = starts[starts.length - 1];
    expect(Date.now() - last).toBeGreaterThanOrEqual(0);
    expect(Date.now() - last).toBeLessThan(7 * DAY);
    // Five bookings were created just now: two pending, one declined, one confirmed, one completed.
    expect(body.weekly.at(-1)).toMatchObject({ pending: 2, declined: 1, confirmed: 1, completed: 1, total: 5 });
    // Six of the seven fall in the window; the one made 200 days ago does not.
    expect(body.weekly.reduce((sum, w) => sum + w.total, 0)).toBe(6);
  });
});

describe("weekly pre-bookings at a fixed moment", () => {
  it("buckets by Monday 00:00 UTC, labels ISO weeks across a year end and fills empty weeks with zeros", async () => {
    const server = await startTestServer({ seed: false });
    try {
      const c = await server.createUser("client");
      const e = await server.createUser("expert");
      const at = (iso: string) => new Date(iso);
      await server.deps.db.insert(preBookings).values(
        [
          { createdAt: at("2026-12-27T23:59:59.999Z"), status: "pending" as const }, // Sunday: ISO week 2026-W52
          { createdAt: at("2026-12-28T00:00:00.000Z"), status: "declined" as const }, // Monday: 2026-W53
          { createdAt: at("2027-01-01T12:00:00.000Z"), status: "confirmed" as const }, // still 2026-W53
          { createdAt: at("2027-01-04T08:00:00.000Z"), status: "completed" as const }, // 2027-W01
          { createdAt: at("2026-10-01T08:00:00.000Z"), status: "pending" as const }, // before the window
        ].map((row) => ({ ...row, clientId: c.id, expertId: e.id, startDate: "2030-01-01", endDate: "2030-02-01" })),
      );
      const overview = await getOverview(server.deps.db, at("2027-01-06T15:00:00Z"));
      expect(overview.weekly).toHaveLength(12);
      expect(overview.weekly[0]).toEqual({ weekStart: "2026-10-19", isoWeek: "2026-W43", pending: 0, confirmed: 0, declined: 0, completed: 0, total: 0 });
      expect(overview.weekly.slice(-3)).toEqual([
        { weekStart: "2026-12-21", isoWeek: "2026-W52", pending: 1, confirmed: 0, declined: 0, completed: 0, total: 1 },
        { weekStart: "2026-12-28", isoWeek: "2026-W53", pending: 0, confirmed: 1, declined: 1, completed: 0, total: 2 },
        { weekStart: "2027-01-04", isoWeek: "2027-W01", pending: 0, confirmed: 0, declined: 0, completed: 1, total: 1 },
      ]);
      expect(overview.weekly.slice(0, -3).every((w) => w.total === 0)).toBe(true);
      expect(overview.monthStart).toBe("2027-01-01T00:00:00.000Z");
    } finally {
      await server.close();
    }
  });
});
