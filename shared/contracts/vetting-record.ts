// PUT /api/admin/experts/{userId}/vetting/{stage}: what an admin sends for each stage, with the pass
// marks the server holds (and the table's checks hold again). Apart from the answers in vetting.ts, so
// the screens that only read a report never load the request schemas.
import { z } from "zod";
import { CEFR_LEVELS, ENGLISH_PASS_LEVELS, REFERENCES_MAX, REFERENCES_PASS_COUNT, TECHNICAL_PASS_SCORE, VETTING_OUTCOMES, VETTING_STAGES, type CefrLevel, type VettingStage } from "../vetting";
import { idSchema } from "./common";
import { scorecardSchema, VETTING_MESSAGES } from "./vetting";

export const VETTING_NOTES_MAX = 2000;

export const vettingParamsSchema = z.object({
  userId: idSchema,
  stage: z.enum(VETTING_STAGES, { error: `The stage must be one of ${VETTING_STAGES.join(", ")}` }),
});

const outcome = z.enum(VETTING_OUTCOMES, { error: "The outcome must be passed or failed" });
const notes = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(VETTING_NOTES_MAX, `Notes can be at most ${VETTING_NOTES_MAX} characters`)
  .nullish()
  .transform((v) => v || null);
const refuse = (ctx: z.RefinementCtx, path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });

/**
 * PUT /api/admin/experts/{userId}/vetting/{stage}: the body for each stage. Each takes `outcome`
 * and `notes`, and its own figure; a figure below the pass mark cannot come with `passed`.
 */
export const recordVettingSchemas = {
  cv: z.object({ outcome, notes }),
  technical: z
    .object({
      outcome,
      notes,
      score: z
        .number({ error: "The technical score must be a number from 0 to 100" })
        .int("The technical score must be a whole number")
        .min(0, "The technical score must be at least 0")
        .max(100, "The technical score must be at most 100"),
    })
    .superRefine((v, ctx) => {
      if (v.outcome === "passed" && v.score < TECHNICAL_PASS_SCORE) refuse(ctx, "score", VETTING_MESSAGES.technicalBelowPass);
    }),
  interview: z.object({ outcome, notes, scorecard: scorecardSchema }),
  english: z
    .object({ outcome, notes, level: z.enum(CEFR_LEVELS, { error: "The English level must be a CEFR level: A1, A2, B1, B2, C1 or C2" }) })
    .superRefine((v, ctx) => {
      if (v.outcome === "passed" && !(ENGLISH_PASS_LEVELS as readonly string[]).includes(v.level)) refuse(ctx, "level", VETTING_MESSAGES.englishBelowPass);
    }),
  references: z
    .object({
      outcome,
      notes,
      checked: z
        .number({ error: "Say how many references were checked" })
        .int("References checked must be a whole number")
        .min(0, "References checked must be 0 or more")
        .max(REFERENCES_MAX, `References checked must be at most ${REFERENCES_MAX}`),
    })
    .superRefine((v, ctx) => {
      if (v.outcome === "passed" && v.checked < REFERENCES_PASS_COUNT) refuse(ctx, "checked", VETTING_MESSAGES.referencesBelowPass);
    }),
  background: z.object({ outcome, notes, clear: z.boolean({ error: "Say whether the background check is clear (true or false)" }) }).superRefine((v, ctx) => {
    if (v.outcome === "passed" && !v.clear) refuse(ctx, "clear", VETTING_MESSAGES.backgroundNotClear);
  }),
} satisfies Record<VettingStage, z.ZodType>;

/** One stage's record as the admin sends it, whichever stage it is. */
export type RecordVettingValues = {
  outcome: (typeof VETTING_OUTCOMES)[number];
  notes: string | null;
  score?: number;
  scorecard?: z.output<typeof scorecardSchema>;
  level?: CefrLevel;
  checked?: number;
  clear?: boolean;
};
export type RecordVettingInput = { outcome: (typeof VETTING_OUTCOMES)[number]; notes?: string | null } & Partial<Omit<RecordVettingValues, "outcome" | "notes">>;

