// The 30-day trial in words and days: read by the engagement page without the trial's contracts
// (their zod schemas and the need's match rules), and re-exported by them
// (shared/contracts/engagement-trial.ts, docs/decisions/066-*), which hold the answers.
import { TRIAL_DAYS, type EngagementStatus } from "./constants";
import { inTrial, trialLastDay } from "./calendar";

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

/**
 * The trial as an engagement's answer carries it: its last day, and whether its client may end it in
 * the trial on `today` (their calendar day): an active engagement, from its start to that last day.
 */
export const trialOf = (e: { status: EngagementStatus; startDate: string }, today: string) => ({
  lastDay: trialLastDay(e.startDate),
  open: e.status === "active" && inTrial(e.startDate, today),
});
