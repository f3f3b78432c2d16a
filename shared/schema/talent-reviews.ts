import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The vetting of a talent account (expert or candidate), one row per person. A talent account
 * without a row is awaiting review. `cv_deleted_at`: when the CV retention job deleted the CVs of
 * a rejected person (docs/decisions/040).
 */
export const talentReviews = pgTable(
  "talent_reviews",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewStatus: text("review_status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    cvDeletedAt: timestamp("cv_deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("talent_reviews_status", sql`${t.reviewStatus} in ('pending', 'approved', 'rejected')`),
    check("talent_reviews_reason", sql`${t.reviewStatus} <> 'rejected' or ${t.rejectionReason} is not null`),
    index("talent_reviews_rejected_idx").on(t.reviewedAt).where(sql`${t.reviewStatus} = 'rejected' and ${t.cvDeletedAt} is null`),
  ],
);

/**
 * Who looked at a talent's profile, once per viewer per calendar day (UTC): the key makes a repeated
 * opening a no-op, so counting is idempotent and safe under races.
 */
export const profileViews = pgTable(
  "profile_views",
  {
    talentId: integer("talent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerId: integer("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.day, t.viewerId] })],
);

export type TalentReviewRow = typeof talentReviews.$inferSelect;
