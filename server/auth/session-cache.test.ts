import type session from "express-session";
import { describe, expect, it } from "vitest";
import type { UserRow } from "@shared/schema";
import { SESSION_CACHE_LIMITS, SessionCache } from "./session-cache";

const user = (id: number) => ({ id, username: `user${id}`, createdAt: new Date("2026-01-02T03:04:05Z") }) as unknown as UserRow;
const sess = (id: number) => ({ cookie: { originalMaxAge: 1000, expires: "2027-01-01T00:00:00.000Z" }, passport: { user: id } }) as unknown as session.SessionData;
const later = new Date("2030-01-01T00:00:00Z");

function listeningCache() {
  let now = 1_000_000;
  const cache = new SessionCache(() => now);
  cache.setListening(true);
  return { cache, advance: (ms: number) => (now += ms), now: () => now };
}

describe("SessionCache", () => {
  it("keeps a session with its user and hands out copies that can be changed freely", () => {
    const { cache } = listeningCache();
    cache.keep(cache.mark(), "sid-a", sess(7), user(7), later);
    const first = cache.get("sid-a")!;
    expect(first.user.id).toBe(7);
    expect(first.user.createdAt).toEqual(new Date("2026-01-02T03:04:05Z"));
    (first.sess as unknown as { passport: { user: number } }).passport.user = 99;
    first.user.username = "changed";
    const second = cache.get("sid-a")!;
    expect((second.sess as unknown as { passport: { user: number } }).passport.user).toBe(7);
    expect(second.user.username).toBe("user7");
    expect([cache.hits, cache.misses]).toEqual([2, 0]);
  });

  it("asks the database again after the time limit, and never past the session's own end", () => {
    const { cache, advance, now } = listeningCache();
    cache.keep(cache.mark(), "sid-a", sess(1), user(1), later);
    advance(SESSION_CACHE_LIMITS.ttlMs - 1);
    expect(cache.get("sid-a")).toBeDefined();
    advance(1);
    expect(cache.get("sid-a")).toBeUndefined();
    expect(cache.size).toBe(0);

    cache.keep(cache.mark(), "sid-b", sess(2), user(2), new Date(now() + 500));
    advance(499);
    expect(cache.get("sid-b")).toBeDefined();
    advance(1);
    expect(cache.get("sid-b")).toBeUndefined();
    // Already ended: not kept at all.
    cache.keep(cache.mark(), "sid-c", sess(3), user(3), new Date(now() - 1));
    expect(cache.size).toBe(0);
  });

  it("drops every session of a user whose row or sessions changed, and only theirs", () => {
    const { cache } = listeningCache();
    cache.keep(cache.mark(), "a1", sess(1), user(1), later);
    cache.keep(cache.mark(), "a2", sess(1), user(1), later);
    cache.keep(cache.mark(), "b1", sess(2), user(2), later);
    cache.dropUser(1);
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b1")).toBeDefined();
  });

  it("does not keep what a lookup read if anything was dropped while it was being read", () => {
    const { cache } = listeningCache();
    const before = cache.mark();
    cache.dropUser(42);
    cache.keep(before, "sid-a", sess(1), user(1), later);
    expect(cache.get("sid-a")).toBeUndefined();
    const after = cache.mark();
    cache.keep(after, "sid-a", sess(1), user(1), later);
    expect(cache.get("sid-a")).toBeDefined();
  });

  it("keeps nothing and answers nothing while it is not listening, and starts empty when it listens again", () => {
    const cache = new SessionCache();
    cache.keep(cache.mark(), "sid-a", sess(1), user(1), later);
    expect(cache.get("sid-a")).toBeUndefined();
    cache.setListening(true);
    cache.keep(cache.mark(), "sid-a", sess(1), user(1), later);
    cache.setListening(false);
    expect(cache.get("sid-a")).toBeUndefined();
    cache.setListening(true);
    expect(cache.get("sid-a")).toBeUndefined();
    expect(cache.active).toBe(true);
  });

  it("holds at most its limit, letting the oldest go first", () => {
    const { cache } = listeningCache();
    const limit = SESSION_CACHE_LIMITS.maxEntries;
    for (let i = 0; i < limit + 2; i += 1) cache.keep(cache.mark(), `sid-${i}`, sess(i), user(i), later);
    expect(cache.size).toBe(limit);
    expect(cache.get("sid-0")).toBeUndefined();
    expect(cache.get("sid-1")).toBeUndefined();
    expect(cache.get(`sid-${limit + 1}`)).toBeDefined();
    // The user of a session let go is forgotten too: dropping them touches nothing else.
    cache.dropUser(0);
    expect(cache.size).toBe(limit);
  });
});
