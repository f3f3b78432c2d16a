import { and, asc, count, desc, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Pagination } from "@shared/contracts/common";
import { mailOutbox, notifications, users, type NotificationRow } from "@shared/schema";
import { arrayParam, type ArrayType } from "../db/arrays";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

export type NewNotification = Pick<NotificationRow, "userId" | "kind" | "title" | "body"> & { link?: string | null; mailIfUnreadAt?: Date | null };

/**
 * Writes notices in one statement, a column an array (server/db/arrays.ts: a statement's batch tells
 * a thousand companies at once); answers each one's id with its reader's.
 */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<{ id: number; userId: number }[]> {
  if (rows.length === 0) return [];
  const column = (pick: (r: NewNotification) => unknown, type: ArrayType) => arrayParam(rows.map(pick), type);
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link, mail_if_unread_at)
    select n.user_id, n.kind, n.title, n.body, n.link, n.mail_if_unread_at
      from unnest(${column((r) => r.userId, "int")}, ${column((r) => r.kind, "text")}, ${column((r) => r.title, "text")}, ${column((r) => r.body, "text")},
                  ${column((r) => r.link ?? null, "text")}, ${column((r) => r.mailIfUnreadAt?.toISOString() ?? null, "timestamptz")})
           with ordinality as n(user_id, kind, title, body, link, mail_if_unread_at, ord)
     order by n.ord
    returning id, user_id`);
  return rowsOf<{ id: number; user_id: number }>(result).map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
}

export async function listNotifications(db: Db, userId: number, opts: Pagination & { unreadOnly: boolean }) {
  const where = opts.unreadOnly ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : eq(notifications.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(opts.limit).offset(opts.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total };
}

export async function countUnread(db: Db, userId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/** Marks one of the user's notifications read (keeping the first read time); undefined when it is not theirs. */
export async function markRead(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks these of the user's notifications read (those already read keep their time); how many changed. */
export async function markManyRead(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Queues the mail of notifications still unread at their `mail_if_unread_at` (docs/decisions/061-*):
 * the due rows are claimed in one statement (locked, others' skipped; the time cleared so no later
 * run sees them) and their mail queued in the same one, for readers with e-mail on. The outbox's
 * key on the notification makes a second queueing impossible. Returns how many were claimed.
 */
export async function queueUnreadMail(db: Db, limit: number) {
  const result = await db.execute(sql`
    with due as (
      update ${notifications} set mail_if_unread_at = null
       where id in (select id from ${notifications}
                     where mail_if_unread_at <= now() and read_at is null
                     order by mail_if_unread_at, id limit ${limit}::int
                     for update skip locked)
      returning id, user_id
    ), queued as (
      insert into ${mailOutbox} (notification_id, user_id, to_address)
      select due.id, u.id, u.email from due join ${users} u on u.id = due.user_id where u.email_notifications
      on conflict (notification_id) do nothing
    )
    select count(*)::int as claimed from due`);
  return rowsOf<{ claimed: number }>(result)[0].claimed;
}

/** One notification by id (every live process reads each new one for its streams). */
export async function findNotification(db: Db, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** The user's notifications after `afterId`, oldest first (a stream's replay). */
export async function listAfter(db: Db, userId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The id of the user's newest notification; 0 when they have none. */
export async function latestId(db: Db, userId: number) {
  const [row] = await db.select({ id: max(notifications.id) }).from(notifications).where(eq(notifications.userId, userId));
  return row?.id ?? 0;
}

// --- the person's choice of mail ------------------------------------------------------------------

export async function findEmailNotifications(db: Db, userId: number) {
  const [row] = await db.select({ emailNotifications: users.emailNotifications }).from(users).where(eq(users.id, userId));
  return row?.emailNotifications;
}

export async function updateEmailNotifications(db: Db, userId: number, emailNotifications: boolean) {
  const [row] = await db.update(users).set({ emailNotifications }).where(eq(users.id, userId)).returning({ emailNotifications: users.emailNotifications });
  return row?.emailNotifications;
}

// --- the admins ----------------------------------------------------------------------------------

/** Every admin account still in use (not erased), in id order. */
export async function activeAdminIds(db: Db) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.erasedAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
