// Request and answer shapes of /api/interviews (PRODUCT.md "Interviews across zones"; docs/decisions/062-*).
// The moves an interview may make, and who makes them, are its flow's: shared/flows/interview.ts.
import { z } from "zod";
import { DAY_MS } from "../calendar";
import { INTERVIEW_MINUTES, INTERVIEW_SLOT_DAYS_MAX, INTERVIEW_STATUSES, PRE_BOOKING_STATUSES, type InterviewMinutes } from "../constants";
import { dateAnswer, idSchema, momentAnswer, pageQuerySchema } from "./common";

/** How far ahead a client may look for a slot: `from` is at most this many days after today (in the client's zone). */
export const INTERVIEW_FROM_MAX_DAYS = 365;
export const INTERVIEW_SLOT_DAYS_DEFAULT = 7;
export const INTERVIEW_CANCEL_REASON_MAX = 1000;
export const INTERVIEW_NOTES_MAX = 5000;
export const INTERVIEW_MOVE_REASON_MAX = 1000;
export const MEETING_URL_MAX = 500;
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
  moveReason: "Please say why you are moving it: the other side reads it with the new time",
  meetingUrl: "meetingUrl must be an https:// link to your video meeting, such as https://meet.google.com/abc-defg-hij",
  meetingUrlNeeded: "Please give the link to your video meeting (https://…): no link is made for interviews here",
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
  .refine((d) => Math.abs(d.getTime() - Date.now()) <= (INTERVIEW_FROM_MAX_DAYS + INTERVIEW_SLOT_DAYS_MAX + 1) * DAY_MS, INTERVIEW_MESSAGES.startsAtRange);

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

/**
 * The client's own video meeting: an https address (nothing else opens safely from a calendar or a
 * screen), without credentials; empty is none.
 */
export const meetingUrlSchema = z
  .string({ error: INTERVIEW_MESSAGES.meetingUrl })
  .trim()
  .max(MEETING_URL_MAX, `meetingUrl must be at most ${MEETING_URL_MAX} characters`)
  .transform((v, ctx) => {
    if (v === "") return undefined;
    const url = URL.canParse(v) ? new URL(v) : null;
    if (!url || url.protocol !== "https:" || !url.hostname.includes(".") || url.username || url.password) {
      ctx.addIssue({ code: "custom", message: INTERVIEW_MESSAGES.meetingUrl });
      return z.NEVER;
    }
    return url.toString();
  });

/**
 * POST /api/interviews: a slot, the pre-booking or requisition it belongs to (exactly one), and
 * the client's own meeting link when they have one (else one is made: docs/decisions/083-*).
 */
export const bookInterviewSchema = z
  .object({
    expertId: idSchema,
    startsAt: instantSchema,
    minutes: minutesSchema,
    preBookingId: idSchema.nullish(),
    requisitionId: idSchema.nullish(),
    meetingUrl: meetingUrlSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if ((v.preBookingId == null) === (v.requisitionId == null)) ctx.addIssue({ code: "custom", path: ["preBookingId"], message: INTERVIEW_MESSAGES.belongsTo });
  });
export type BookInterviewInput = z.input<typeof bookInterviewSchema>;
export type BookInterviewValues = z.output<typeof bookInterviewSchema>;

/** PATCH /api/interviews/{id}: move it or cancel it, each with a reason, or (the client, after its start) record the outcome. */
export const updateInterviewSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("move"),
      startsAt: instantSchema,
      minutes: minutesSchema.optional(),
      reason: z.string({ error: INTERVIEW_MESSAGES.moveReason }).trim().min(1, INTERVIEW_MESSAGES.moveReason).max(INTERVIEW_MOVE_REASON_MAX, `reason must be at most ${INTERVIEW_MOVE_REASON_MAX} characters`),
    }),
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
const partyAnswer = z.enum(["client", "expert"]);

// --- answers ------------------------------------------------------------------------------------

/** A moment on one person's clock. */
export const localTimeAnswer = z.object({
  /** YYYY-MM-DD in that person's zone. */
  date: dateAnswer,
  /** HH:MM in that person's zone. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
});
export type LocalTime = z.output<typeof localTimeAnswer>;

const minutesAnswer = z.literal(INTERVIEW_MINUTES);

export const interviewSlotAnswer = z.object({
  /** UTC instants. */
  startsAt: momentAnswer,
  endsAt: momentAnswer,
  client: z.object({ starts: localTimeAnswer, ends: localTimeAnswer }),
  expert: z.object({ starts: localTimeAnswer, ends: localTimeAnswer }),
});
export type InterviewSlot = z.output<typeof interviewSlotAnswer>;

/** Why a slot list is empty: the working days never meet, or every shared time is taken or past. */
export const EMPTY_SLOTS_REASONS = ["no-shared-hours", "all-taken"] as const;
export type EmptySlotsReason = (typeof EMPTY_SLOTS_REASONS)[number];

export const workingDayAnswer = z.object({
  timeZone: z.string(),
  workStart: z.string(),
  workEnd: z.string(),
});
export type WorkingDayView = z.output<typeof workingDayAnswer>;

/** GET /api/interviews/slots and /api/interviews/{id}/slots. */
export const interviewSlotsAnswer = z.object({
  expertId: z.number().int(),
  expertName: z.string(),
  clientName: z.string(),
  /** The first day, in the client's calendar. */
  from: dateAnswer,
  days: z.number().int(),
  minutes: minutesAnswer,
  client: workingDayAnswer,
  expert: workingDayAnswer,
  slots: z.array(interviewSlotAnswer),
  /** Whether a meeting link is made for an interview booked without the client's own (MEETING_URL_TEMPLATE); false: the client gives theirs. */
  meetingUrlMade: z.boolean(),
  /** null when there are slots. */
  emptyReason: z.enum(EMPTY_SLOTS_REASONS).nullable(),
  /** The reason in words, for the screen. */
  emptyMessage: z.string().nullable(),
});
export type InterviewSlots = z.output<typeof interviewSlotsAnswer>;

/** An interview as its two parties and the admins read it. */
export const interviewAnswer = z.object({
  id: z.number().int(),
  /** The calendar invitation's UID and SEQUENCE. */
  uid: z.string(),
  sequence: z.number().int(),
  status: z.enum(INTERVIEW_STATUSES),
  startsAt: momentAnswer,
  endsAt: momentAnswer,
  minutes: minutesAnswer,
  client: z.object({ id: z.number().int(), name: z.string(), companyName: z.string().nullable(), timeZone: z.string(), starts: localTimeAnswer, ends: localTimeAnswer }),
  expert: z.object({ id: z.number().int(), name: z.string(), role: z.string(), timeZone: z.string(), starts: localTimeAnswer, ends: localTimeAnswer }),
  preBooking: z.object({ id: z.number().int(), status: z.enum(PRE_BOOKING_STATUSES), startDate: dateAnswer, endDate: dateAnswer }).nullable(),
  requisition: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Where the two meet (https): the client's own link or one made for it; null only for an interview booked before links were kept, with none configured. */
  meetingUrl: z.string().nullable(),
  /** The last move's reason, who moved it and when; null until it is moved. */
  moveReason: z.string().nullable(),
  movedBy: partyAnswer.nullable(),
  movedAt: momentAnswer.nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: partyAnswer.nullable(),
  cancelledAt: momentAnswer.nullable(),
  outcomeNotes: z.string().nullable(),
  outcomeAt: momentAnswer.nullable(),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});
export type Interview = z.output<typeof interviewAnswer>;
