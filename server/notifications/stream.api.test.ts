import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { liveNotificationAnswer, streamReadyAnswer } from "@shared/contracts/notifications";
import { notifications } from "@shared/schema";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { openStream, type SseStream } from "../test/sse";
import { STREAM_LIMITS } from "./stream";

/**
 * GET /api/notifications/stream (docs/decisions/034): live notifications as Server-Sent Events.
 * Waits for an event are bounded at 2 s (PRODUCT.md: a change shows within 2 s), never timed.
 */

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let t: TestServer;
let expert: { api: ApiClient; id: number; login: string };
let client: { api: ApiClient; id: number; login: string };
const opened: SseStream[] = [];
let bookings = 0;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  expert = await t.createUser("expert");
  client = await t.createUser("client");
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await t?.close();
});

/** Opens a stream as `api` and waits until it is live (its `ready` event). */
async function live(api: ApiClient, opts: { lastEventId?: string } = {}) {
  const res = await openStream(api, undefined, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const stream = res.stream!;
  opened.push(stream);
  await stream.waitFor("ready");
  return stream;
}

/** A pre-booking of `expertId` by `by` (its own dates each time, never sharing a day with an earlier one, which may be confirmed), which notifies the expert. */
async function book(by: ApiClient, expertId: number) {
  bookings += 1;
  const res = await by.post("/api/pre-bookings", { expertId, startDate: day(10 + 3 * bookings), endDate: day(11 + 3 * bookings), notes: `booking ${bookings}`, preInterviewRequested: false });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
}

describe("the live notification stream", () => {
  it("needs a sign-in: 401 as JSON without credentials or with a token that does not resolve", async () => {
    const anon = await openStream(t.anon());
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: { message: expect.any(String) } });
    const forged = t.anon();
    forged.token = "not-a-real-token";
    expect((await openStream(forged)).status).toBe(401);
  });

  it("is an uncompressed, unbuffered event stream that says when it is live", async () => {
    // Asking for compression as browsers do: the app compresses its other answers, never this one.
    const res = await openStream(expert.api, undefined, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    opened.push(res.stream!);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    expect(res.headers.get("content-encoding")).toBeNull();
    const ready = await res.stream!.waitFor("ready");
    expectAnswer(streamReadyAnswer, ready.data);
    expect(res.stream!.retry).toBe(STREAM_LIMITS.retryMs);
    // The ready event carries the newest notification id, so a reconnection replays from there.
    expect(Number(ready.id)).toBe(ready.data.lastId);
  });

  it("a client's booking reaches the expert's open stream; the expert's answer reaches the client's", async () => {
    const expertStream = await live(expert.api);
    const clientStream = await live(client.api);

    const booking = await book(client.api, expert.id);
    const created = await expertStream.waitFor("notification", (n) => n.kind === "pre-booking.created");
    expect(created.data).toMatchObject({ title: "New pre-booking request", link: "/expert/dashboard", read: false, refresh: ["notifications", "pre-bookings"] });
    expectAnswer(liveNotificationAnswer, created.data);
    expect(created.data.body).toContain("would like to book you");
    expect(Number(created.id)).toBe(created.data.id);
    expect(Object.keys(created.data)).not.toContain("userId");

    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(200);
    const confirmed = await clientStream.waitFor("notification", (n) => n.kind === "pre-booking.confirmed");
    expect(confirmed.data).toMatchObject({ title: "Booking confirmed", link: "/client/dashboard", refresh: ["notifications", "pre-bookings"] });

    // The confirmation made the engagement, whose terms each party is asked to accept (the same transaction).
    await clientStream.waitFor("notification", (n) => n.kind === "engagement.created");
    await expertStream.waitFor("notification", (n) => n.kind === "engagement.created");

    // Each side got its own notices only.
    expect(clientStream.of("notification").map((e) => e.data.kind).sort()).toEqual(["engagement.created", "pre-booking.confirmed"]);
    expect(expertStream.of("notification").map((e) => e.data.kind).sort()).toEqual(["engagement.created", "pre-booking.created"]);
  });

  it("never sends another user's notifications", async () => {
    const other = await t.createUser("expert");
    const mine = await live(expert.api);
    const theirs = await live(other.api);

    await book(client.api, expert.id);
    await mine.waitFor("notification", (n) => n.kind === "pre-booking.created");
    // A notice of their own afterwards: everything before it on their stream has arrived by then.
    const [own] = await t.deps.db.insert(notifications).values({ userId: other.id, kind: "pre-booking.expired", title: "Theirs", body: "Their own notice" }).returning();
    await theirs.waitFor("notification", (n) => n.id === own.id);
    expect(theirs.of("notification").map((e) => e.data.id)).toEqual([own.id]);
  });

  it("replays exactly the missed notifications after a reconnection with Last-Event-ID", async () => {
    const first = await live(expert.api);
    await book(client.api, expert.id);
    const seen = await first.waitFor("notification", (n) => n.kind === "pre-booking.created");
    await first.close();

    // Made while nobody listened.
    await book(client.api, expert.id);
    await book(client.api, expert.id);
    const [missed1, missed2] = (await expert.api.get("/api/notifications?limit=2")).body.map((n: { id: number }) => n.id).reverse();

    const again = await live(expert.api, { lastEventId: seen.id! });
    expect(again.of("notification").map((e) => Number(e.id))).toEqual([missed1, missed2]);
    // Replayed before the stream says it is live, and the next reconnection starts after them.
    expect(again.events.map((e) => e.event)).toEqual(["notification", "notification", "ready"]);
    expect(Number(again.of("ready")[0].id)).toBe(missed2);

    const upToDate = await live(expert.api, { lastEventId: String(missed2) });
    expect(upToDate.of("notification")).toEqual([]);

    // Also as a query parameter, for clients that cannot set the header.
    const viaQuery = await openStream(expert.api, `/api/notifications/stream?lastEventId=${missed1}`);
    opened.push(viaQuery.stream!);
    await viaQuery.stream!.waitFor("ready");
    expect(viaQuery.stream!.of("notification").map((e) => Number(e.id))).toEqual([missed2]);

    const bad = await openStream(expert.api, undefined, { lastEventId: "abc" });
    expect(bad.status).toBe(400);
  });

  it(`holds ${STREAM_LIMITS.perUser} streams per account: one more closes the oldest, which is told not to come back`, async () => {
    const user = await t.createUser("expert");
    const streams: SseStream[] = [];
    for (let i = 0; i < STREAM_LIMITS.perUser; i += 1) streams.push(await live(user.api));
    const newest = await live(user.api);

    await streams[0].waitFor("replaced");
    await streams[0].waitForEnd();
    await book(client.api, user.id);
    for (const stream of [...streams.slice(1), newest]) {
      await stream.waitFor("notification", (n) => n.kind === "pre-booking.created");
      expect(stream.ended).toBe(false);
    }
    expect(streams[0].of("notification")).toEqual([]);
  });

  it("signing out ends the streams opened with that sign-in, and only those", async () => {
    const account = await t.createUser("client");
    const otherSignIn = await t.login(account.login, "test-password-1");
    const mine = await live(account.api);
    const byToken = account.api.token;
    const cookieOnly = t.anon();
    cookieOnly.cookies = new Map(account.api.cookies);
    const viaCookie = await live(cookieOnly);
    const elsewhere = await live(otherSignIn);

    expect((await account.api.post("/api/auth/logout")).status).toBe(204);
    await mine.waitFor("signed-out");
    await mine.waitForEnd();
    await viaCookie.waitFor("signed-out");
    await viaCookie.waitForEnd();

    // The other sign-in's stream lives on and still gets notices.
    const [notice] = await t.deps.db.insert(notifications).values({ userId: account.id, kind: "pre-booking.expired", title: "Still here", body: "After the sign-out" }).returning();
    await elsewhere.waitFor("notification", (n) => n.id === notice.id);
    expect(elsewhere.ended).toBe(false);

    // The ended credentials open nothing any more.
    const stale = t.anon();
    stale.token = byToken;
    expect((await openStream(stale)).status).toBe(401);
  });

  it("a password change ends every stream of the account", async () => {
    const account = await t.createUser("expert");
    const stream = await live(account.api);
    const other = await live(await t.login(account.login, "test-password-1"));
    expect((await account.api.post("/api/auth/password", { currentPassword: "test-password-1", newPassword: "a-new-password-2" })).status).toBe(200);
    await stream.waitForEnd();
    await other.waitForEnd();
  });
});
