// The "Find my team" form as it is typed, and the request it makes: the shared match contract
// (shared/contracts/match.ts) decides when the form is a request, so the browser never sends one the
// server would refuse.
import { MATCH_LIMIT_DEFAULT, MATCH_MIN_OVERLAP_DEFAULT, matchRequestSchema, type MatchRequest } from "@shared/contracts/match";
import type { WorkingHours } from "@/lib/working-hours";

/** What the form holds: lists of skills, and every other field as typed. */
export interface MatchFormValues {
  mustHave: string[];
  niceToHave: string[];
  maxRate: string;
  startDate: string;
  weeks: string;
  timeZone: string;
  workStart: string;
  workEnd: string;
  minOverlapHours: string;
}

export const DEFAULT_WEEKS = 12;

export function defaultMatchForm(hours: WorkingHours, today: string): MatchFormValues {
  return {
    mustHave: [],
    niceToHave: [],
    maxRate: "",
    startDate: today,
    weeks: String(DEFAULT_WEEKS),
    timeZone: hours.timeZone,
    workStart: hours.workStart,
    workEnd: hours.workEnd,
    minOverlapHours: String(MATCH_MIN_OVERLAP_DEFAULT),
  };
}

/** The body the form stands for (blank budget left out), before the contract checks it. */
export function requestBody(values: MatchFormValues) {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  return {
    mustHave: values.mustHave,
    niceToHave: values.niceToHave,
    maxRate: number(values.maxRate),
    startDate: values.startDate,
    weeks: number(values.weeks),
    timeZone: values.timeZone,
    workStart: values.workStart,
    workEnd: values.workEnd,
    minOverlapHours: number(values.minOverlapHours),
    limit: MATCH_LIMIT_DEFAULT,
  };
}

/** The field names the contract's messages start with, as the form labels them. */
const LABELS: Record<string, string> = {
  mustHave: "Must-have skills",
  niceToHave: "Nice-to-have skills",
  maxRate: "Budget",
  startDate: "Start date",
  weeks: "Length",
  minOverlapHours: "Minimum shared hours",
};

/** "maxRate must be 0 or more" → "Budget must be 0 or more". */
export function humanise(message: string): string {
  return message.replace(/^(mustHave|niceToHave|maxRate|startDate|weeks|minOverlapHours)\b/, (field) => LABELS[field] ?? field);
}

export interface MatchFormCheck {
  /** The request to send, or null while the form is not one. */
  request: MatchRequest | null;
  /** The first problem of each field (its path's first part), in words. */
  problems: Partial<Record<keyof MatchFormValues, string>>;
}

export function checkMatchForm(values: MatchFormValues): MatchFormCheck {
  const parsed = matchRequestSchema.safeParse(requestBody(values));
  if (parsed.success) return { request: parsed.data, problems: {} };
  const problems: MatchFormCheck["problems"] = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof MatchFormValues;
    if (field && !(field in problems)) problems[field] = humanise(issue.message);
  }
  return { request: null, problems };
}
