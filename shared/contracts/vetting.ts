// Request and answer shapes of vetting (PRODUCT.md "Vetting a client can see"): the admin records a
// stage with its figure; clients, the talent and admins read a report. Pure zod, so the report's
// screens never pull the tables in.
import { z } from "zod";
import {
  CEFR_LEVELS,
  REFERENCES_PASS_COUNT,
  SCORECARD_MAX,
  SCORECARD_MIN,
  TECHNICAL_PASS_SCORE,
  VETTING_OUTCOMES,
  VETTING_STAGES,
  type CefrLevel,
  type VettingStage,
} from "../vetting";
import { momentAnswer } from "./common";

export { CEFR_LEVELS, VETTING_STAGES, VETTING_OUTCOMES, TECHNICAL_PASS_SCORE, REFERENCES_PASS_COUNT, type CefrLevel, type VettingStage };
export type { VettingOutcome } from "../vetting";

/** What each stage is called on every screen. */
export const VETTING_STAGE_LABELS: Record<VettingStage, string> = {
  cv: "CV",
  technical: "Technical assessment",
  interview: "Interview",
  english: "English",
  references: "References",
  background: "Background check",
};

export const VETTING_MESSAGES = {
  technicalBelowPass: `A technical score below ${TECHNICAL_PASS_SCORE} cannot be recorded as passed`,
  englishBelowPass: "English is passed only at C1 or above; a lower level cannot be recorded as passed",
  referencesBelowPass: `References are passed with at least ${REFERENCES_PASS_COUNT} checked`,
  backgroundNotClear: "A background check that is not clear cannot be recorded as passed",
  noCvOnFile: "There is no CV on file: the CV stage can be recorded once the talent has uploaded one.",
  notVetted: (missing: readonly VettingStage[]) => `Vetting is not complete. Still to pass: ${missing.map((s) => VETTING_STAGE_LABELS[s]).join(", ")}.`,
  recorded: { title: "Stage recorded" },
  failed: { title: "Could not record the stage" },
} as const;

const point = (label: string) =>
  z
    .number({ error: `${label} must be a number from ${SCORECARD_MIN} to ${SCORECARD_MAX}` })
    .int(`${label} must be a whole number`)
    .min(SCORECARD_MIN, `${label} must be at least ${SCORECARD_MIN}`)
    .max(SCORECARD_MAX, `${label} must be at most ${SCORECARD_MAX}`);

export const scorecardSchema = z.object(
  { problemSolving: point("Problem solving"), systemDesign: point("System design"), communication: point("Communication") },
  { error: "The interview needs its scorecard: problem solving, system design and communication, 1 to 5 each" },
);

// --- answers ---------------------------------------------------------------------------------------

/** One recorded stage as anyone who may see the report sees it: never the assessor's notes. */
export const vettingStageAnswer = z.object({
  stage: z.enum(VETTING_STAGES),
  outcome: z.enum(VETTING_OUTCOMES),
  assessedAt: momentAnswer,
  /** technical, 0–100 (null on a record the migration wrote, which has no figures). */
  score: z.number().int().nullable(),
  scorecard: scorecardSchema.nullable(),
  level: z.enum(CEFR_LEVELS).nullable(),
  checked: z.number().int().nullable(),
  clear: z.boolean().nullable(),
});
export type VettingStageRecord = z.output<typeof vettingStageAnswer>;

/** The report on a profile, a match result, a shortlist card and the talent's own dashboard. */
export const vettingReportAnswer = z.object({
  /** The recorded stages, in the order they are done. */
  stages: z.array(vettingStageAnswer),
  /** The stages not passed yet (not recorded, or failed), in order. */
  missing: z.array(z.enum(VETTING_STAGES)),
  complete: z.boolean(),
});
export type VettingReport = z.output<typeof vettingReportAnswer>;

/** A stage as admins see it: who assessed it ("migration" for a record the migration wrote) and their notes. */
export const adminVettingStageAnswer = vettingStageAnswer.extend({ assessedBy: z.string(), notes: z.string().nullable() });
export type AdminVettingStage = z.output<typeof adminVettingStageAnswer>;

/** GET /api/admin/experts/{userId}/vetting and the vetting of each person in the review queue. */
export const adminVettingAnswer = z.object({
  userId: z.number().int(),
  stages: z.array(adminVettingStageAnswer),
  missing: z.array(z.enum(VETTING_STAGES)),
  complete: z.boolean(),
  /** The CV stage can be recorded only with a CV on file. */
  cvOnFile: z.boolean(),
});
export type AdminVetting = z.output<typeof adminVettingAnswer>;
