// Timesheets (PRODUCT.md "Timesheets"; docs/decisions/064-*): an engagement's weeks (each starting on
// a Monday in the client's zone), the expert's hours per day in quarter hours, and the moves of a week
// between statuses. Request shapes of /api/engagements/{id}/timesheets and /api/admin/timesheets.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { TIMESHEET_DAY_MAX_MINUTES, TIMESHEET_STATUSES, type TimesheetStatus } from "../constants";
import { timesheetWeeks } from "../schema/engagements";
import { calendarDateSchema, dateAnswer, idSchema, momentAnswer, pageQuerySchema } from "./common";
import { timesheetWeekFlow } from "../flows/timesheet-week";
import { addDays, formatLongDay, mondayOf, weekdayOf } from "../calendar";

export type { TimesheetMover } from "../flows/timesheet-week";

export const TIMESHEET_STATUS_LABELS = timesheetWeekFlow.labels;

/** Hours are recorded in steps of this many minutes. */
export const TIMESHEET_STEP_MINUTES = 15;
export const DISPUTE_REASON_MAX = 1000;

/** The statuses in which the expert may change a week's hours. */
export const TIMESHEET_EDITABLE: readonly TimesheetStatus[] = ["draft", "disputed"];

export const TIMESHEET_MESSAGES = {
  weekStart: "weekStart must be a Monday, as YYYY-MM-DD",
  disputeReason: "Please say what is wrong with this week, so the expert can correct it",
  locked: "This week is approved and locked: its hours can no longer change.",
  submitted: "This week is submitted and waits for the client's answer: it cannot be changed now.",
  notStarted: "Work starts once both parties have accepted the terms of this engagement.",
  onlyExpert: "Only the expert of this engagement records and submits hours.",
  onlyClient: "Only the client of this engagement approves or disputes a week.",
  empty: "This week has no hours: a week of zero hours is not submitted. Record the hours worked, then submit it.",
} as const;

/**
 * The query that opens one week on an engagement's page (`/client/engagements/7?week=2026-03-02`):
 * what a notice, a mail or the dashboard about a week links to.
 */
export const WEEK_QUERY = "week";

/** The address of one week on an engagement's page, from the page's own address. */
export const weekLink = (engagementPath: string, weekStart: string) => `${engagementPath}?${WEEK_QUERY}=${weekStart}`;

// --- weeks and days ------------------------------------------------------------------------------

/** The seven dates of the week starting `weekStart`, Monday to Sunday. */
export const weekDates = (weekStart: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

/** Every week (its Monday) sharing a day with start..end, in order. */
export function weeksBetween(startDate: string, endDate: string): string[] {
  const weeks: string[] = [];
  for (let w = mondayOf(startDate); w <= endDate; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** 450 → "7.5"; 0 → "0": minutes as hours, exact in quarter hours. */
export const hoursOf = (minutes: number) => String(minutes / 60);

const longWeek = (weekStart: string) => `the week of ${formatLongDay(weekStart)}`;

// --- requests ------------------------------------------------------------------------------------

const mondaySchema = calendarDateSchema.refine((d) => weekdayOf(d) === 1, TIMESHEET_MESSAGES.weekStart);

export const engagementWeeksParamsSchema = z.object({ id: idSchema });
export const weekParamsSchema = z.object({ id: idSchema, weekStart: mondaySchema });

const daySchema = z
  .object({
    date: calendarDateSchema,
    minutes: z.number({ error: "minutes must be a whole number of minutes, in quarter hours" }),
  })
  .superRefine((d, ctx) => {
    const said = formatLongDay(d.date);
    if (!Number.isInteger(d.minutes) || d.minutes % TIMESHEET_STEP_MINUTES !== 0) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: `${said}: hours are recorded in quarter hours (multiples of 15 minutes)` });
    } else if (d.minutes < 0) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: `${said} cannot have fewer than 0 hours` });
    } else if (d.minutes > TIMESHEET_DAY_MAX_MINUTES) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: `${said} is more than ${TIMESHEET_DAY_MAX_MINUTES / 60} hours` });
    }
  });

/** A week's days, each once. */
const daysSchema = z
  .array(daySchema, { error: "days must be a list of {date, minutes}" })
  .max(7, "A week has at most 7 days")
  .superRefine((days, ctx) => {
    const seen = new Set<string>();
    days.forEach((d, i) => {
      if (seen.has(d.date)) ctx.addIssue({ code: "custom", path: [i, "date"], message: `${formatLongDay(d.date)} is given twice` });
      seen.add(d.date);
    });
  });

/**
 * PUT /api/engagements/{id}/timesheets/{weekStart} (the expert): the week's hours, each day once.
 * Days left out have none. Which days lie inside the engagement is the server's to check.
 */
export const saveWeekSchema = z.object({ days: daysSchema });
export type SaveWeekInput = z.input<typeof saveWeekSchema>;
export type SaveWeekValues = z.output<typeof saveWeekSchema>;

/** POST …/submit: optionally the hours to save first, in the same step. */
export const submitWeekSchema = z.object({ days: daysSchema.optional() });

/** POST …/dispute (the client): what is wrong. */
export const disputeWeekSchema = z.object({
  reason: z
    .string({ error: TIMESHEET_MESSAGES.disputeReason })
    .trim()
    .min(1, TIMESHEET_MESSAGES.disputeReason)
    .max(DISPUTE_REASON_MAX, `The reason must be at most ${DISPUTE_REASON_MAX} characters`),
});
export type DisputeWeekInput = z.input<typeof disputeWeekSchema>;

/** The console: weeks awaiting the client's approval (submitted) or disputed, a page at a time. */
export const ADMIN_TIMESHEET_FILTERS = ["submitted", "disputed"] as const;
export const adminTimesheetsQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(ADMIN_TIMESHEET_FILTERS, { error: `Status must be one of: ${ADMIN_TIMESHEET_FILTERS.join(", ")}` }).default("submitted"),
});
export type AdminTimesheetsQuery = z.output<typeof adminTimesheetsQuerySchema>;

/** The messages that name a day or a week, shared so both sides say the same. */
export const timesheetWords = {
  outsideEngagement: (date: string) => `${formatLongDay(date)} is outside the engagement`,
  notInWeek: (date: string, weekStart: string) => `${formatLongDay(date)} is not in ${longWeek(weekStart)}`,
  weekOutside: (weekStart: string) => `${longWeek(weekStart)[0].toUpperCase()}${longWeek(weekStart).slice(1)} is outside the engagement`,
  notYet: (weekStart: string) => `This week has not started yet: you can submit it from ${formatLongDay(weekStart)}.`,
  notCome: (date: string) => `${formatLongDay(date)} has not come yet: record its hours on the day or after`,
};

// --- answers -------------------------------------------------------------------------------------

const timesheetWeekColumns = createSelectSchema(timesheetWeeks, {
  weekStart: dateAnswer,
  status: z.enum(TIMESHEET_STATUSES),
  submittedAt: momentAnswer.nullable(),
  disputedAt: momentAnswer.nullable(),
  approvedAt: momentAnswer.nullable(),
});

export const timesheetDayAnswer = z.object({
  date: dateAnswer,
  minutes: z.number().int(),
  /** The day lies inside the engagement. */
  inEngagement: z.boolean(),
  /** The day has come in the engagement's zone (the client's): hours are recorded for days worked, never ahead. */
  hasCome: z.boolean(),
});
export type TimesheetDay = z.output<typeof timesheetDayAnswer>;

/** GET /api/engagements/{id}/timesheets: each week of the engagement. */
export const timesheetWeekSummaryAnswer = timesheetWeekColumns.pick({ weekStart: true, status: true }).extend({
  /** The week's hours added up (shared/flows/timesheet-week.ts). */
  totalMinutes: z.number().int(),
  /** Hours were saved for it (otherwise it is an empty draft). */
  saved: z.boolean(),
});
export type TimesheetWeekSummary = z.output<typeof timesheetWeekSummaryAnswer>;

/** One week, as its parties read and move it. */
export const timesheetWeekAnswer = timesheetWeekSummaryAnswer.extend({
  ...timesheetWeekColumns.pick({ engagementId: true, submittedAt: true, disputedAt: true, disputeReason: true, approvedAt: true, autoApproved: true }).shape,
  weekEnd: dateAnswer,
  days: z.array(timesheetDayAnswer),
  /** The weekly hours agreed for this week, in minutes (the terms accepted before it began); null before any were accepted. */
  agreedMinutes: z.number().int().nullable(),
  /** Minutes beyond the agreed hours: such a week is never approved automatically. */
  excessMinutes: z.number().int(),
  /** When a submitted week is approved unless answered (the week's flow); null for a week over the agreed hours. */
  autoApproveAt: momentAnswer.nullable(),
  /** Approved: nothing about it can change. */
  locked: z.boolean(),
  /** What the reader may do with it now. */
  may: z.object({ edit: z.boolean(), submit: z.boolean(), answer: z.boolean() }),
});
export type TimesheetWeek = z.output<typeof timesheetWeekAnswer>;

/** A week on the console, with whose it is. */
export const adminTimesheetWeekAnswer = timesheetWeekSummaryAnswer.extend({
  ...timesheetWeekColumns.pick({ engagementId: true, submittedAt: true, disputedAt: true, disputeReason: true }).shape,
  clientName: z.string(),
  companyName: z.string().nullable(),
  expertName: z.string(),
});
export type AdminTimesheetWeek = z.output<typeof adminTimesheetWeekAnswer>;
