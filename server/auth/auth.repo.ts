import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { accountTokens, authTokens, calendarFeeds, companyMembers, loginAttempts, sessions, users, type AccountTokenPurpose, type NewUserRow, type UserRow } from "@shared/schema";

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Matches an e-mail or a username, case-insensitively. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .limit(1);
  return row;
}

/** Matches an e-mail address only, case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByEmailOrUsername(db: Db, email: string, username?: string | null) {
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      username
        ? sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`
        : sql`lower(${users.email}) = ${email.toLowerCase()}`,
    )
    .limit(1);
  return rows[0];
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUserPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A password's hash made again at today's cost: only if it is still the one the sign-in checked (a
 * password changed meanwhile is not undone). Not a password change: nothing else moves.
 */
export async function replacePasswordHash(db: Db, userId: number, oldHash: string, newHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertToken(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  const [row] = await db.insert(authTokens).values({ userId, tokenHash, expiresAt }).returning({ id: authTokens.id });
  return row.id;
}

/**
 * A member removed from their company signs in no more: their credentials end when they are
 * removed, and one made by a sign-in that raced the removal does not resolve either.
 */
const notRemoved = sql`not exists (select 1 from ${companyMembers} where ${companyMembers.userId} = ${users.id} and ${companyMembers.removedAt} is not null)`;

/** Whether the account was removed from its company (its sign-in is refused with a message saying so). */
export async function isRemovedMember(db: Db, userId: number) {
  const [row] = await db.select({ id: companyMembers.id }).from(companyMembers).where(and(eq(companyMembers.userId, userId), sql`${companyMembers.removedAt} is not null`)).limit(1);
  return Boolean(row);
}

export async function findUserByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), sql`${authTokens.expiresAt} > now()`, notRemoved))
    .limit(1);
  return row;
}

export async function deleteToken(db: Db, tokenId: number) {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** The sessions begun by the same sign-in as a token (a session keeps its token's id). */
export async function deleteSessionsOfToken(db: Db, userId: number, tokenId: number) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), sql`${sessions.sess} ->> 'tokenId' = ${String(tokenId)}`));
}

export async function deleteTokenByHash(db: Db, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

/**
 * Ends every sign-in of the user: sessions, bearer tokens, and the calendar feed's address, the one
 * other secret that opens their data (its row is gone, so the address answers 404 until they make
 * a new one).
 */
export async function deleteAllCredentials(db: Db, userId: number) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function deleteExpiredCredentials(db: Db) {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, new Date()));
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Which of these credentials of the user still stand (not deleted, not expired). */
export async function liveCredentials(db: Db, userId: number, creds: { sessionId?: string; tokenId?: number }) {
  const [session, token] = await Promise.all([
    creds.sessionId
      ? db.select({ sid: sessions.sid }).from(sessions).where(and(eq(sessions.sid, creds.sessionId), eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
      : [],
    creds.tokenId
      ? db.select({ id: authTokens.id }).from(authTokens).where(and(eq(authTokens.id, creds.tokenId), eq(authTokens.userId, userId), sql`${authTokens.expiresAt} > now()`))
      : [],
  ]);
  return { session: session.length > 0, token: token.length > 0 };
}

// --- sessions (express-session's rows, see session-store.ts) ----------------------

/** The live session with this `sid` and, in the same round trip, the user it is signed in as. */
export async function findLiveSession(db: Db, sid: string) {
  const [row] = await db
    .select({ sess: sessions.sess, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, sql`now()`), sql`(${sessions.userId} is null or ${notRemoved})`))
    .limit(1);
  return row;
}

export async function upsertSession(db: Db, row: { sid: string; sess: Record<string, unknown>; userId: number | null; expiresAt: Date }) {
  await db
    .insert(sessions)
    .values(row)
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: row.sess, userId: row.userId, expiresAt: row.expiresAt } });
}

export async function deleteSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

// --- attempt counters (throttle.ts) ---------------------------------------------

/**
 * Counts one attempt for a key and answers the count with the key's lock, in one statement: two
 * requests at the same moment get different counts, so a check on the count cannot be passed by
 * both. The attempt that reaches the limit locks the key (it is still the caller's to try); later
 * ones count on while the lock holds. A window that has run out, or a lock that has, starts the
 * count again at 1. `lockSeconds` null: the lock lasts until the window ends (a rate: so many a
 * minute, a day), so `Retry-After` is the time until the window frees.
 */
export async function takeAttempt(db: Db, key: string, limit: number, windowSeconds: number, lockSeconds: number | null) {
  const lockFromNow = sql`now() + make_interval(secs => ${lockSeconds ?? windowSeconds})`;
  const lockLater = lockSeconds === null ? sql`a.window_started_at + make_interval(secs => ${windowSeconds})` : lockFromNow;
  const lockedNow = sql`coalesce(a.locked_until > now(), false)`;
  const fresh = sql`(not ${lockedNow} and (a.window_started_at <= now() - make_interval(secs => ${windowSeconds}) or a.locked_until is not null))`;
  const result = await db.execute(sql`
    insert into login_attempts as a (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), case when 1 >= ${limit} then ${lockFromNow} end)
    on conflict (key) do update set
      failures = case when ${fresh} then 1 else a.failures + 1 end,
      window_started_at = case when ${fresh} then now() else a.window_started_at end,
      locked_until = case
        when ${fresh} then case when 1 >= ${limit} then ${lockFromNow} end
        when ${lockedNow} then a.locked_until
        when a.failures + 1 >= ${limit} then ${lockLater}
      end
    returning failures, locked_until`);
  const [row] = rowsOf<{ failures: number; locked_until: string | Date | null }>(result);
  return { attempts: Number(row.failures), lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
}

/**
 * Takes back one counted attempt that turned out not to count (a right password, a valid link),
 * and the lock it set if it was the one that reached the limit.
 */
export async function giveBackAttempt(db: Db, key: string, limit: number) {
  await db
    .update(loginAttempts)
    .set({
      failures: sql`greatest(${loginAttempts.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginAttempts.failures} - 1 < ${limit} then null else ${loginAttempts.lockedUntil} end`,
    })
    .where(eq(loginAttempts.key, key));
}

export async function clearAttempts(db: Db, keys: string[]) {
  if (keys.length) await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}

/**
 * Attempt counters whose window began more than `hours` ago and that hold no lock now: they count
 * nothing any more (windows and locks last minutes). Up to `batch`; answers how many went.
 */
export async function deleteStaleAttempts(db: Db, hours: number, batch: number) {
  const rows = await db.execute(sql`
    delete from login_attempts where key in (
      select key from login_attempts
       where window_started_at < now() - make_interval(hours => ${hours})
         and (locked_until is null or locked_until < now())
       limit ${batch}
    ) returning key`);
  return rowsOf<unknown>(rows).length;
}

/**
 * Mailed links used or expired more than `days` ago (until then a used or expired link can still
 * say so rather than 'not valid'). Up to `batch`; answers how many went.
 */
export async function deleteSpentAccountTokens(db: Db, days: number, batch: number) {
  const rows = await db.execute(sql`
    delete from account_tokens where id in (
      select id from account_tokens
       where least(coalesce(used_at, expires_at), expires_at) < now() - make_interval(days => ${days})
       limit ${batch}
    ) returning id`);
  return rowsOf<unknown>(rows).length;
}

// --- e-mailed account links (password reset, address verification) ----------

export async function insertAccountToken(db: Db, row: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; email: string; expiresAt: Date }) {
  await db.insert(accountTokens).values(row);
}

/** The link with this hash, whatever its state, and the e-mail and name of its account now. */
export async function findAccountToken(db: Db, purpose: AccountTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({ token: accountTokens, userEmail: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/**
 * Uses a link once: marks it used only if nobody did first. Returns whether this call did, so
 * two requests racing with one link cannot both succeed.
 */
export async function useAccountToken(db: Db, id: number) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Every outstanding link of a kind of the user stops working (marked used). */
export async function retireAccountTokens(db: Db, userId: number, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function setEmailVerified(db: Db, userId: number, email: string) {
  // Only the address the link was sent to: a link for an old address proves nothing about a new one.
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findEmailVerifiedAt(db: Db, userId: number) {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** A new address: unverified again (or verified at once when verification is off). */
export async function updateUserEmail(db: Db, userId: number, email: string, verified: boolean) {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: verified ? sql`now()` : null })
    .where(eq(users.id, userId))
    .returning();
  return row;
}


/** The account whose username is `username`, whatever its case (the admin's at start). */
export async function findByUsernameAnyCase(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Inserts the admin account, verified, unless another account has its address (undefined then). */
export async function insertAdminUnlessTaken(db: Db, values: { username: string; email: string; passwordHash: string }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, firstName: "Site", lastName: "Admin", userType: "client", isAdmin: true, emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row;
}
