// The 30-day trial and its free replacement (PRODUCT.md "Trial and replacement", docs/decisions/066-*):
// the client's call that ends an engagement as not satisfied, its answer, and the console's figures.
import { z } from "zod";
import { TRIAL_DAYS } from "../constants";
import { addCalendarDays } from "../wall-clock";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START } from "../working-day";
import { idSchema } from "./common";
import { MATCH_MIN_OVERLAP_DEFAULT, MATCH_NICE_TO_HAVE_MAX, MATCH_WEEKS_MAX } from "./match";

export const TRIAL_REASON_MAX = 2000;
/** The console's figures look this far back, besides all time. */
export const TRIAL_FIGURES_WINDOW_DAYS = 90;

export const TRIAL_MESSAGES = {
  reasonRequired: "Please tell us why the engagement is not working out",
  notFound: "Engagement not found",
  onlyClient: "Only the client of this engagement can end it in the trial.",
  notActive: "This engagement is not active yet: it can end in the trial once both parties have accepted its terms.",
  ended: "This engagement has already ended.",
  notStarted: (startDate: string) => `The ${TRIAL_DAYS}-day trial starts with the engagement on ${startDate}; it cannot end in the trial before then.`,
  over: (lastDay: string) => `The ${TRIAL_DAYS}-day trial ended on ${lastDay}: this engagement can no longer end in the trial. Please write to us in its conversation.`,
  replacementOpened: "The engagement has ended and its hours are credited. Your free replacement search has started, with its own 14-day clock.",
  noSecondReplacement:
    "The engagement has ended and its hours are credited. It filled a free replacement already, so no second free replacement opens: start a new shortlist when you are ready.",
} as const;

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

/**
 * The last calendar day of the trial: the start date and the 29 days after it (30 days in all,
 * the start day counted). Dates are YYYY-MM-DD in the client's zone.
 */
export const trialLastDay = (startDate: string) => addCalendarDays(startDate, TRIAL_DAYS - 1);

/** Is `today` (the client's calendar day) inside the trial of an engagement starting on `startDate`? */
export const inTrial = (startDate: string, today: string) => startDate <= today && today <= trialLastDay(startDate);

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
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

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
  const remainingDays = daysFrom(start, src.endDate) + 1;
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

/** The answer to ending in the trial: the engagement as it now is, and the replacement, if one opened. */
export interface EndTrialResult {
  engagement: {
    id: number;
    status: "ended";
    endReason: "trial";
    endNote: string;
    endedAt: string;
    replacementRequisitionId: number | null;
  };
  /** The free replacement's requisition, or null when the position had its free replacement already. */
  replacement: { requisitionId: number; title: string; dueAt: string; link: string } | null;
  /** What happened, in words for the client. */
  message: string;
}

/** On a replacement requisition: the engagement it replaces. */
export interface ReplacementOf {
  engagementId: number;
  expertName: string;
  endedAt: string | null;
  /** The client's reason for ending it. */
  reason: string | null;
}

/** GET /api/admin/engagements/trial-figures: the last 90 days and all time. */
export interface TrialFigures {
  windowDays: number;
  /** Engagements ended in the trial. */
  trialsEnded: { window: number; allTime: number };
  /** Free replacement requisitions opened. */
  replacementsOpened: { window: number; allTime: number };
  /** Of those, filled since. */
  replacementsFilled: { window: number; allTime: number };
}
