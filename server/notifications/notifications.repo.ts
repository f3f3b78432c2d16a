import { and, asc, count, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Pagination } from "@shared/contracts/common";
import { notifications, type NotificationRow } from "@shared/schema";
import type { Db } from "../db/client";

export type NewNotification = Pick<NotificationRow, "userId" | "kind" | "title" | "body"> & { link?: string | null };

export async function insertNotifications(db: Db, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
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
