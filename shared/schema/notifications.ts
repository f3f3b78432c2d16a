import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null: e-mailed at once (the insert trigger queues it). Set: e-mailed only if still unread then,
     * once (a conversation's message; docs/decisions/061-*).
     */
    mailIfUnreadAt: timestamp("mail_if_unread_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.readAt, t.createdAt),
    index("notifications_mail_if_unread_idx").on(t.mailIfUnreadAt).where(sql`${t.mailIfUnreadAt} is not null and ${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
