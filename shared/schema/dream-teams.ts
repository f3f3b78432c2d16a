import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { dreamTeamStatusEnum } from "./enums";
import { experts } from "./experts";
import { companyOfRow } from "./company";
import { users } from "./users";

export const dreamTeams = pgTable(
  "dream_teams",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyOfRow(),
    name: text("name").notNull(),
    description: text("description"),
    status: dreamTeamStatusEnum("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Each list's order (newest first, id breaking ties) read straight from an index, a page at a time.
  (t) => [index("dream_teams_client_idx").on(t.clientId, t.createdAt, t.id), index("dream_teams_company_idx").on(t.companyId, t.createdAt, t.id), index("dream_teams_created_idx").on(t.createdAt, t.id)],
);

export const dreamTeamMembers = pgTable(
  "dream_team_members",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => dreamTeams.id, { onDelete: "cascade" }),
    expertId: integer("expert_id")
      .notNull()
      .references(() => experts.userId, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.expertId] }), index("dream_team_members_expert_idx").on(t.expertId)],
);

export type DreamTeamRow = typeof dreamTeams.$inferSelect;
