import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { CLOCK_TIME_PATTERN, DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START } from "../working-day";
import { users } from "./users";

export const clientProfiles = pgTable(
  "client_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name"),
    companySize: text("company_size"),
    industry: text("industry"),
    companyLocation: text("company_location"),
    website: text("website"),
    typicalProjectDuration: text("typical_project_duration"),
    preferredTeamSize: text("preferred_team_size"),
    budgetRange: text("budget_range"),
    urgency: text("urgency"),
    /** Working hours: the browser's zone at sign-up, or the default (see shared/working-hours.ts). */
    timeZone: text("time_zone").notNull().default(DEFAULT_CLIENT_TIME_ZONE),
    workStart: text("work_start").notNull().default(DEFAULT_CLIENT_WORK_START),
    workEnd: text("work_end").notNull().default(DEFAULT_CLIENT_WORK_END),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("client_profiles_work_start_format", sql`${t.workStart} ~ ${sql.raw(`'${CLOCK_TIME_PATTERN}'`)}`),
    check("client_profiles_work_end_format", sql`${t.workEnd} ~ ${sql.raw(`'${CLOCK_TIME_PATTERN}'`)}`),
    check("client_profiles_work_hours_order", sql`${t.workEnd} > ${t.workStart}`),
  ],
);

export type ClientProfileRow = typeof clientProfiles.$inferSelect;
