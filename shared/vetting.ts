// Vetting's stages, outcomes, CEFR levels and pass marks: the table's checks, the contracts and the
// screens read these. Apart from constants.ts, so pages that never show vetting do not load them.

/**
 * The six stages of vetting (PRODUCT.md "Vetting a client can see"), in the order they are done;
 * each is `passed` or `failed` with its own figure. An expert is activated with all six passed.
 */
export const VETTING_STAGES = ["cv", "technical", "interview", "english", "references", "background"] as const;
export type VettingStage = (typeof VETTING_STAGES)[number];
export const VETTING_OUTCOMES = ["passed", "failed"] as const;
export type VettingOutcome = (typeof VETTING_OUTCOMES)[number];
/** English levels on the CEFR scale, lowest first; English is passed at C1 or above. */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];
export const ENGLISH_PASS_LEVELS = ["C1", "C2"] as const satisfies readonly CefrLevel[];
/** The technical score (0–100) that passes, the references that pass, the scorecard's range. */
export const TECHNICAL_PASS_SCORE = 70;
export const REFERENCES_PASS_COUNT = 2;
export const REFERENCES_MAX = 20;
export const SCORECARD_MIN = 1;
export const SCORECARD_MAX = 5;
/** Who assessed a stage written by the migration that gave the experts active before it a record. */
export const VETTING_MIGRATION_ASSESSOR = "migration";
