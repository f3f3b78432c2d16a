// The private calendar feed over HTTP (PRODUCT.md "Calendar feed"; docs/decisions/063-*): the address
// made on request and shown only then (the table keeps its hash), replaced on request (the old one
// not found at once, even when replaced twice at the same moment) and ended with every sign-in, the feed read back by an iCalendar parser with each interview and
// engagement at its UTC times and nothing of anyone else's, no session needed, and the strong ETag
// that answers 304 until something in the feed changes. Interviews and engagements are written
// straight into their tables: only the feed is under test here.
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeedAnswer } from "@shared/contracts/calendar";
import { auditLog, calendarFeeds, engagements, interviews, preBookings, users } from "@shared/schema";
import { loggedUrl } from "../lib/request-log";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
type Person = { api: ApiClient; id: number };
let client: Person;
let expert: Person;
let otherClient: Person;
let otherExpert: Person;

const FEED_PATH = /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  [client, expert, otherClient, otherExpert] = await Promise.all([t.createUser("client"), t.createUser("expert"), t.createUser("client"), t.createUser("expert")]);
});
afterAll(async () => {
  await t?.close();
});

async function booking(clientId: number, expertId: number) {
  const [row] = await t.deps.db.insert(preBookings).values({ clientId, expertId, startDate: "2026-12-01", endDate: "2027-03-01" }).returning({ id: preBookings.id });
  return row.id;
}

async function interview(clientId: number, expertId: number, startsAt: string, minutes: 30 | 45 | 60, status: "scheduled" | "cancelled" = "scheduled") {
  const start = new Date(startsAt);
  const [row] = await t.deps.db
    .insert(interviews)
    .values({
      clientId,
      expertId,
      preBookingId: await booking(clientId, expertId),
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      minutes,
      status,
      meetingUrl: `https://meet.example.test/protea-interview-${start.getTime()}`,
      cancelReason: status === "cancelled" ? "No longer needed" : null,
    })
    .returning();
  return row;
}

async function engagement(clientId: number, expertId: number, startDate: string, endDate: string, status: "awaiting_acceptance" | "active" | "ended") {
  const [row] = await t.deps.db
    .insert(engagements)
    .values({
      clientId,
      expertId,
      preBookingId: await booking(clientId, expertId),
      hourlyRateCents: 5_000,
      startDate,
      endDate,
      status,
      endedAt: status === "ended" ? new Date() : null,
      endReason: status === "ended" ? "completed" : null,
    })
    .returning();
  return row;
}

/** Addresses made in this file, by user: the server shows one only in the answer that made it. */
const madePaths = new Map<number, string>();

/** The person's feed address: made on the first ask of this file, the same one after. */
async function feedPathOf(person: Person): Promise<string> {
  const known = madePaths.get(person.id);
  if (known) return known;
  const res = await person.api.post("/api/calendar/rotate");
  expect(res.status, res.text).toBe(200);
  madePaths.set(person.id, res.body.path);
  return res.body.path as string;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  allDay: boolean;
  sequence: number;
  status: string;
  location: string | null;
  url: string | null;
}

/** The feed read back with ical.js: each event's UID, text, and start and end (ISO instants, or dates for all-day events). */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const when = (time: { isDate: boolean; toString(): string; toJSDate(): Date }) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: when(event.startDate),
      end: when(event.endDate),
      allDay: event.startDate.isDate,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue("status")),
      location: event.location,
      url: (vevent.getFirstPropertyValue("url") as string | null) ?? null,
    };
  });
}

async function readFeed(path: string, headers: Record<string, string> = {}) {
  // A caller with no session and no token: calendar apps have neither.
  return t.anon().request("GET", path, undefined, { headers });
}

describe("the feed's address", () => {
  it("is for signed-in users, made on request, and shown only in the answer that made it", async () => {
    expect((await t.anon().get("/api/calendar")).status).toBe(401);
    expect((await t.anon().post("/api/calendar/rotate")).status).toBe(401);
    const fresh = await t.createUser("client");
    const none = await fresh.api.get("/api/calendar");
    expect(none.status, none.text).toBe(200);
    expect(none.headers.get("cache-control")).toBe("no-store");
    expect(expectAnswer(calendarFeedAnswer, none.body)).toEqual({ path: null, createdAt: null });

    const made = await fresh.api.post("/api/calendar/rotate");
    expect(made.status, made.text).toBe(200);
    expect(made.headers.get("cache-control")).toBe("no-store");
    expectAnswer(calendarFeedAnswer, made.body);
    expect(made.body.path).toMatch(FEED_PATH);
    expect(Number.isNaN(Date.parse(made.body.createdAt))).toBe(false);
    expect((await readFeed(made.body.path)).status).toBe(200);

    // Afterwards the user is told since when, never the address: the server has no copy of it.
    const later = await fresh.api.get("/api/calendar");
    expect(later.body).toEqual({ path: null, createdAt: made.body.createdAt });
    // Each user has their own.
    expect(await feedPathOf(otherClient)).not.toBe(made.body.path);
  });

  it("keeps only the token's hash: the table holds nothing that opens the feed", async () => {
    const person = await t.createUser("client");
    const path = await feedPathOf(person);
    const token = path.slice("/api/calendar/".length, -".ics".length);
    const [row] = await t.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person.id));
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    // The hash itself, put where the token goes, opens nothing.
    expect((await readFeed(`/api/calendar/${Buffer.from(row.tokenHash, "hex").toString("base64url")}.ics`)).status).toBe(404);
  });

  it("ends with every sign-in: sign out everywhere and a password change make the address 404", async () => {
    const person = await t.createUser("expert");
    const first = (await person.api.post("/api/calendar/rotate")).body.path as string;
    expect((await readFeed(first)).status).toBe(200);
    expect((await person.api.post("/api/auth/sign-out-everywhere")).status).toBe(204);
    expect((await readFeed(first)).status).toBe(404);

    const again = await t.login(person.login, person.password);
    expect((await again.get("/api/calendar")).body).toEqual({ path: null, createdAt: null });
    const second = (await again.post("/api/calendar/rotate")).body.path as string;
    expect((await readFeed(second)).status).toBe(200);
    const changed = await again.post("/api/auth/password", { currentPassword: person.password, newPassword: "a-new-password-for-feeds-9" });
    expect(changed.status, changed.text).toBe(200);
    expect((await readFeed(second)).status).toBe(404);
  });

  it("a new address ends the old one at once; the replacement is in the audit log", async () => {
    const person = await t.createUser("expert");
    const old = await feedPathOf(person);
    expect((await readFeed(old)).status).toBe(200);

    const rotated = await person.api.post("/api/calendar/rotate");
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.path).toMatch(FEED_PATH);
    expect(rotated.body.path).not.toBe(old);

    const gone = await readFeed(old);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe("Calendar feed not found");
    expect((await readFeed(rotated.body.path)).status).toBe(200);
    expect((await person.api.get("/api/calendar")).body.createdAt).toBe(rotated.body.createdAt);

    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, person.id), eq(auditLog.action, "calendar-feed.replaced")));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ targetType: "user", targetId: String(person.id) });
      expect(JSON.stringify(entry)).not.toContain(rotated.body.path.slice(14, 57));
    }
  });

  it("replaced three times at once: exactly one of the answers works", async () => {
    const person = await t.createUser("client");
    await feedPathOf(person);
    const answers = await Promise.all([1, 2, 3].map(() => person.api.post("/api/calendar/rotate")));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const statuses = await Promise.all(answers.map((r) => readFeed(r.body.path).then((res) => res.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect((await person.api.get("/api/calendar")).body.createdAt).toBe(answers[statuses.indexOf(200)].body.createdAt);
  });

  it("a malformed or unknown token is not found, never a server error", async () => {
    const path = await feedPathOf(client);
    const token = path.slice("/api/calendar/".length, -".ics".length);
    const tries = [
      `/api/calendar/${"A".repeat(43)}.ics`,
      `/api/calendar/${token.slice(1)}.ics`,
      `/api/calendar/${token}A.ics`,
      `/api/calendar/${token.slice(0, 42)}%21.ics`,
      `/api/calendar/${token.slice(0, 42)}%00.ics`,
      `/api/calendar/x.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ics.ics`,
      `/api/calendar/${encodeURIComponent("' or 1=1 --")}.ics`,
    ];
    for (const p of tries) {
      const res = await readFeed(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type") ?? "", p).toMatch(/^application\/json/);
    }
    // Broken percent-encoding is refused before any route sees it: still not a server error.
    const broken = await readFeed(`/api/calendar/${token.slice(0, 41)}%E0%A4.ics`);
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });

  it("an erased account's feed opens for nobody", async () => {
    const person = await t.createUser("client");
    const path = await feedPathOf(person);
    expect((await readFeed(path)).status).toBe(200);
    await t.deps.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, person.id));
    expect((await readFeed(path)).status).toBe(404);
  });

  it("the token stays out of the request log", () => {
    expect(loggedUrl("/api/calendar/abcDEF_123-xyz.ics")).toBe("/api/calendar/[token].ics");
    expect(loggedUrl("/api/calendar/abcDEF_123-xyz.ics?x=1")).toBe("/api/calendar/[token].ics?x=1");
    expect(loggedUrl("/api/calendar")).toBe("/api/calendar");
    expect(loggedUrl("/api/requisitions/4")).toBe("/api/requisitions/4");
  });
});

describe("what the feed holds", () => {
  let scheduled: typeof interviews.$inferSelect;
  let theirs: typeof interviews.$inferSelect;
  let active: typeof engagements.$inferSelect;
  let awaiting: typeof engagements.$inferSelect;
  let otherPeoples: typeof engagements.$inferSelect;

  beforeAll(async () => {
    scheduled = await interview(client.id, expert.id, "2026-12-07T14:15:00Z", 45);
    await interview(client.id, expert.id, "2026-12-08T09:00:00Z", 60, "cancelled");
    theirs = await interview(otherClient.id, expert.id, "2026-12-09T16:30:00Z", 30);
    await interview(otherClient.id, otherExpert.id, "2026-12-10T10:00:00Z", 60);
    active = await engagement(client.id, expert.id, "2026-12-01", "2026-12-31", "active");
    awaiting = await engagement(client.id, expert.id, "2027-01-04", "2027-03-26", "awaiting_acceptance");
    await engagement(client.id, expert.id, "2026-10-01", "2026-11-30", "ended");
    otherPeoples = await engagement(otherClient.id, otherExpert.id, "2026-12-01", "2027-02-26", "active");
  });

  const expertName = () => t.deps.db.select().from(users).where(eq(users.id, expert.id)).then(([u]) => `${u.firstName} ${u.lastName}`);
  const clientName = () => t.deps.db.select().from(users).where(eq(users.id, client.id)).then(([u]) => `${u.firstName} ${u.lastName}`);

  it("the client's: their scheduled interview at its UTC times, their engagements as all-day events, nobody else's", async () => {
    const res = await readFeed(await feedPathOf(client));
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    // Every line ends with CRLF, the last one too (RFC 5545 3.1).
    expect(res.text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(res.text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const events = parseFeed(res.text);
    expect(events.map((e) => e.uid).sort()).toEqual([scheduled.uid, `engagement-${active.id}@proteatalent.com`, `engagement-${awaiting.id}@proteatalent.com`].sort());

    const meeting = events.find((e) => e.uid === scheduled.uid)!;
    expect(meeting).toMatchObject({ start: "2026-12-07T14:15:00.000Z", end: "2026-12-07T15:00:00.000Z", allDay: false, sequence: 0, status: "CONFIRMED" });
    expect(meeting.summary).toBe(`Interview with ${await expertName()}`);
    expect(meeting.description).toContain("45-minute interview");
    // Where they meet: the interview's own link.
    expect(meeting).toMatchObject({ location: scheduled.meetingUrl, url: scheduled.meetingUrl });
    expect(meeting.description).toContain(`Join the video meeting: ${scheduled.meetingUrl}`);
    // Written in UTC ("Z"), so no calendar app has to guess a zone.
    expect(res.text).toContain("DTSTART:20261207T141500Z");

    // All-day: the last day is included, so DTEND is the day after it.
    const work = events.find((e) => e.uid === `engagement-${active.id}@proteatalent.com`)!;
    expect(work).toMatchObject({ start: "2026-12-01", end: "2027-01-01", allDay: true, status: "CONFIRMED", summary: `Engagement with ${await expertName()}` });
    const pending = events.find((e) => e.uid === `engagement-${awaiting.id}@proteatalent.com`)!;
    expect(pending).toMatchObject({ start: "2027-01-04", end: "2027-03-27", allDay: true, status: "TENTATIVE" });
    expect(pending.summary).toBe(`Awaiting acceptance: Engagement with ${await expertName()}`);
  });

  it("the expert's: both clients' interviews with them, named after the client; the other pair's items never", async () => {
    const events = parseFeed((await readFeed(await feedPathOf(expert))).text);
    expect(events.map((e) => e.uid).sort()).toEqual([scheduled.uid, theirs.uid, `engagement-${active.id}@proteatalent.com`, `engagement-${awaiting.id}@proteatalent.com`].sort());
    expect(events.find((e) => e.uid === scheduled.uid)!.summary).toBe(`Interview with ${await clientName()}`);
    expect(events.find((e) => e.uid === theirs.uid)).toMatchObject({ start: "2026-12-09T16:30:00.000Z", end: "2026-12-09T17:00:00.000Z" });

    const others = parseFeed((await readFeed(await feedPathOf(otherExpert))).text).map((e) => e.uid);
    expect(others).toContain(`engagement-${otherPeoples.id}@proteatalent.com`);
    expect(others).not.toContain(scheduled.uid);
    expect(others).not.toContain(theirs.uid);
    expect(others.filter((uid) => uid.startsWith("engagement-"))).toEqual([`engagement-${otherPeoples.id}@proteatalent.com`]);
  });

  it("a user with nothing scheduled gets a valid, empty calendar", async () => {
    const person = await t.createUser("candidate");
    const res = await readFeed(await feedPathOf(person));
    expect(res.status).toBe(200);
    expect(parseFeed(res.text)).toEqual([]);
    expect(res.text).toMatch(/END:VCALENDAR\r\n$/);
  });
});

describe("polling", () => {
  it("a strong ETag: 304 while nothing changed, a new tag and the new times once an interview moves", async () => {
    const pair = { client: await t.createUser("client"), expert: await t.createUser("expert") };
    const row = await interview(pair.client.id, pair.expert.id, "2027-02-01T10:00:00Z", 30);
    const path = await feedPathOf(pair.client);

    const first = await readFeed(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toContain("private");

    const again = await readFeed(path, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // (fetch() sends `Cache-Control: no-cache` with every conditional request, as some calendar apps
    // do: it asks caches to check with the server, so the server still answers 304.)
    // A list of tags, the same tag marked weak, or "*" match too (If-None-Match compares weakly).
    expect((await readFeed(path, { "If-None-Match": "*" })).status).toBe(304);
    expect((await readFeed(path, { "If-None-Match": `"stale", ${etag}` })).status).toBe(304);
    expect((await readFeed(path, { "If-None-Match": `W/${etag}` })).status).toBe(304);
    expect((await readFeed(path, { "If-None-Match": '"stale"' })).status).toBe(200);

    // The interview moves: a new version, whatever the caller holds.
    await t.deps.db
      .update(interviews)
      .set({ startsAt: new Date("2027-02-02T11:15:00Z"), endsAt: new Date("2027-02-02T11:45:00Z"), sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(interviews.id, row.id));
    const moved = await readFeed(path, { "If-None-Match": etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.get("etag")).not.toBe(etag);
    expect(parseFeed(moved.text)[0]).toMatchObject({ uid: row.uid, start: "2027-02-02T11:15:00.000Z", end: "2027-02-02T11:45:00.000Z", sequence: 1 });
    expect((await readFeed(path, { "If-None-Match": moved.headers.get("etag")! })).status).toBe(304);

    // The other party's new name is in the feed, so it is a new version too.
    await t.deps.db.update(users).set({ lastName: "Renamed" }).where(eq(users.id, pair.expert.id));
    const renamed = await readFeed(path, { "If-None-Match": moved.headers.get("etag")! });
    expect(renamed.status).toBe(200);
    expect(parseFeed(renamed.text)[0].summary).toMatch(/ Renamed$/);

    // Cancelled: it leaves the feed.
    await t.deps.db.update(interviews).set({ status: "cancelled", cancelReason: "Filled", updatedAt: sql`now()` }).where(eq(interviews.id, row.id));
    const cancelled = await readFeed(path, { "If-None-Match": renamed.headers.get("etag")! });
    expect(cancelled.status).toBe(200);
    expect(parseFeed(cancelled.text)).toEqual([]);
  });

  it("the same content gives the same tag and the same bytes", async () => {
    const path = await feedPathOf(client);
    const [a, b] = [await readFeed(path), await readFeed(path)];
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    expect(a.text).toBe(b.text);
  });
});
