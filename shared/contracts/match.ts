// Request and response shapes of "Find my team": POST /api/match and GET /api/skills (PRODUCT.md,
// "Beyond SPEC"). The ranking is described in docs/match.md.
import { z } from "zod";
import { calendarDateSchema, dateAnswer, estimateAnswer } from "./common";
import { EXPERT_RATE_MAX, EXPERT_SKILL_MAX_LENGTH, expertAnswer } from "./experts";
import { ALWAYS, checkWorkingDay, timeZoneSchema, workEndSchema, workStartSchema } from "./working-hours";
import { todayUtc } from "../calendar";

export const MATCH_MUST_HAVE_MAX = 10;
export const MATCH_NICE_TO_HAVE_MAX = 10;
export const MATCH_WEEKS_MAX = 104;
export const MATCH_LIMIT_DEFAULT = 10;
export const MATCH_LIMIT_MAX = 50;
export const MATCH_MIN_OVERLAP_DEFAULT = 4;
/** Share of the engagement's calendar days an expert must be free to be matched. */
export const MATCH_MIN_COVERAGE = 0.9;
/** How far past the start date availableFrom looks. */
export const MATCH_HORIZON_DAYS = 365;

/** Numbers may come as JSON numbers or as digits in a string (a form field); blank means absent. */
const numeric = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v);

const skillSchema = z
  .string({ error: "Each skill must be text" })
  .trim()
  .min(1, "A skill cannot be blank")
  .max(EXPERT_SKILL_MAX_LENGTH, `Each skill must be at most ${EXPERT_SKILL_MAX_LENGTH} characters`);

/** Skills with duplicates (ignoring case) dropped, keeping the first spelling. */
const skillList = (label: string, min: number, max: number) =>
  z
    .array(skillSchema, { error: `${label} must be a list of skills` })
    .min(min, `${label} needs at least ${min} skill`)
    .max(max, `${label} takes at most ${max} skills`)
    .transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i));

/**
 * The fields of a need: the match's request and a requisition (shared/contracts/requisitions.ts)
 * take them alike, so a need stated once is matched by the same rules.
 */
export const matchNeedFields = {
  mustHave: skillList("mustHave", 1, MATCH_MUST_HAVE_MAX),
  niceToHave: skillList("niceToHave", 0, MATCH_NICE_TO_HAVE_MAX).default([]),
  maxRate: z.preprocess(
    (v) => (v === null ? undefined : numeric(v)),
    z
      .number({ error: "maxRate must be a number" })
      .min(0, "maxRate must be 0 or more")
      .max(EXPERT_RATE_MAX, `maxRate must be at most ${EXPERT_RATE_MAX}`)
      // Rates are whole dollars: "at most 45.5" is "at most 45".
      .transform(Math.floor)
      .optional(),
  ),
  startDate: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    calendarDateSchema.refine((d) => d >= todayUtc(), "startDate cannot be in the past"),
  ),
  weeks: z.preprocess(
    numeric,
    z
      .number({ error: "weeks must be a number" })
      .int("weeks must be a whole number")
      .min(1, "weeks must be at least 1")
      .max(MATCH_WEEKS_MAX, `weeks must be at most ${MATCH_WEEKS_MAX}`),
  ),
  timeZone: timeZoneSchema,
  workStart: workStartSchema,
  workEnd: workEndSchema,
  minOverlapHours: z.preprocess(
    numeric,
    z
      .number({ error: "minOverlapHours must be a number" })
      .min(0, "minOverlapHours must be 0 or more")
      .max(24, "minOverlapHours must be at most 24")
      .refine((v) => Number.isInteger(v * 4), "minOverlapHours goes in steps of 0.25")
      .default(MATCH_MIN_OVERLAP_DEFAULT),
  ),
};

export const matchRequestSchema = z
  .object({
    ...matchNeedFields,
    limit: z.preprocess(
      numeric,
      z
        .number({ error: "limit must be a number" })
        .int("limit must be a whole number")
        .min(1, "limit must be at least 1")
        .max(MATCH_LIMIT_MAX, `limit must be at most ${MATCH_LIMIT_MAX}`)
        .default(MATCH_LIMIT_DEFAULT),
    ),
  })
  .superRefine(checkWorkingDay, ALWAYS);
export type MatchRequestInput = z.input<typeof matchRequestSchema>;
export type MatchRequest = z.output<typeof matchRequestSchema>;

export const matchReasonsAnswer = z.object({
  /** Requested skills the expert has (must-haves first), in the expert's spelling. */
  matchedSkills: z.array(z.string()),
  /** Nice-to-have skills the expert lacks, as asked. */
  missingSkills: z.array(z.string()),
  /** The fewest shared working hours on any working day of the engagement (quarter hours, rounded down). */
  overlapHours: z.number(),
  /** Share of the engagement's calendar days the expert is free (0–1, 4 decimals). */
  coverage: z.number(),
  /** First date on or after startDate from which the expert is free for the whole engagement, within 365 days; or null. */
  availableFrom: dateAnswer.nullable(),
});
export type MatchReasons = z.output<typeof matchReasonsAnswer>;

/**
 * A result adds its score, the reasons and `estimate`: the expert's rate at 40 hours a week for the
 * need's `weeks` (a need always states its length), or null for an expert without a rate.
 */
export const matchResultAnswer = expertAnswer.extend({ score: z.number(), reasons: matchReasonsAnswer, estimate: estimateAnswer.nullable() });
export type MatchResult = z.output<typeof matchResultAnswer>;

export const matchAnswer = z.object({
  results: z.array(matchResultAnswer),
  /** Experts passing every hard filter (results holds the first `limit` of them). */
  total: z.number().int(),
  /** Active experts removed by each hard filter, applied in this order (see docs/match.md). */
  excludedBy: z.object({ skills: z.number().int(), rate: z.number().int(), overlap: z.number().int(), availability: z.number().int() }),
});
export type MatchResponse = z.output<typeof matchAnswer>;

export const SKILL_SUGGESTIONS_DEFAULT = 10;
export const SKILL_SUGGESTIONS_MAX = 50;

/** GET /api/skills: skills experts have, most common first, starting with `q` (any case). */
export const skillSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(EXPERT_SKILL_MAX_LENGTH, `q must be at most ${EXPERT_SKILL_MAX_LENGTH} characters`).default(""),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SKILL_SUGGESTIONS_MAX, `limit must be at most ${SKILL_SUGGESTIONS_MAX}`)
    .default(SKILL_SUGGESTIONS_DEFAULT),
});

export const skillSuggestionAnswer = z.object({
  /** The most common spelling among experts. */
  skill: z.string(),
  /** How many active experts list it (any spelling). */
  experts: z.number().int(),
});
export type SkillSuggestion = z.output<typeof skillSuggestionAnswer>;
export const skillSuggestionsAnswer = z.array(skillSuggestionAnswer);
