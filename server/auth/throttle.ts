/**
 * Limits on how often something may be tried: sign-in, two-factor codes, e-mailed links, the mails
 * themselves and registration (docs/decisions/057-limits-count-first.md). Every attempt is counted
 * before any of its work is done, in one statement per key, so requests sent at the same moment
 * each get their own count and at most `limit` of them go on to the work.
 */
import type { Db } from "../db/client";
import { tooManyRequests } from "../lib/http-error";
import * as repo from "./auth.repo";

export interface Limit {
  /** Attempts allowed in the window; the last of them locks the key for `lockSeconds`. */
  limit: number;
  windowSeconds: number;
  /** Absent: the lock lasts until the window ends (a rate, such as so many a day). */
  lockSeconds?: number;
}

/** Sign-in and the e-mailed links share these. */
export const THROTTLE = {
  /** Per account (or per name tried when no account has it), and per address asked for. */
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Per client address, more generously (offices share one). */
  address: { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * The counter of one account, whichever of its names it was asked for by: under its username, or
 * its address when it has none (a name typed at sign-in that matches no account is never either).
 */
export const accountKey = (user: { username: string | null; email: string }) => `account:${(user.username ?? user.email).toLowerCase()}`;
/** A name tried at sign-in that no account has: counted alike, so a lock says nothing about existence. */
export const unknownNameKey = (name: string) => `account:${name.toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

export interface Counted {
  /**
   * When this attempt was the last one its limit allows, the lock it leaves behind (a failure now
   * answers 429 rather than inviting one more try); otherwise null.
   */
  lastUntil: Date | null;
  /** The attempt did not count after all (a right password, a link that works): its count is given back. */
  giveBack(key: string): Promise<void>;
}

/**
 * Counts this attempt against each key in turn, before any of its work. Over the limit of one:
 * 429 with Retry-After; the keys after it are not counted and the counts taken before it are given
 * back (nothing was tried), so a burst refused for one account does not use up its address's
 * allowance. Otherwise the caller does the work, and gives back what should not count.
 */
export async function countAttempt(db: Db, counters: (Limit & { key: string })[], message: string): Promise<Counted> {
  const taken: (Limit & { key: string })[] = [];
  let lastUntil: Date | null = null;
  for (const c of counters) {
    const { attempts, lockedUntil } = await repo.takeAttempt(db, c.key, c.limit, c.windowSeconds, c.lockSeconds ?? null);
    if (attempts > c.limit) {
      for (const t of taken) await repo.giveBackAttempt(db, t.key, t.limit);
      throw tooManyRequests(message, ((lockedUntil?.getTime() ?? Date.now()) - Date.now()) / 1000);
    }
    if (attempts === c.limit && lockedUntil && (!lastUntil || lockedUntil > lastUntil)) lastUntil = lockedUntil;
    taken.push(c);
  }
  return {
    lastUntil,
    giveBack: async (key) => {
      const c = taken.find((t) => t.key === key);
      if (c) await repo.giveBackAttempt(db, c.key, c.limit);
    },
  };
}

/** A limit on one person, with what its refusal says (shared/constants.ts, PERSON_LIMITS). */
export interface PersonLimit {
  limit: number;
  windowSeconds: number;
  message: string;
}

/** The counter of each per-person limit: under the person's id (and, for messages, the conversation's). */
export const personKeys = {
  threadMessages: (userId: number, kind: string, subjectId: number) => `messages:${userId}:${kind}:${subjectId}`,
  requisitions: (clientId: number) => `requisitions:client:${clientId}`,
  interviewChanges: (userId: number) => `interviews:person:${userId}`,
};

/**
 * Something one person does that notifies others and mails them (a message, a requisition, an
 * interview booked, moved or cancelled; docs/decisions/075-*): counted under `key` before `work`
 * starts, so of requests sent at once at most `rule.limit` do it; over it, 429 with the seconds
 * until the window frees. Work that fails (a slot taken, a thread that is not theirs) made no
 * notice, so its count is given back.
 */
export async function withinPersonLimit<T>(db: Db, key: string, rule: PersonLimit, work: () => Promise<T>): Promise<T> {
  const counted = await countAttempt(db, [{ key, limit: rule.limit, windowSeconds: rule.windowSeconds }], rule.message);
  try {
    return await work();
  } catch (err) {
    await counted.giveBack(key);
    throw err;
  }
}

/** Forgets a key's count (a sign-in that succeeded, a password set anew). */
export async function clearAttempts(db: Db, keys: string[]) {
  await repo.clearAttempts(db, keys);
}

/**
 * Every counter kept under a person's id or address, for their export and their erasure (names
 * tried that no account had are nobody's, and run out with the retention).
 */
export function throttleKeysOf(user: { id: number; email: string; username: string | null }) {
  const names = [user.email, user.username].filter((v): v is string => !!v).map((v) => v.toLowerCase());
  return [
    // Their account's counter, and their names tried before the account had them (or by another).
    ...names.map(unknownNameKey),
    `two-factor:${user.id}`,
    `verify:account:${user.id}`,
    `reset:account:${user.email.toLowerCase()}`,
    `register:email:${user.email.toLowerCase()}`,
    // Messages are counted per conversation too; those counters hold ids only and go within a day.
    personKeys.requisitions(user.id),
    personKeys.interviewChanges(user.id),
  ];
}
