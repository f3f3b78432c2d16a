import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { mailOutbox, notifications, users, type AccountMailKind } from "@shared/schema";
import type { Db } from "../db/client";

/**
 * The mail outbox (docs/decisions/035-mail-outbox.md). Rows are written by the trigger on
 * notifications; this file claims, finishes and gives them up. A claim takes due rows no other
 * sender holds (FOR UPDATE SKIP LOCKED, then a lease in `locked_until`) and counts the attempt;
 * the attempt number is the claim's token, so a sender whose lease ran out cannot overwrite
 * the outcome of the one that took the row over.
 */

const unsent = and(isNotNull(mailOutbox.nextAttemptAt), isNull(mailOutbox.sentAt));
const free = or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`));

/** Queues an account mail (a password reset, an address to verify, with its single-use link; the notice to a replaced address, with none). */
export async function insertAccountMail(db: Db, mail: { userId: number; toAddress: string; accountMail: AccountMailKind; link: string | null }) {
  await db.insert(mailOutbox).values(mail);
}

/**
 * Stops trying rows that are too old to be worth sending (the request they tell of has long been
 * settled, or the link they carry has expired) and notification rows of users who turned e-mail
 * off meanwhile (account mail is not a notification: it goes regardless). A given-up row loses
 * its link. Returns how many.
 */
export async function giveUp(db: Db, maxAgeDays: number, maxAgeSecondsOf: Record<"password-reset" | "verify-email", number>) {
  const tooOld = or(
    lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${maxAgeDays}::int)`),
    and(eq(mailOutbox.accountMail, "password-reset"), lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${maxAgeSecondsOf["password-reset"]}::int)`)),
    and(eq(mailOutbox.accountMail, "verify-email"), lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${maxAgeSecondsOf["verify-email"]}::int)`)),
  )!;
  const mailOff = sql`${mailOutbox.accountMail} is null and exists (select 1 from ${users} where ${users.id} = ${mailOutbox.userId} and not ${users.emailNotifications})`;
  const rows = await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: null,
      link: null,
      lastError: sql`case when ${tooOld} then (case when ${mailOutbox.link} is null then ${`not sent within ${maxAgeDays} days; `}::text else 'its link expired before it was sent; ' end) || coalesce(${mailOutbox.lastError}, 'never tried') else 'e-mail turned off by the user' end`,
    })
    .where(and(unsent, free, or(tooOld, mailOff)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Claims up to `limit` due rows for `leaseSeconds`; each with what its message is made of. */
export async function claimDue(db: Db, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(unsent, lte(mailOutbox.nextAttemptAt, sql`now()`), free))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds}::int)`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({ id: mailOutbox.id, attempt: mailOutbox.attempts });
  if (claimed.length === 0) return [];
  const attempts = new Map(claimed.map((c) => [c.id, c.attempt]));
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      firstName: users.firstName,
      /** The account's address now (for the notice to a replaced one). */
      currentAddress: users.email,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      accountMail: mailOutbox.accountMail,
      accountLink: mailOutbox.link,
    })
    .from(mailOutbox)
    .leftJoin(notifications, eq(notifications.id, mailOutbox.notificationId))
    .innerJoin(users, eq(users.id, mailOutbox.userId))
    .where(inArray(mailOutbox.id, [...attempts.keys()]))
    .orderBy(asc(mailOutbox.id));
  return rows.map((r) => ({ ...r, attempt: attempts.get(r.id)! }));
}

export type ClaimedMail = Awaited<ReturnType<typeof claimDue>>[number];

const heldBy = (id: number, attempt: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempt), isNull(mailOutbox.sentAt));

/** Sent: an account mail's link is cleared, so it lives on in the recipient's mailbox only. Rows another sender took over are left alone. */
export async function markSent(db: Db, held: { id: number; attempt: number }[]) {
  if (held.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, nextAttemptAt: null, lockedUntil: null, lastError: null, link: null })
    .where(or(...held.map((h) => heldBy(h.id, h.attempt))));
}

export async function markFailed(db: Db, id: number, attempt: number, error: string, retryInSeconds: number) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds}::int)`, lockedUntil: null, lastError: error.slice(0, 1000) })
    .where(heldBy(id, attempt));
}

/**
 * Rows with nothing more to do (sent, or given up) made more than `days` ago: the mail is in its
 * recipient's mailbox or never will be. Up to `batch`; answers how many went.
 */
export async function deleteDone(db: Db, days: number, batch: number) {
  const rows = await db.execute(sql`
    delete from ${mailOutbox} where ${mailOutbox.id} in (
      select ${mailOutbox.id} from ${mailOutbox}
       where ${mailOutbox.nextAttemptAt} is null and ${mailOutbox.createdAt} < now() - make_interval(days => ${days})
       order by ${mailOutbox.createdAt} limit ${batch}
    ) returning ${mailOutbox.id}`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
