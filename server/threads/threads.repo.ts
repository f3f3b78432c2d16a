// Conversations' queries: the thread of a subject, its messages a page at a time with who wrote them
// and whether the reader has read them, and the notices that carry each message to its readers.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ThreadKind } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import { notifications, threadMessages, threadNotices, threads, users } from "@shared/schema";
import type { Db } from "../db/client";

export async function findThread(db: Db, kind: ThreadKind, subjectId: number) {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.kind, kind), eq(threads.subjectId, subjectId)))
    .limit(1);
  return row;
}

/** The subject's thread, made on its first message; two first messages at once share one (the unique key). */
export async function ensureThread(tx: Db, kind: ThreadKind, subjectId: number) {
  await tx.insert(threads).values({ kind, subjectId }).onConflictDoNothing();
  return (await findThread(tx, kind, subjectId))!;
}

export async function insertMessage(tx: Db, threadId: number, authorId: number, body: string) {
  const [row] = await tx.insert(threadMessages).values({ threadId, authorId, body }).returning();
  return row;
}

export async function insertNotices(tx: Db, rows: (typeof threadNotices.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(threadNotices).values(rows);
}

/**
 * A page of the thread, newest first (the service turns it round): each message with its author's
 * name and role, and whether `readerId` has yet to read it (their notice of it is unread).
 */
export async function listMessages(db: Db, threadId: number, readerId: number, page: Pagination) {
  const where = eq(threadMessages.threadId, threadId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        message: threadMessages,
        authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        authorIsAdmin: users.isAdmin,
        authorType: users.userType,
        unread: sql<boolean>`exists (select 1 from ${threadNotices} n join ${notifications} nn on nn.id = n.notification_id
                                      where n.message_id = ${threadMessages.id} and n.user_id = ${readerId}::int and nn.read_at is null)`,
      })
      .from(threadMessages)
      .leftJoin(users, eq(users.id, threadMessages.authorId))
      .where(where)
      .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(threadMessages).where(where),
  ]);
  return { rows, total };
}

/** The reader's notices of this thread that are still unread: their notification ids. */
export async function unreadNoticeIds(db: Db, threadId: number, userId: number) {
  const rows = await db
    .select({ id: threadNotices.notificationId })
    .from(threadNotices)
    .innerJoin(notifications, eq(notifications.id, threadNotices.notificationId))
    .where(and(eq(threadNotices.threadId, threadId), eq(threadNotices.userId, userId), isNull(notifications.readAt)));
  return rows.map((r) => r.id);
}
