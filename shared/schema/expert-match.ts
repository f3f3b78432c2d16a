import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { experts } from "./experts";

/** A PostgreSQL datemultirange, read as its text form ('{[2027-01-04,2027-01-18)}'). */
const datemultirange = customType<{ data: string }>({ dataType: () => "datemultirange" });

/**
 * What the match reads of each expert, one narrow row per expert: kept by triggers on experts,
 * availability and pre_bookings inside the writing transaction (migration expert_match; never
 * written by the application). `availableFrom`/`availableTo` are the availability range only when
 * its status is 'available' (both null otherwise, or without a saved availability); `busy` is the
 * union of the expert's pending and confirmed bookings, dates inclusive.
 */
export const expertMatch = pgTable(
  "expert_match",
  {
    expertId: integer("expert_id")
      .primaryKey()
      .references(() => experts.userId, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull(),
    /** lower_skills(experts.skills). */
    skills: text("skills").array().notNull(),
    hourlyRateCents: bigint("hourly_rate_cents", { mode: "number" }),
    yearsExperience: integer("years_experience").notNull(),
    timeZone: text("time_zone").notNull(),
    workStart: text("work_start").notNull(),
    workEnd: text("work_end").notNull(),
    availableFrom: date("available_from"),
    availableTo: date("available_to"),
    busy: datemultirange("busy").notNull().default(sql`'{}'::datemultirange`),
  },
  (t) => [
    index("expert_match_skills_idx").using("gin", t.skills).where(sql`${t.isActive}`),
  ],
);

/**
 * One row: how many expert_match rows are active, kept by a trigger on expert_match (the match's
 * `active` count without counting them on every request).
 */
export const expertMatchTotals = pgTable(
  "expert_match_totals",
  {
    id: boolean("id").primaryKey().default(true),
    active: integer("active").notNull(),
  },
  (t) => [check("expert_match_totals_one_row", sql`${t.id}`)],
);

export type ExpertMatchRow = typeof expertMatch.$inferSelect;
