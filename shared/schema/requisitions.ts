import { sql } from "drizzle-orm";
import { bigint, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { CANDIDATE_DECISIONS, REQUISITION_STATUSES, type CandidateDecision, type RequisitionStatus } from "../constants";
import type { MatchReasons } from "../contracts/match";
import { CLOCK_TIME_PATTERN } from "../working-day";
import { listed } from "./check-list";
import { experts } from "./experts";
import { companyOfRow } from "./company";
import { users } from "./users";


/**
 * A client's need, with the 14-day shortlist clock (docs/decisions/059-*). `due_at` is written once,
 * 336 hours after `submitted_at`; the status moves only through the requisitions service's table of
 * transitions, each move stamping its own time.
 */
export const requisitions = pgTable(
  "requisitions",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyOfRow(),
    title: text("title").notNull(),
    /** As the client typed them; the match compares them in lower case. */
    mustHave: text("must_have").array().notNull(),
    niceToHave: text("nice_to_have").array().notNull().default(sql`'{}'::text[]`),
    /** USD cents an hour (whole dollars at the API's edge: `maxRate`), or no limit. */
    maxRateCents: bigint("max_rate_cents", { mode: "number" }),
    startDate: date("start_date").notNull(),
    weeks: integer("weeks").notNull(),
    headcount: integer("headcount").notNull(),
    timeZone: text("time_zone").notNull(),
    workStart: text("work_start").notNull(),
    workEnd: text("work_end").notNull(),
    minOverlapHours: doublePrecision("min_overlap_hours").notNull(),
    notes: text("notes"),
    status: text("status").$type<RequisitionStatus>().notNull().default("open"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    shortlistedAt: timestamp("shortlisted_at", { withTimezone: true }),
    /** When the clock ran out with the shortlist incomplete: a missed guarantee, whatever happens next. */
    overdueAt: timestamp("overdue_at", { withTimezone: true }),
    filledAt: timestamp("filled_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("requisitions_status", sql`${t.status} in (${listed(REQUISITION_STATUSES)})`),
    check("requisitions_weeks", sql`${t.weeks} between 1 and 104`),
    check("requisitions_headcount", sql`${t.headcount} between 1 and 10`),
    check("requisitions_must_have", sql`cardinality(${t.mustHave}) between 1 and 10`),
    check("requisitions_nice_to_have", sql`cardinality(${t.niceToHave}) <= 10`),
    check("requisitions_min_overlap", sql`${t.minOverlapHours} between 0 and 24`),
    check("requisitions_work_start_format", sql`${t.workStart} ~ ${sql.raw(`'${CLOCK_TIME_PATTERN}'`)}`),
    check("requisitions_work_end_format", sql`${t.workEnd} ~ ${sql.raw(`'${CLOCK_TIME_PATTERN}'`)}`),
    check("requisitions_work_hours_order", sql`${t.workEnd} > ${t.workStart}`),
    check("requisitions_due_after_submitted", sql`${t.dueAt} > ${t.submittedAt}`),
    // A client's list, newest first with the id breaking ties.
    index("requisitions_client_idx").on(t.clientId, t.submittedAt, t.id),
    index("requisitions_company_idx").on(t.companyId, t.submittedAt, t.id),
    // The console's queue and the overdue job: what is still being searched for, by deadline.
    index("requisitions_open_due_idx").on(t.dueAt, t.id).where(sql`${t.status} in ('open', 'overdue')`),
    // The console's figures: shortlists and missed guarantees of the last 90 days.
    index("requisitions_shortlisted_idx").on(t.shortlistedAt).where(sql`${t.shortlistedAt} is not null`),
    index("requisitions_overdue_at_idx").on(t.overdueAt).where(sql`${t.overdueAt} is not null`),
  ],
);

/**
 * An expert an admin proposed for a requisition, with the note and the match's reasons as they were
 * when proposed, and the client's answer. One row per expert and requisition.
 */
export const requisitionCandidates = pgTable(
  "requisition_candidates",
  {
    requisitionId: integer("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    expertId: integer("expert_id")
      .notNull()
      .references(() => experts.userId, { onDelete: "cascade" }),
    proposedBy: integer("proposed_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    score: doublePrecision("score").notNull(),
    reasons: jsonb("reasons").$type<MatchReasons>().notNull(),
    proposedAt: timestamp("proposed_at", { withTimezone: true }).notNull().defaultNow(),
    decision: text("decision").$type<CandidateDecision>(),
    declineReason: text("decline_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requisitionId, t.expertId] }),
    check("requisition_candidates_decision", sql`${t.decision} is null or ${t.decision} in (${listed(CANDIDATE_DECISIONS)})`),
    check("requisition_candidates_decline_reason", sql`coalesce(${t.decision} = 'declined', false) = (${t.declineReason} is not null)`),
    index("requisition_candidates_expert_idx").on(t.expertId),
  ],
);

export type RequisitionRow = typeof requisitions.$inferSelect;
export type RequisitionCandidateRow = typeof requisitionCandidates.$inferSelect;
