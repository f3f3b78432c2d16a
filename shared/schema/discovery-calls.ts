import { index, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** Unguessable key of the visitor's calendar-file link; the serial id is never shown to them. */
    token: uuid("token").notNull().defaultRandom().unique(),
    /** Hash of the requesting address, so bookings per address can be limited without keeping the address. */
    requesterHash: text("requester_hash"),
    /** The call's video meeting (MEETING_URL_TEMPLATE with a key of its own), made when it is booked; null without a template. */
    meetingUrl: text("meeting_url"),
  },
  (t) => [
    index("discovery_calls_status_idx").on(t.status, t.slotStart),
    index("discovery_calls_requester_idx").on(t.requesterHash, t.createdAt),
    // The admin list's order (newest first, id breaking ties), filtered by status or not.
    index("discovery_calls_created_idx").on(t.createdAt, t.id),
    index("discovery_calls_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

export type DiscoveryCallRow = typeof discoveryCalls.$inferSelect;
