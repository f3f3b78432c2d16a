import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookedDiscoveryCallAnswer, DISCOVERY_MESSAGES, discoveryCallAnswer, discoverySlotsAnswer } from "@shared/contracts/discovery-calls";
import { MIN_LEAD_MINUTES, zonedInstant } from "@shared/discovery-slots";
import { discoveryCalls } from "@shared/schema";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { BOOKINGS_PER_ADDRESS_PER_HOUR } from "./discovery-calls.service";
import { addDays, isWeekend, wallClock } from "@shared/calendar";

const OFFICE = "Africa/Johannesburg";

let t: TestServer;
let anon: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  // One office, Johannesburg's 09:00–17:00: what these tests check. The default offices and the
  // visitor's zone are tested in discovery-day.api.test.ts.
  t = await startTestServer({ seed: false, env: { DISCOVERY_HOURS: "Cape Town: Africa/Johannesburg 09:00-17:00" } });
  anon = t.anon();
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

const officeToday = () => wallClock(new Date(), OFFICE).date;

/** The first office weekday at least `after` days from today. */
function weekdayFrom(after: number) {
  let d = addDays(officeToday(), after);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

function weekendFrom(after: number) {
  let d = addDays(officeToday(), after);
  while (!isWeekend(d)) d = addDays(d, 1);
  return d;
}

const at = (date: string, time: string) => zonedInstant(date, time, OFFICE).toISOString();

const visitor = (slotStart: string, extra: Record<string, unknown> = {}) => ({
  slotStart,
  name: "Morgan Reyes",
  email: "morgan@northwind.example",
  company: "Northwind Analytics",
  needs: "Two senior data engineers for a dbt, Airflow; and Snowflake migration.\nStart in April.",
  timeZone: "America/New_York",
  ...extra,
});

async function freeSlots(query = "") {
  const res = await anon.get(`/api/discovery-calls/slots${query}`);
  expect(res.status).toBe(200);
  return res.body.slots as string[];
}

const seen = { slot: "", icsUrl: "" };

describe("free slots", () => {
  it("offers 15-minute weekday slots within office hours, from an hour ahead to the last bookable day", async () => {
    const res = await anon.get("/api/discovery-calls/slots");
    expect(res.status).toBe(200);
    expectAnswer(discoverySlotsAnswer, res.body);
    expect(res.body).toMatchObject({ timeZone: OFFICE, dayStart: "09:00", dayEnd: "17:00", daysAhead: 21, slotMinutes: 15 });
    const slots: string[] = res.body.slots;
    expect(slots.length).toBeGreaterThan(100);
    const earliest = Date.now() + MIN_LEAD_MINUTES * 60_000 - 5_000;
    const last = addDays(officeToday(), 21);
    for (const slot of slots) {
      expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      const { date, time } = wallClock(slot, OFFICE);
      expect(isWeekend(date)).toBe(false);
      expect(time >= "09:00" && time <= "16:45").toBe(true);
      expect(Number(time.slice(3)) % 15).toBe(0);
      expect(date <= last).toBe(true);
      expect(Date.parse(slot)).toBeGreaterThanOrEqual(earliest);
    }
    expect([...slots].sort()).toEqual(slots);
    // A full weekday two days out has all 32 slots of 09:00–16:45.
    const day = weekdayFrom(2);
    expect(slots.filter((s) => wallClock(s, OFFICE).date === day)).toHaveLength(32);
  });

  it("narrows to a range and rejects a bad one", async () => {
    const day = weekdayFrom(2);
    const slots = await freeSlots(`?from=${at(day, "10:00")}&to=${at(day, "11:00")}`);
    expect(slots).toEqual([at(day, "10:00"), at(day, "10:15"), at(day, "10:30"), at(day, "10:45")]);
    expect((await anon.get("/api/discovery-calls/slots?from=tomorrow")).status).toBe(400);
    expect((await anon.get(`/api/discovery-calls/slots?from=${at(day, "11:00")}&to=${at(day, "10:00")}`)).status).toBe(400);
  });
});

describe("booking a slot", () => {
  it("books a free slot: 201 with the booking and a calendar link, and the slot is no longer offered", async () => {
    const slot = at(weekdayFrom(3), "10:00");
    const res = await anon.post("/api/discovery-calls", visitor(slot, { email: "  Morgan@Northwind.Example " }));
    expect(res.status).toBe(201);
    expectAnswer(bookedDiscoveryCallAnswer, res.body);
    expect(res.body).toMatchObject({
      slotStart: slot,
      slotEnd: new Date(Date.parse(slot) + 15 * 60_000).toISOString(),
      name: "Morgan Reyes",
      email: "morgan@northwind.example",
      company: "Northwind Analytics",
      timeZone: "America/New_York",
    });
    expect(res.body.icsUrl).toMatch(/^\/api\/discovery-calls\/[0-9a-f-]{36}\/calendar\.ics$/);
    expect(res.body).not.toHaveProperty("id");
    const [row] = await t.deps.db.select().from(discoveryCalls).where(eq(discoveryCalls.slotStart, new Date(slot)));
    expect(row.status).toBe("new");
    expect(res.body.icsUrl).not.toContain(`/${row.id}/`);
    expect(await freeSlots()).not.toContain(slot);
    seen.slot = slot;
    seen.icsUrl = res.body.icsUrl;
  });

  it("answers 409 with a message when the slot is already taken", async () => {
    const res = await anon.post("/api/discovery-calls", visitor(seen.slot, { name: "Someone Else", email: "sam@contoso.example" }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(DISCOVERY_MESSAGES.taken);
    // The same instant written with an offset is the same slot.
    const offset = new Date(Date.parse(seen.slot) + 2 * 3_600_000).toISOString().replace(".000Z", "+02:00");
    expect((await anon.post("/api/discovery-calls", visitor(offset, { email: "sam@contoso.example" }))).status).toBe(409);
  });

  it("lets exactly one of several simultaneous requests for one slot through", async () => {
    const slot = at(weekdayFrom(4), "14:30");
    const results = await Promise.all(
      ["a", "b", "c", "d", "e"].map((who) => t.anon().post("/api/discovery-calls", visitor(slot, { email: `${who}@contoso.example` }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.deps.db.select().from(discoveryCalls).where(eq(discoveryCalls.slotStart, new Date(slot)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a past slot", () => at(addDays(officeToday(), -7), "10:00"), /passed/],
    ["a slot less than an hour from now", () => new Date(Math.ceil(Date.now() / 900_000) * 900_000).toISOString(), /at least 1 hour/],
    ["a weekend slot", () => at(weekendFrom(2), "10:00"), /weekdays/],
    ["a slot before office hours", () => at(weekdayFrom(2), "08:45"), /office hours, 09:00–17:00 Johannesburg time/],
    ["a slot running past office hours", () => at(weekdayFrom(2), "16:50"), /office hours/],
    ["an evening slot", () => at(weekdayFrom(2), "19:00"), /office hours/],
    ["a slot off the quarter hour", () => at(weekdayFrom(2), "10:07"), /offered 15-minute slots/],
    ["a slot with seconds", () => new Date(Date.parse(at(weekdayFrom(2), "10:00")) + 30_000).toISOString(), /offered 15-minute slots/],
    ["a slot beyond the bookable days", () => at(weekdayFrom(30), "10:00"), /next 21 days/],
  ])("refuses %s with 400 and a message", async (_what, slot, message) => {
    const res = await anon.post("/api/discovery-calls", visitor(slot()));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(res.body.error.details).toEqual([{ path: "slotStart", message: res.body.error.message }]);
  });

  it.each([
    ["a malformed e-mail", { email: "morgan-at-northwind" }, "email", "Please enter a valid email address"],
    ["a personal e-mail", { email: "morgan@gmail.com" }, "email", DISCOVERY_MESSAGES.workEmail],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone", DISCOVERY_MESSAGES.timeZone],
    ["an offset instead of a zone", { timeZone: "+02:00" }, "timeZone", DISCOVERY_MESSAGES.timeZone],
    ["a missing name", { name: "  " }, "name", "Name is required"],
    ["a missing company", { company: undefined }, "company", "Company is required"],
    ["empty needs", { needs: "" }, "needs", "Needs is required"],
    ["no slot", { slotStart: "" }, "slotStart", DISCOVERY_MESSAGES.slot],
    ["a slot without a zone", { slotStart: "2030-03-09T10:00:00" }, "slotStart", undefined],
  ])("refuses %s with 400 naming the field", async (_what, change, field, message) => {
    const res = await anon.post("/api/discovery-calls", visitor(at(weekdayFrom(2), "11:00"), change));
    expect(res.status).toBe(400);
    const detail = res.body.error.details.find((d: { path: string }) => d.path === field);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
  });
});

describe("calendar file", () => {
  it("serves a valid iCalendar event in UTC with CRLF lines and escaped text", async () => {
    const res = await anon.get(seen.icsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    const text = res.text;
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const rawLines = text.slice(0, -2).split("\r\n");
    for (const line of rawLines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, "").slice(0, -2).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(".000", "");
    expect(lines).toContain(`DTSTART:${compact(seen.slot)}`);
    expect(lines).toContain(`DTEND:${compact(new Date(Date.parse(seen.slot) + 15 * 60_000).toISOString())}`);
    expect(lines.find((l) => l.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    const token = seen.icsUrl.split("/")[3];
    expect(lines).toContain(`UID:discovery-call-${token}@proteatalent.com`);
    expect(lines).toContain("SUMMARY:Protea Talent discovery call");
    const description = lines.find((l) => l.startsWith("DESCRIPTION:"))!;
    expect(description).toContain("Your needs: Two senior data engineers for a dbt\\, Airflow\\; and Snowflake migration.\\nStart in April.");
    expect(description).toContain("Booked by Morgan Reyes (Northwind Analytics).");
    expect(lines.indexOf("BEGIN:VEVENT")).toBeLessThan(lines.indexOf("END:VEVENT"));
  });

  it("is not found for an unknown or malformed token", async () => {
    expect((await anon.get("/api/discovery-calls/0b7c4c8e-1f0a-4f7e-9d6a-3c2b1a0f9e8d/calendar.ics")).status).toBe(404);
    expect((await anon.get("/api/discovery-calls/1/calendar.ics")).status).toBe(404);
  });
});

describe("admin list and status", () => {
  const paths = ["/api/admin/discovery-calls", "/api/admin/discovery-calls?status=new"];

  it("refuses visitors and signed-in non-admins", async () => {
    expect((await anon.get(paths[0])).status).toBe(401);
    expect((await anon.patch("/api/admin/discovery-calls/1", { status: "done" })).status).toBe(401);
    for (const type of ["client", "expert", "candidate"] as const) {
      const { api } = await t.createUser(type);
      for (const path of paths) expect((await api.get(path)).status).toBe(403);
      expect((await api.patch("/api/admin/discovery-calls/1", { status: "done" })).status).toBe(403);
    }
  });

  it("pages the requests with a total count and filters by status", async () => {
    const base = Date.parse(at(weekdayFrom(10), "09:00"));
    await t.deps.db.insert(discoveryCalls).values(
      Array.from({ length: 5 }, (_, i) => ({
        slotStart: new Date(base + i * 15 * 60_000),
        name: `Lead ${i}`,
        email: `lead${i}@example.test`,
        company: "Fabrikam",
        needs: "ML engineers",
        timeZone: "Europe/London",
        status: i < 2 ? ("contacted" as const) : ("new" as const),
      })),
    );
    const all = await admin.get("/api/admin/discovery-calls?limit=3");
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("7");
    expect(all.body).toHaveLength(3);
    expectListAnswer(discoveryCallAnswer, all.body);
    expect(all.body[0]).toEqual({
      id: expect.any(Number),
      slotStart: expect.any(String),
      slotEnd: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      company: expect.any(String),
      needs: expect.any(String),
      timeZone: expect.any(String),
      status: expect.any(String),
      createdAt: expect.any(String),
    });
    const rest = await admin.get("/api/admin/discovery-calls?limit=3&offset=6");
    expect(rest.body).toHaveLength(1);
    const contacted = await admin.get("/api/admin/discovery-calls?status=contacted");
    expect(contacted.headers.get("x-total-count")).toBe("2");
    expect(contacted.body.map((c: { status: string }) => c.status)).toEqual(["contacted", "contacted"]);
    expect((await admin.get("/api/admin/discovery-calls?status=lost")).status).toBe(400);
    expect((await admin.get("/api/admin/discovery-calls?limit=0")).status).toBe(400);
  });

  it("moves a request between new, contacted and done", async () => {
    const [row] = await t.deps.db.select().from(discoveryCalls).where(eq(discoveryCalls.slotStart, new Date(seen.slot)));
    const res = await admin.patch(`/api/admin/discovery-calls/${row.id}`, { status: "contacted" });
    expect(res.status).toBe(200);
    expectAnswer(discoveryCallAnswer, res.body);
    expect(res.body).toMatchObject({ id: row.id, status: "contacted", slotStart: seen.slot });
    expect((await admin.patch(`/api/admin/discovery-calls/${row.id}`, { status: "done" })).body.status).toBe("done");
    expect((await admin.patch(`/api/admin/discovery-calls/${row.id}`, { status: "booked" })).status).toBe(400);
    expect((await admin.patch("/api/admin/discovery-calls/999999", { status: "done" })).status).toBe(404);
    expect((await admin.patch("/api/admin/discovery-calls/abc", { status: "done" })).status).toBe(400);
  });
});

describe("booking limit per address", () => {
  it(`refuses a further booking once ${BOOKINGS_PER_ADDRESS_PER_HOUR} came from the same address within the hour`, async () => {
    const [mine] = await t.deps.db.select().from(discoveryCalls).where(eq(discoveryCalls.slotStart, new Date(seen.slot)));
    expect(mine.requesterHash).toMatch(/^[0-9a-f]{64}$/);
    const made = await t.deps.db.select().from(discoveryCalls).where(eq(discoveryCalls.requesterHash, mine.requesterHash!));
    // Not the paging test's 09:00–10:00: skipping a weekend can land both on the same day.
    const base = Date.parse(at(weekdayFrom(12), "11:00"));
    const missing = BOOKINGS_PER_ADDRESS_PER_HOUR - made.length;
    expect(missing).toBeGreaterThan(0);
    // One short of the limit still books.
    if (missing > 1) {
      await t.deps.db.insert(discoveryCalls).values(
        Array.from({ length: missing - 1 }, (_, i) => ({
          slotStart: new Date(base + i * 15 * 60_000),
          name: "Earlier",
          email: "earlier@example.test",
          company: "Fabrikam",
          needs: "Data",
          timeZone: "UTC",
          requesterHash: mine.requesterHash,
        })),
      );
    }
    const last = await anon.post("/api/discovery-calls", visitor(at(weekdayFrom(13), "15:00")));
    expect(last.status).toBe(201);
    const refused = await anon.post("/api/discovery-calls", visitor(at(weekdayFrom(13), "15:15")));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(DISCOVERY_MESSAGES.tooMany);
  });
});
