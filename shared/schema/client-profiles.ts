import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const clientProfiles = pgTable("client_profiles", {
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ClientProfileRow = typeof clientProfiles.$inferSelect;
