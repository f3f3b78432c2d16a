import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INTERVIEW_MINUTES, INTERVIEW_STATUSES, type InterviewStatus } from "../constants";
import { listed } from "./check-list";
import { experts } from "./experts";
import { preBookings } from "./pre-bookings";
import { requisitions } from "./requisitions";
import { companyOfRow } from "./company";
import { users } from "./users";

/**
 * An interview between a client and an expert, for a pending pre-booking that asked for one or a
 * requisition's candidate marked `interview` (exactly one of the two). Times are instants; `uid`
 * and `sequence` are the calendar invitation's UID and SEQUENCE (raised by every change).
 */
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    uid: uuid("uid").notNull().unique().defaultRandom(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyOfRow(),
    expertId: integer("expert_id")
      .notNull()
      .references(() => experts.userId, { onDelete: "cascade" }),
    preBookingId: integer("pre_booking_id").references(() => preBookings.id, { onDelete: "cascade" }),
    requisitionId: integer("requisition_id").references(() => requisitions.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull(),
    status: text("status").$type<InterviewStatus>().notNull().default("scheduled"),
    sequence: integer("sequence").notNull().default(0),
    /** Where the two meet: the client's own https link, or one made from MEETING_URL_TEMPLATE when booked (docs/decisions/083-*). */
    meetingUrl: text("meeting_url"),
    /** The last move's reason, who moved it and when: the other party reads it. */
    moveReason: text("move_reason"),
    movedBy: integer("moved_by").references(() => users.id, { onDelete: "set null" }),
    movedAt: timestamp("moved_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    cancelledBy: integer("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    outcomeNotes: text("outcome_notes"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    /** When each reminder was queued (once each: 24 hours and 15 minutes before the start). */
    remindedDayAt: timestamp("reminded_day_at", { withTimezone: true }),
    remindedSoonAt: timestamp("reminded_soon_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("interviews_status", sql`${t.status} in (${listed(INTERVIEW_STATUSES)})`),
    check("interviews_minutes", sql`${t.minutes} in (${listed(INTERVIEW_MINUTES)})`),
    check("interviews_length", sql`${t.endsAt} = ${t.startsAt} + make_interval(mins => ${t.minutes})`),
    check("interviews_belongs_to_one", sql`(${t.preBookingId} is null) <> (${t.requisitionId} is null)`),
    check("interviews_meeting_url", sql`${t.meetingUrl} is null or ${t.meetingUrl} like 'https://%'`),
    check("interviews_cancel_reason", sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
    index("interviews_expert_idx").on(t.expertId, t.startsAt),
    index("interviews_client_idx").on(t.clientId, t.startsAt),
    index("interviews_company_idx").on(t.companyId, t.startsAt),
    index("interviews_pre_booking_idx").on(t.preBookingId).where(sql`${t.preBookingId} is not null`),
    index("interviews_requisition_idx").on(t.requisitionId).where(sql`${t.requisitionId} is not null`),
    // The reminder job's queue: scheduled interviews by start.
    index("interviews_scheduled_idx").on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * The quarter hours a scheduled interview holds, for each of its two people (the client's and the
 * expert's user ids): two bookings that overlap for either person collide on this primary key, so a
 * race for a slot gives one interview whichever instance answers. Rows go with a cancellation and
 * are replaced by a move, in the same transaction.
 */
export const interviewQuarters = pgTable(
  "interview_quarters",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.startsAt] }),
    check("interview_quarters_on_quarter", sql`extract(epoch from ${t.startsAt})::bigint % 900 = 0`),
    index("interview_quarters_interview_idx").on(t.interviewId),
  ],
);

/**
 * Each user's private calendar feed address (`/api/calendar/{token}.ics`): one live token per user;
 * making a new one replaces the row, so the old address answers 404.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The SHA-256 of the address's token (hex): the address itself is shown once, when it is made. */
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type InterviewRow = typeof interviews.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
