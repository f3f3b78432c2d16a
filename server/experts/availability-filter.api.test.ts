// GET /api/experts?availableFrom=&weeks=: experts free on every day of the window, with the list's
// usual array answer and X-Total-Count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, preBookings } from "@shared/schema";
import { findExpert, updateExpert } from "./experts.repo";
import { startTestServer, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let clientId: number;
const S = addDays(todayUtc(), 30);
/** Two weeks from S: S .. S+13. */
const window = `availableFrom=${S}&weeks=2`;
const ids: Record<string, number> = {};

async function expert(name: string, avail: { from?: string; to?: string | null; status?: "available" | "unavailable" } | null, bookings: [number, number, "pending" | "confirmed" | "declined"][] = []) {
  const { id } = await t.createUser("expert");
  const row = (await findExpert(t.deps.db, id))!;
  await updateExpert(t.deps.db, row, { skills: ["Windowcase"], role: name });
  if (avail) await t.deps.db.insert(availability).values({ expertId: id, availableFrom: avail.from ?? todayUtc(), availableTo: avail.to ?? null, status: avail.status ?? "available" });
  for (const [from, to, status] of bookings) await t.deps.db.insert(preBookings).values({ clientId, expertId: id, startDate: addDays(S, from), endDate: addDays(S, to), status });
  ids[name] = id;
}

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  clientId = (await t.createUser("client")).id;
  await expert("free", {});
  await expert("declinedOnly", {}, [[0, 13, "declined"]]);
  await expert("bookedAround", {}, [[-10, -1, "confirmed"], [14, 30, "pending"]]);
  await expert("pendingInside", {}, [[5, 6, "pending"]]);
  await expert("confirmedOnLastDay", {}, [[13, 20, "confirmed"]]);
  await expert("startsLate", { from: addDays(S, 1) });
  await expert("endsEarly", { to: addDays(S, 12) });
  await expert("endsOnTime", { to: addDays(S, 13) });
  await expert("unavailable", { status: "unavailable" });
  await expert("noAvailability", null);
});
afterAll(async () => {
  await t?.close();
});

const rolesOf = (body: { role: string }[]) => body.map((e) => e.role).sort();

describe("GET /api/experts with an availability window", () => {
  it("keeps those free on every day of the window", async () => {
    const res = await t.anon().get(`/api/experts?skill=Windowcase&${window}`);
    expect(res.status).toBe(200);
    expect(rolesOf(res.body)).toEqual(["bookedAround", "declinedOnly", "endsOnTime", "free"]);
    expect(res.headers.get("x-total-count")).toBe("4");
  });

  it("pages as usual", async () => {
    const res = await t.anon().get(`/api/experts?skill=Windowcase&${window}&limit=1&offset=1`);
    expect(res.body).toHaveLength(1);
    expect(res.headers.get("x-total-count")).toBe("4");
  });

  it("takes weeks alone from today and availableFrom alone as one week", async () => {
    // From today for a week: S is 30 days away, so only the missing or unavailable records fail.
    const fromToday = await t.anon().get("/api/experts?skill=Windowcase&weeks=1");
    expect(rolesOf(fromToday.body)).toEqual(
      ["bookedAround", "confirmedOnLastDay", "declinedOnly", "endsEarly", "endsOnTime", "free", "pendingInside"].sort(),
    );
    // S+14 for a week: bookedAround's pending booking starts that day.
    const later = await t.anon().get(`/api/experts?skill=Windowcase&availableFrom=${addDays(S, 14)}`);
    expect(rolesOf(later.body)).toEqual(["declinedOnly", "free", "pendingInside", "startsLate"].sort());
  });

  it("refuses a malformed window, naming the field", async () => {
    for (const [query, field] of [
      ["weeks=0", "weeks"],
      ["weeks=105", "weeks"],
      ["weeks=two", "weeks"],
      ["availableFrom=soon", "availableFrom"],
    ]) {
      const res = await t.anon().get(`/api/experts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual([field]);
    }
  });

  it("without a window lists everyone as before", async () => {
    const res = await t.anon().get("/api/experts?skill=Windowcase&limit=100");
    expect(res.body).toHaveLength(Object.keys(ids).length);
  });
});
