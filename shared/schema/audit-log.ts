import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who did what, when and from where. Append-only: a trigger (in the migration) refuses DELETE,
 * TRUNCATE and every UPDATE but one: blanking the actor's name and address when that person is
 * erased. `actorId` has no foreign key on purpose: an entry outlives the account it names.
 * `changes` holds ids, numbers, booleans, codes and dates, never typed text: a check (migration
 * 0028, `audit_holds_text`) refuses any other string (docs/decisions/072-*).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    /** The actor's name at the time (a failed sign-in names the account it was for, never what was typed). */
    actorName: text("actor_name"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    changes: jsonb("changes"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
