import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { companies, companyInvitations, mailOutbox, notifications, users, type AccountMailKind } from "@shared/schema";
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

/** Queues a company's invitation to an address with no account yet, with its single-use link. */
export async function insertCompanyInvitationMail(db: Db, mail: { invitationId: number; toAddress: string; link: string }) {
  await db.insert(mailOutbox).values({ companyInvitationId: mail.invitationId, userId: null, toAddress: mail.toAddress, accountMail: "company-invitation", link: mail.link });
}

/** Queues a discovery call's mail: to the visitor (no account), and to every admin in use who has e-mail on. */
export async function insertDiscoveryCallMail(db: Db, mail: { discoveryCallId: number; visitorAddress: string }) {
  await db.insert(mailOutbox).values({ discoveryCallId: mail.discoveryCallId, userId: null, toAddress: mail.visitorAddress });
  await db.execute(sql`
    insert into ${mailOutbox} (discovery_call_id, user_id, to_address)
    select ${mail.discoveryCallId}::int, u.id, u.email from ${users} u
     where u.is_admin and u.erased_at is null and u.email_notifications`);
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

/**
 * A row whose mail waits to go out with the recipient's other notices (a digest): a notification
 * mail of a kind not in `alone` (account mail, a discovery call's confirmations, and notices that
 * carry a calendar invitation, go on their own). `o` names the outbox row in the statement.
 */
function inDigest(o: SQL, alone: readonly string[]) {
  const aloneKinds = alone.length ? sql`${notifications.kind} in (${sql.join(alone.map((k) => sql`${k}`), sql`, `)})` : sql`false`;
  return sql`(${o}.notification_id is not null and not exists (select 1 from ${notifications} where ${notifications.id} = ${o}.notification_id and ${aloneKinds}))`;
}

/**
 * Claims up to `limit` due rows that go on their own (account mail, and notices of the kinds in
 * `alone`) for `leaseSeconds`; each with what its message is made of.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number, alone: readonly string[]) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(unsent, lte(mailOutbox.nextAttemptAt, sql`now()`), free, sql`not ${inDigest(sql.raw('"mail_outbox"'), alone)}`))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds}::int)`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({ id: mailOutbox.id, attempt: mailOutbox.attempts });
  return detailsOf(db, claimed);
}

/**
 * Claims the waiting notice mails of up to `limit` recipients, each recipient's all together, for
 * one digest each (docs/decisions/075-*). A recipient is due when the oldest of their waiting
 * notice mails has been due for `holdSeconds`, so a burst of notices gathers into one mail; what
 * arrives while a digest is in flight waits for the next. One statement: the oldest row of each
 * recipient leads, and only the sender that locks it claims the others, so senders on several
 * processes and instances never split one recipient's notices between two mails.
 */
export async function claimDigests(db: Db, limit: number, leaseSeconds: number, holdSeconds: number, alone: readonly string[]) {
  const o = sql.raw("o");
  const waiting = (r: SQL) => sql`${r}.next_attempt_at is not null and ${r}.sent_at is null`;
  const unheld = (r: SQL) => sql`(${r}.locked_until is null or ${r}.locked_until < now())`;
  const result = await db.execute(sql`
    with firsts as (
      select distinct on (o.user_id) o.id, o.next_attempt_at, o.locked_until from ${mailOutbox} o
       where ${waiting(o)} and ${inDigest(o, alone)}
       order by o.user_id, o.id
    ), leads as (
      select o.user_id from ${mailOutbox} o
       where o.id in (
               select f.id from firsts f
                where f.next_attempt_at <= now() - make_interval(secs => ${holdSeconds}::int) and ${unheld(sql.raw("f"))}
                order by f.next_attempt_at, f.id limit ${limit}::int)
         and ${unheld(o)}
       for update of o skip locked
    ), batch as (
      select o.id from ${mailOutbox} o
       where o.user_id in (select user_id from leads) and ${waiting(o)} and ${unheld(o)} and ${inDigest(o, alone)}
       for update of o skip locked
    )
    update ${mailOutbox} set locked_until = now() + make_interval(secs => ${leaseSeconds}::int), attempts = attempts + 1
     where id in (select id from batch)
    returning id, attempts as attempt`);
  const claimed = (result as unknown as { rows: { id: number; attempt: number }[] }).rows.map((r) => ({ id: Number(r.id), attempt: Number(r.attempt) }));
  const rows = await detailsOf(db, claimed);
  const byRecipient = new Map<number | null, ClaimedMail[]>();
  for (const row of rows) byRecipient.set(row.userId, [...(byRecipient.get(row.userId) ?? []), row]);
  return [...byRecipient.values()];
}

/** What each claimed row's message is made of, oldest first. */
async function detailsOf(db: Db, claimed: { id: number; attempt: number }[]) {
  if (claimed.length === 0) return [];
  const attempts = new Map(claimed.map((c) => [c.id, c.attempt]));
  const rows = await db
    .select({
      id: mailOutbox.id,
      userId: mailOutbox.userId,
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
      discoveryCallId: mailOutbox.discoveryCallId,
      invoiceMailId: mailOutbox.invoiceMailId,
      /** The company an invitation is from. */
      invitingCompany: companies.name,
    })
    .from(mailOutbox)
    .leftJoin(notifications, eq(notifications.id, mailOutbox.notificationId))
    .leftJoin(companyInvitations, eq(companyInvitations.id, mailOutbox.companyInvitationId))
    .leftJoin(companies, eq(companies.id, companyInvitations.companyId))
    // A discovery call's visitor has no account.
    .leftJoin(users, eq(users.id, mailOutbox.userId))
    .where(inArray(mailOutbox.id, [...attempts.keys()]))
    .orderBy(asc(mailOutbox.id));
  return rows.map((r) => ({ ...r, attempt: attempts.get(r.id)! }));
}

export type ClaimedMail = Awaited<ReturnType<typeof detailsOf>>[number];

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
