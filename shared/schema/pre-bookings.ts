import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { DECLINE_REASONS, type DeclineReason } from "../contracts/pre-bookings.answers";
import { listed } from "./check-list";
import { preBookingStatusEnum } from "./enums";
import { dreamTeams } from "./dream-teams";
import { experts } from "./experts";
import { requisitions } from "./requisitions";
import { companyOfRow } from "./company";
import { users } from "./users";

export const preBookings = pgTable(
  "pre_bookings",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyOfRow(),
    expertId: integer("expert_id")
      .notNull()
      .references(() => experts.userId, { onDelete: "cascade" }),
    dreamTeamId: integer("dream_team_id").references(() => dreamTeams.id, { onDelete: "set null" }),
    /** The requisition this request was made from (a proposed candidate pre-booked); its confirmation counts towards filling it. */
    requisitionId: integer("requisition_id").references(() => requisitions.id, { onDelete: "set null" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    contractLength: integer("contract_length").notNull().default(6),
    preInterviewRequested: boolean("pre_interview_requested").notNull().default(true),
    notes: text("notes"),
    status: preBookingStatusEnum("status").notNull().default("pending"),
    /** Why a request was declined, shown to the client (e.g. it expired unanswered). */
    statusReason: text("status_reason"),
    /** The expert's reason when they declined with one (DECLINE_REASONS). */
    declineReason: text("decline_reason").$type<DeclineReason>(),
    /** The experts the match offered the client when the expert declined, best first. */
    alternativeExpertIds: integer("alternative_expert_ids").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the expert was reminded that this pending request expires within 24 hours (once per request). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pre_bookings_dates", sql`${t.endDate} > ${t.startDate}`),
    check("pre_bookings_contract_length", sql`${t.contractLength} in (3, 6, 12, 18, 24)`),
    check("pre_bookings_decline_reason", sql`${t.declineReason} is null or ${t.declineReason} in (${listed(DECLINE_REASONS)})`),
    // Each list's order (newest first, id breaking ties) read straight from an index, a page at a time.
    index("pre_bookings_client_idx").on(t.clientId, t.createdAt, t.id),
    index("pre_bookings_company_idx").on(t.companyId, t.createdAt, t.id),
    index("pre_bookings_expert_idx").on(t.expertId, t.createdAt, t.id),
    index("pre_bookings_status_idx").on(t.status, t.createdAt, t.id),
    index("pre_bookings_created_idx").on(t.createdAt, t.id),
    index("pre_bookings_confirmed_at_idx").on(t.confirmedAt),
    index("pre_bookings_requisition_idx").on(t.requisitionId).where(sql`${t.requisitionId} is not null`),
  ],
);

export type PreBookingRow = typeof preBookings.$inferSelect;
