// Request and answer shapes of /api/interviews (PRODUCT.md "Interviews across zones"), the moves an
// interview may make and who makes them (docs/decisions/062-*).
import { z } from "zod";
import { INTERVIEW_MINUTES, INTERVIEW_SLOT_DAYS_MAX, type InterviewMinutes, type InterviewStatus, type PreBookingStatus } from "../constants";
import { idSchema, pageQuerySchema } from "./common";

/** How far ahead a client may look for a slot: `from` is at most this many days after today (in the client's zone). */
export const INTERVIEW_FROM_MAX_DAYS = 365;
export const INTERVIEW_SLOT_DAYS_DEFAULT = 7;
export const INTERVIEW_CANCEL_REASON_MAX = 1000;
export const INTERVIEW_NOTES_MAX = 5000;
/** The reminders: a day before, and a quarter of an hour before. */
export const INTERVIEW_REMINDERS = { day: 24 * 60, soon: 15 } as const;

export const INTERVIEW_MESSAGES = {
  expertId: "expertId must be the id of the expert to interview",
  from: "from must be a date as YYYY-MM-DD",
  fromRange: `from must be a date from today to ${INTERVIEW_FROM_MAX_DAYS} days ahead, in your time zone`,
  days: `days must be a whole number from 1 to ${INTERVIEW_SLOT_DAYS_MAX}`,
  minutes: `minutes must be one of ${INTERVIEW_MINUTES.join(", ")}`,
  startsAt: "startsAt must be an instant such as 2026-12-07T09:00:00Z",
  quarterHour: "startsAt must be on a quarter hour (:00, :15, :30 or :45)",
  startsAtRange: "startsAt must be within a year from now",
  belongsTo: "Give either preBookingId or requisitionId: the pre-booking or requisition this interview is for",
  action: "action must be one of: move, cancel, outcome",
  reason: "Please say why you are cancelling",
  outcome: "outcome must be passed or failed",
  notes: "Please add a few notes on the interview",
  notFound: "Interview not found",
  noInterviewFor: "There is nothing to interview this expert for: no pending pre-booking that asks for an interview, and no candidate you marked for interview",
  notFree: "That time was just taken, or is no longer free. Please choose another.",
  noSharedHours: "Your working days and the expert's do not meet in these days: there is no time inside both.",
  allTaken: "Every time you share with the expert in these days is taken or already past. Try later days.",
} as const;

/** A YYYY-MM-DD calendar date, strictly. */
const dateOnly = z
  .string({ error: INTERVIEW_MESSAGES.from })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, INTERVIEW_MESSAGES.from)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), INTERVIEW_MESSAGES.from);

const minutesSchema = z.coerce
  .number({ error: INTERVIEW_MESSAGES.minutes })
  .refine((n): n is InterviewMinutes => (INTERVIEW_MINUTES as readonly number[]).includes(n), INTERVIEW_MESSAGES.minutes)
  .transform((n) => n as InterviewMinutes);

/** An ISO 8601 instant with a zone (Z or ±HH:MM), as a Date. */
const instantSchema = z
  .string({ error: INTERVIEW_MESSAGES.startsAt })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, INTERVIEW_MESSAGES.startsAt)
  .transform((v, ctx) => {
    const ms = Date.parse(v);
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: "custom", message: INTERVIEW_MESSAGES.startsAt });
      return z.NEVER;
    }
    return new Date(ms);
  })
  .refine((d) => d.getTime() % 900_000 === 0, INTERVIEW_MESSAGES.quarterHour)
  .refine((d) => Math.abs(d.getTime() - Date.now()) <= (INTERVIEW_FROM_MAX_DAYS + INTERVIEW_SLOT_DAYS_MAX + 1) * 86_400_000, INTERVIEW_MESSAGES.startsAtRange);

/** GET /api/interviews/slots; `from` (a date in the client's zone) defaults to the client's today. */
export const interviewSlotsQuerySchema = z.object({
  expertId: idSchema,
  from: dateOnly.optional(),
  days: z.coerce
    .number({ error: INTERVIEW_MESSAGES.days })
    .int(INTERVIEW_MESSAGES.days)
    .min(1, INTERVIEW_MESSAGES.days)
    .max(INTERVIEW_SLOT_DAYS_MAX, INTERVIEW_MESSAGES.days)
    .default(INTERVIEW_SLOT_DAYS_DEFAULT),
  minutes: minutesSchema,
});
export type InterviewSlotsQuery = z.output<typeof interviewSlotsQuerySchema>;

/** GET /api/interviews/{id}/slots: where an interview could move to (either party); `minutes` defaults to its own. */
export const moveSlotsQuerySchema = interviewSlotsQuerySchema.omit({ expertId: true }).extend({ minutes: minutesSchema.optional() });
export type MoveSlotsQuery = z.output<typeof moveSlotsQuerySchema>;

/** POST /api/interviews: a slot, and the pre-booking or requisition it belongs to (exactly one). */
export const bookInterviewSchema = z
  .object({
    expertId: idSchema,
    startsAt: instantSchema,
    minutes: minutesSchema,
    preBookingId: idSchema.nullish(),
    requisitionId: idSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if ((v.preBookingId == null) === (v.requisitionId == null)) ctx.addIssue({ code: "custom", path: ["preBookingId"], message: INTERVIEW_MESSAGES.belongsTo });
  });
export type BookInterviewInput = z.input<typeof bookInterviewSchema>;
export type BookInterviewValues = z.output<typeof bookInterviewSchema>;

/** PATCH /api/interviews/{id}: move it, cancel it with a reason, or (the client, after its start) record the outcome. */
export const updateInterviewSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("move"), startsAt: instantSchema, minutes: minutesSchema.optional() }),
    z.object({
      action: z.literal("cancel"),
      reason: z.string({ error: INTERVIEW_MESSAGES.reason }).trim().min(1, INTERVIEW_MESSAGES.reason).max(INTERVIEW_CANCEL_REASON_MAX, `reason must be at most ${INTERVIEW_CANCEL_REASON_MAX} characters`),
    }),
    z.object({
      action: z.literal("outcome"),
      outcome: z.enum(["passed", "failed"], { error: INTERVIEW_MESSAGES.outcome }),
      notes: z.string({ error: INTERVIEW_MESSAGES.notes }).trim().min(1, INTERVIEW_MESSAGES.notes).max(INTERVIEW_NOTES_MAX, `notes must be at most ${INTERVIEW_NOTES_MAX} characters`),
    }),
  ],
  { error: INTERVIEW_MESSAGES.action },
);
export type UpdateInterviewInput = z.input<typeof updateInterviewSchema>;
export type UpdateInterviewValues = z.output<typeof updateInterviewSchema>;
export type InterviewAction = UpdateInterviewValues["action"];

export const interviewParamsSchema = z.object({ id: idSchema });
export const interviewListQuerySchema = pageQuerySchema(20);

/** Who asks for a move: one of the interview's two parties. */
export type InterviewParty = "client" | "expert";

/**
 * Every move an interview may make, by action, and which party may ask for it; anything not listed
 * is refused (409). One service function reads this table (server/interviews/interviews.service.ts `move`).
 * Moving and cancelling are for before the start; the outcome for after it.
 */
export const INTERVIEW_TRANSITIONS: Record<InterviewStatus, Partial<Record<InterviewAction, readonly InterviewParty[]>>> = {
  scheduled: { move: ["client", "expert"], cancel: ["client", "expert"], outcome: ["client"] },
  cancelled: {},
  passed: {},
  failed: {},
};

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
  passed: "Passed",
  failed: "Not passed",
};

// --- answers ------------------------------------------------------------------------------------

/** A moment on one person's clock. */
export interface LocalTime {
  /** YYYY-MM-DD in that person's zone. */
  date: string;
  /** HH:MM in that person's zone. */
  time: string;
}

export interface InterviewSlot {
  /** UTC instants. */
  startsAt: string;
  endsAt: string;
  client: { starts: LocalTime; ends: LocalTime };
  expert: { starts: LocalTime; ends: LocalTime };
}

/** Why a slot list is empty: the working days never meet, or every shared time is taken or past. */
export type EmptySlotsReason = "no-shared-hours" | "all-taken";

export interface WorkingDayView {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

export interface InterviewSlots {
  expertId: number;
  expertName: string;
  clientName: string;
  /** The first day, in the client's calendar. */
  from: string;
  days: number;
  minutes: InterviewMinutes;
  client: WorkingDayView;
  expert: WorkingDayView;
  slots: InterviewSlot[];
  /** null when there are slots. */
  emptyReason: EmptySlotsReason | null;
  /** The reason in words, for the screen. */
  emptyMessage: string | null;
}

export interface Interview {
  id: number;
  /** The calendar invitation's UID and SEQUENCE. */
  uid: string;
  sequence: number;
  status: InterviewStatus;
  startsAt: string;
  endsAt: string;
  minutes: InterviewMinutes;
  client: { id: number; name: string; companyName: string | null; timeZone: string; starts: LocalTime; ends: LocalTime };
  expert: { id: number; name: string; role: string; timeZone: string; starts: LocalTime; ends: LocalTime };
  preBooking: { id: number; status: PreBookingStatus; startDate: string; endDate: string } | null;
  requisition: { id: number; title: string } | null;
  cancelReason: string | null;
  cancelledBy: InterviewParty | null;
  cancelledAt: string | null;
  outcomeNotes: string | null;
  outcomeAt: string | null;
  createdAt: string;
  updatedAt: string;
}
