import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { discoveryCallStatusEnum } from "./enums";

/** A visitor's request for a free 15-minute call; one slot can be taken once. */
export const discoveryCalls = pgTable(
  "discovery_calls",
  {
    id: serial("id").primaryKey(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    needs: text("needs").notNull(),
    timeZone: text("time_zone").notNull(),
    status: discoveryCallStatusEnum("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("discovery_calls_status_idx").on(t.status, t.slotStart)],
);

export type DiscoveryCallRow = typeof discoveryCalls.$inferSelect;
