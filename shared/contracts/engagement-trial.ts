// The 30-day trial and its free replacement (PRODUCT.md "Trial and replacement", docs/decisions/066-*):
// the client's call that ends an engagement as not satisfied, its answer, and the console's figures.
import { z } from "zod";
import { daysBetween } from "../calendar";
import { TRIAL_MESSAGES, TRIAL_REASON_MAX } from "../trial";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START } from "../working-day";
import { idSchema, momentAnswer } from "./common";
import { MATCH_MIN_OVERLAP_DEFAULT, MATCH_NICE_TO_HAVE_MAX, MATCH_WEEKS_MAX } from "./match";

export * from "../trial";

export const trialParamsSchema = z.object({ id: idSchema });

/** POST /api/engagements/{id}/end-trial: why the client is not satisfied. */
export const endTrialSchema = z.object({
  reason: z
    .string({ error: TRIAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, TRIAL_MESSAGES.reasonRequired)
    .max(TRIAL_REASON_MAX, `Reason must be at most ${TRIAL_REASON_MAX} characters`),
});
export type EndTrialInput = z.input<typeof endTrialSchema>;

// --- the free replacement's need ----------------------------------------------------------------

/** How many of the expert's skills, in their own order, the replacement must have. */
export const REPLACEMENT_MUST_HAVE = 3;
const REPLACEMENT_TITLE_MAX = 120;

/** What the replacement need is made from. */
export interface ReplacementSource {
  /** The ended engagement's last day (YYYY-MM-DD). */
  endDate: string;
  /** The need of the requisition the engagement filled, if it came from one. */
  requisition: {
    title: string;
    mustHave: string[];
    niceToHave: string[];
    maxRate: number | null;
    startDate: string;
    weeks: number;
    timeZone: string;
    workStart: string;
    workEnd: string;
    minOverlapHours: number;
    notes: string | null;
  } | null;
  expert: { role: string; skills: string[] };
  /** The client's working day (their profile); nulls take the defaults. */
  client: { timeZone: string | null; workStart: string | null; workEnd: string | null };
}

const laterOf = (a: string, b: string) => (a > b ? a : b);

/**
 * The need a free replacement searches for, from `start` (today or later): the requisition the
 * engagement filled, copied for one person with its start moved to `start` when earlier; or, without
 * one, the expert's role as the title, their first skills as must-haves (the next ones as
 * nice-to-haves), the engagement's remaining weeks (at least one) and the client's working day.
 * The server checks it against the same schema as a need the client types.
 */
export function replacementFields(src: ReplacementSource, start: string) {
  const r = src.requisition;
  if (r) {
    return {
      title: r.title,
      mustHave: r.mustHave,
      niceToHave: r.niceToHave,
      maxRate: r.maxRate,
      startDate: laterOf(r.startDate, start),
      weeks: r.weeks,
      headcount: 1,
      timeZone: r.timeZone,
      workStart: r.workStart,
      workEnd: r.workEnd,
      minOverlapHours: r.minOverlapHours,
      notes: r.notes,
    };
  }
  const skills = src.expert.skills.length > 0 ? src.expert.skills : [src.expert.role];
  const remainingDays = daysBetween(start, src.endDate) + 1;
  return {
    title: src.expert.role.slice(0, REPLACEMENT_TITLE_MAX),
    mustHave: skills.slice(0, REPLACEMENT_MUST_HAVE),
    niceToHave: skills.slice(REPLACEMENT_MUST_HAVE, REPLACEMENT_MUST_HAVE + MATCH_NICE_TO_HAVE_MAX),
    maxRate: null,
    startDate: start,
    weeks: Math.min(MATCH_WEEKS_MAX, Math.max(1, Math.ceil(remainingDays / 7))),
    headcount: 1,
    timeZone: src.client.timeZone ?? DEFAULT_CLIENT_TIME_ZONE,
    workStart: src.client.workStart ?? DEFAULT_CLIENT_WORK_START,
    workEnd: src.client.workEnd ?? DEFAULT_CLIENT_WORK_END,
    minOverlapHours: MATCH_MIN_OVERLAP_DEFAULT,
    notes: null,
  };
}

// --- answers ------------------------------------------------------------------------------------

/** POST /api/engagements/{id}/end-trial: the engagement as it now is, and the replacement, if one opened. */
export const endTrialAnswer = z.object({
  engagement: z.object({
    id: z.number().int(),
    status: z.literal("ended"),
    endReason: z.literal("trial"),
    endNote: z.string(),
    endedAt: momentAnswer,
    replacementRequisitionId: z.number().int().nullable(),
  }),
  /** The free replacement's requisition, or null when the position had its free replacement already. */
  replacement: z.object({ requisitionId: z.number().int(), title: z.string(), dueAt: momentAnswer, link: z.string() }).nullable(),
  /** What happened, in words for the client. */
  message: z.string(),
});
export type EndTrialResult = z.output<typeof endTrialAnswer>;

const windowAndAllTime = z.object({ window: z.number().int(), allTime: z.number().int() });

/** GET /api/admin/engagements/trial-figures: the last 90 days and all time. */
export const trialFiguresAnswer = z.object({
  windowDays: z.number().int(),
  /** Engagements ended in the trial. */
  trialsEnded: windowAndAllTime,
  /** Free replacement requisitions opened. */
  replacementsOpened: windowAndAllTime,
  /** Of those, filled since. */
  replacementsFilled: windowAndAllTime,
});
export type TrialFigures = z.output<typeof trialFiguresAnswer>;
