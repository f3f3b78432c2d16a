import type session from "express-session";
import type { UserRow } from "@shared/schema";
import type { Database } from "../db/client";
import { CHANNELS, subscribe } from "../lib/broadcast";
import type { Logger } from "../lib/logger";

/**
 * Signed-in sessions kept in this process's memory for a moment, with their user, so a signed-in
 * request is one database round trip fewer (docs/decisions/048-signed-in-sessions-kept-in-memory.md).
 *
 * An entry is dropped:
 * - when the database announces that its user's row or one of their sessions changed or ended
 *   (LISTEN identity, sent by triggers whoever made the change: this process, another one, another
 *   instance, a script); PGlite announces before the changing statement returns, PostgreSQL a
 *   moment after it commits;
 * - at once, in this process, after any statement it sends that may change `users` or `sessions`
 *   (see `Database.afterIdentityWrite`), so a request that follows the change never sees the row
 *   from before it, however late the announcement;
 * - when the listening connection was lost (everything is dropped, and nothing is kept until it
 *   listens again);
 * - after TTL_MS in any case, and when the session itself expires.
 * A lookup that began before a drop does not keep what it read.
 */

export const SESSION_CACHE_LIMITS = {
  /** The longest an entry is used without the database being asked again. */
  ttlMs: 30_000,
  /** Entries kept per process; the oldest go first. */
  maxEntries: 20_000,
};

interface Entry {
  /** The stored session as JSON text: each request gets its own copy to change. */
  sess: string;
  user: UserRow;
  /** Until when this entry may be used: the cache's limit or the session's end, the earlier. */
  usableUntil: number;
}

export interface CachedSession {
  sess: session.SessionData;
  user: UserRow;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sidsOfUser = new Map<number, Set<string>>();
  /** Counts drops; a lookup keeps its answer only when no drop happened while it was made. */
  private drops = 0;
  /** False until LISTEN is in place, and while announcements may be missed. */
  private listening = false;
  hits = 0;
  misses = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** A copy of the session and its user, or undefined when the database must be asked. */
  get(sid: string): CachedSession | undefined {
    const entry = this.listening ? this.entries.get(sid) : undefined;
    if (!entry || entry.usableUntil <= this.now()) {
      if (entry) this.forget(sid, entry.user.id);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return { sess: JSON.parse(entry.sess) as session.SessionData, user: structuredClone(entry.user) };
  }

  /** Taken before asking the database; `keep` stores the answer only if nothing was dropped since. */
  mark(): number {
    return this.drops;
  }

  keep(mark: number, sid: string, sess: session.SessionData, user: UserRow, sessionExpiresAt: Date) {
    if (!this.listening || mark !== this.drops) return;
    const usableUntil = Math.min(this.now() + SESSION_CACHE_LIMITS.ttlMs, sessionExpiresAt.getTime());
    if (usableUntil <= this.now()) return;
    const previous = this.entries.get(sid);
    if (previous) this.forget(sid, previous.user.id);
    if (this.entries.size >= SESSION_CACHE_LIMITS.maxEntries) {
      const [oldestSid, oldest] = this.entries.entries().next().value as [string, Entry];
      this.forget(oldestSid, oldest.user.id);
    }
    this.entries.set(sid, { sess: JSON.stringify(sess), user: structuredClone(user), usableUntil });
    let sids = this.sidsOfUser.get(user.id);
    if (!sids) this.sidsOfUser.set(user.id, (sids = new Set()));
    sids.add(sid);
  }

  /** Something about this user changed: none of their sessions is used from memory again. */
  dropUser(userId: number) {
    this.drops += 1;
    for (const sid of this.sidsOfUser.get(userId) ?? []) this.entries.delete(sid);
    this.sidsOfUser.delete(userId);
  }

  dropAll() {
    this.drops += 1;
    this.entries.clear();
    this.sidsOfUser.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Whether entries are kept and used (LISTEN is in place). */
  get active() {
    return this.listening;
  }

  setListening(listening: boolean) {
    this.dropAll();
    this.listening = listening;
  }

  private forget(sid: string, userId: number) {
    this.entries.delete(sid);
    const sids = this.sidsOfUser.get(userId);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsOfUser.delete(userId);
  }
}

/**
 * The process's cache, listening for the announcements that drop its entries. Until LISTEN is in
 * place (and after it failed) it keeps nothing, so every request asks the database as before.
 */
export function sessionCacheOverNotify(database: Database, logger: Logger) {
  const cache = new SessionCache();
  database.afterIdentityWrite(() => cache.dropAll());
  subscribe<{ user_id?: unknown }>(database, CHANNELS.identity, {
    onMessage: (message) => {
      const id = Number(message.user_id);
      if (Number.isInteger(id)) cache.dropUser(id);
      else cache.dropAll();
    },
    // Announcements may have been missed while the connection was down: start again from nothing.
    onGap: () => cache.setListening(true),
    onLost: () => cache.setListening(false),
  }).then(
    () => cache.setListening(true),
    (err: Error) => logger.warn({ err: err.message }, "signed-in sessions are not kept in memory: not listening for identity changes"),
  );
  return cache;
}
