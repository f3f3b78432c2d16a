import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { THREAD_KINDS, THREAD_MESSAGE_MAX, type ThreadKind } from "../constants";
import { notifications } from "./notifications";
import { users } from "./users";

/**
 * A conversation about one thing (docs/decisions/061-*): a requisition now, an engagement later.
 * `subject_id` is that thing's id; who may read and write is the subject's domain to say, so there
 * is no foreign key. One thread per subject.
 */
export const threads = pgTable(
  "threads",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<ThreadKind>().notNull(),
    subjectId: integer("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("threads_kind", sql`${t.kind} in (${sql.raw(THREAD_KINDS.map((k) => `'${k}'`).join(", "))})`),
    uniqueIndex("threads_subject_idx").on(t.kind, t.subjectId),
  ],
);

/** One message: plain text, stored as typed and shown as text (never as HTML). */
export const threadMessages = pgTable(
  "thread_messages",
  {
    id: serial("id").primaryKey(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("thread_messages_body_length", sql`char_length(${t.body}) between 1 and ${sql.raw(String(THREAD_MESSAGE_MAX))}`),
    index("thread_messages_thread_idx").on(t.threadId, t.createdAt, t.id),
  ],
);

/**
 * The notification each reader of a thread got for a message. Its read time is the message's read
 * time for that reader: opening the thread reads them, and one still unread 15 minutes on is e-mailed
 * (the notification's `mail_if_unread_at`).
 */
export const threadNotices = pgTable(
  "thread_notices",
  {
    notificationId: integer("notification_id")
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    threadId: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => threadMessages.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("thread_notices_reader_idx").on(t.threadId, t.userId), index("thread_notices_message_idx").on(t.messageId)],
);

export type ThreadRow = typeof threads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
