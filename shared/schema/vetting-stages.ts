import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { REFERENCES_MAX, SCORECARD_MAX, SCORECARD_MIN, TECHNICAL_PASS_SCORE, REFERENCES_PASS_COUNT, VETTING_OUTCOMES, VETTING_STAGES, type CefrLevel, type VettingOutcome, type VettingStage } from "../vetting";
import { listed } from "./check-list";
import { users } from "./users";

const scorecardPoint = (column: string) => sql.raw(`(${column} is null or ${column} between ${SCORECARD_MIN} and ${SCORECARD_MAX})`);

/**
 * One stage of a talent's vetting, the last one recorded for it (docs/decisions/097): passed or
 * failed, when, by which admin (`assessor_id` null: written by the migration that gave the experts
 * active before it a record), with the stage's figure and the assessor's notes, which only admins
 * read. The checks hold the pass marks: a technical score under 70, English under C1, fewer than
 * two references or a background that is not clear cannot be `passed`. A figure may be null only on
 * a migrated row, which has none to show.
 */
export const vettingStages = pgTable(
  "vetting_stages",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: VETTING_STAGES }).notNull(),
    outcome: text("outcome", { enum: VETTING_OUTCOMES }).notNull(),
    assessedAt: timestamp("assessed_at", { withTimezone: true }).notNull().defaultNow(),
    assessorId: integer("assessor_id").references(() => users.id, { onDelete: "set null" }),
    /** technical: 0–100. */
    score: integer("score"),
    /** interview: the scorecard, 1–5 each. */
    problemSolving: integer("problem_solving"),
    systemDesign: integer("system_design"),
    communication: integer("communication"),
    /** english: a CEFR level. */
    level: text("level").$type<CefrLevel>(),
    /** references: how many were checked. */
    checked: integer("checked"),
    /** background: clear or not. */
    clear: boolean("clear"),
    notes: text("notes"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stage] }),
    check("vetting_stages_stage", sql`${t.stage} in (${listed(VETTING_STAGES)})`),
    check("vetting_stages_outcome", sql`${t.outcome} in (${listed(VETTING_OUTCOMES)})`),
    check("vetting_stages_score", sql`${t.score} is null or ${t.score} between 0 and 100`),
    check("vetting_stages_scorecard", sql`${scorecardPoint("problem_solving")} and ${scorecardPoint("system_design")} and ${scorecardPoint("communication")}`),
    check("vetting_stages_level", sql`${t.level} is null or ${t.level} in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')`),
    check("vetting_stages_checked", sql`${t.checked} is null or ${t.checked} between 0 and ${sql.raw(String(REFERENCES_MAX))}`),
    check(
      "vetting_stages_pass_marks",
      sql`${t.outcome} <> 'passed' or case ${t.stage}
        when 'technical' then coalesce(${t.score} >= ${sql.raw(String(TECHNICAL_PASS_SCORE))}, ${t.assessorId} is null)
        when 'english' then coalesce(${t.level} in ('C1', 'C2'), ${t.assessorId} is null)
        when 'references' then coalesce(${t.checked} >= ${sql.raw(String(REFERENCES_PASS_COUNT))}, ${t.assessorId} is null)
        when 'background' then coalesce(${t.clear}, ${t.assessorId} is null)
        else true end`,
    ),
  ],
);

export type VettingStageRow = typeof vettingStages.$inferSelect;
export type { VettingOutcome, VettingStage };
