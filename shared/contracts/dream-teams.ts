// Request and response shapes of the dream-team calls (SPEC.md section 7), the team plan and booking a whole team (PRODUCT.md, "Beyond SPEC"; docs/match.md), shared with the browser.
import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { dreamTeams } from "../schema/dream-teams";
import { calendarDateSchema, dateAnswer, estimateAnswer, idSchema, momentAnswer, optionalText, pageQuerySchema, paginationSchema } from "./common";
import { typed } from "./derive";
import type { Band } from "../working-hours";
import { MATCH_WEEKS_MAX } from "./match";
import { createPreBookingSchema, preBookingAnswer } from "./pre-bookings";
import { ALWAYS, checkWorkingDay, timeZoneSchema, workEndSchema, workStartSchema } from "./working-hours";
import { todayUtc } from "../calendar";

export const DREAM_TEAM_NAME_MAX = 120;
export const DREAM_TEAM_DESCRIPTION_MAX = 2000;

/** POST /api/dream-teams, derived from the dream_teams table. */
export const createDreamTeamSchema = createInsertSchema(dreamTeams, {
  name: (column) =>
    typed(column, "Please enter a name for your dream team.")
      .trim()
      .min(1, "Please enter a name for your dream team.")
      .max(DREAM_TEAM_NAME_MAX, `Must be at most ${DREAM_TEAM_NAME_MAX} characters`),
  description: (column) => optionalText(DREAM_TEAM_DESCRIPTION_MAX, column).default(null),
  /** Accepted for SPEC.md's payload; the team always belongs to the signed-in client. */
  clientId: () => idSchema.optional(),
}).pick({ name: true, description: true, clientId: true });
export type CreateDreamTeamInput = z.input<typeof createDreamTeamSchema>;
export type CreateDreamTeamValues = z.output<typeof createDreamTeamSchema>;

export const addDreamTeamMemberSchema = z.object({ expertId: idSchema });
export const teamParamsSchema = z.object({ teamId: idSchema });
export const teamMemberParamsSchema = z.object({ teamId: idSchema, expertId: idSchema });
export const clientParamsSchema = z.object({ clientId: idSchema });
export const dreamTeamListQuerySchema = paginationSchema;
/** A client's own teams: one page is normally all of them. */
export const clientDreamTeamsQuerySchema = pageQuerySchema(100);

const teamColumns = createSelectSchema(dreamTeams, { createdAt: momentAnswer });

/** An expert as a team member: the public profile fields only. */
export const dreamTeamMemberAnswer = z.object({
  expertId: z.number().int(),
  name: z.string(),
  role: z.string(),
  profileImage: z.string().nullable(),
  skills: z.array(z.string()),
  yearsExperience: z.number().int(),
  hourlyRate: z.number().nullable(),
  isActive: z.boolean(),
  addedAt: momentAnswer,
});
export type DreamTeamMember = z.output<typeof dreamTeamMemberAnswer>;

/** GET /api/dream-teams/client/{id} and POST /api/dream-teams: a team with its members. */
export const dreamTeamAnswer = teamColumns.pick({ id: true, clientId: true, name: true, description: true, status: true, createdAt: true }).extend({
  memberCount: z.number().int(),
  members: z.array(dreamTeamMemberAnswer),
});
export type DreamTeam = z.output<typeof dreamTeamAnswer>;

/** The admin overview (GET /api/dream-teams) adds who owns the team. */
export const adminDreamTeamAnswer = dreamTeamAnswer.extend({ clientName: z.string(), companyName: z.string().nullable() });
export type AdminDreamTeam = z.output<typeof adminDreamTeamAnswer>;

// The team plan (GET /api/dream-teams/{id}/plan) and booking a whole team (POST /api/dream-teams/{id}/pre-bookings).
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * GET /api/dream-teams/{id}/plan query. `from` defaults to today (UTC); working hours left out come
 * from the team owner's client profile (or its defaults).
 */
export const teamPlanQuerySchema = z
  .object({
    weeks: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "weeks must be a number" })
        .int("weeks must be a whole number")
        .min(1, "weeks must be at least 1")
        .max(MATCH_WEEKS_MAX, `weeks must be at most ${MATCH_WEEKS_MAX}`),
    ),
    from: z.preprocess(blankToUndefined, calendarDateSchema.refine((d) => d >= todayUtc(), "from cannot be in the past").optional()),
    timeZone: z.preprocess(blankToUndefined, timeZoneSchema.optional()),
    workStart: z.preprocess(blankToUndefined, workStartSchema.optional()),
    workEnd: z.preprocess(blankToUndefined, workEndSchema.optional()),
  })
  .superRefine(checkWorkingDay, ALWAYS);
export type TeamPlanQuery = z.output<typeof teamPlanQuerySchema>;

/** A stretch of a member's timeline (dates inclusive) when they are not free. */
export const planPeriodAnswer = z.discriminatedUnion("kind", [
  z.object({ start: dateAnswer, end: dateAnswer, kind: z.literal("booked"), status: z.enum(["pending", "confirmed"]) }),
  z.object({ start: dateAnswer, end: dateAnswer, kind: z.literal("unavailable") }),
]);
export type PlanPeriod = z.output<typeof planPeriodAnswer>;

export const planMemberAnswer = z.object({
  expertId: z.number().int(),
  name: z.string(),
  role: z.string(),
  profileImage: z.string().nullable(),
  /** An inactive member can never be booked: never free. */
  isActive: z.boolean(),
  timeZone: z.string(),
  workStart: z.string(),
  workEnd: z.string(),
  /** First date on or after `from` starting a whole engagement of free days, within 365 days; or null. */
  firstFreeDate: dateAnswer.nullable(),
  /** This member's fewest shared hours with the client's day over the planned engagement. */
  overlapHours: z.number(),
  /** This member's rate at 40 hours a week for the plan's `weeks`; null without a rate. */
  estimate: estimateAnswer.nullable(),
  /** Within `timeline`, in order: booked (pending or confirmed) and unavailable stretches. Other days are free. */
  periods: z.array(planPeriodAnswer),
});
export type PlanMember = z.output<typeof planMemberAnswer>;

/** GET /api/dream-teams/{id}/plan. */
export const teamPlanAnswer = z.object({
  teamId: z.number().int(),
  from: dateAnswer,
  weeks: z.number().int(),
  timeZone: z.string(),
  workStart: z.string(),
  workEnd: z.string(),
  /** First date on or after `from` when every member is free for the whole engagement, within 365 days; or null (also for a team without members). */
  earliestStart: dateAnswer.nullable(),
  /** The engagement's last day when starting on earliestStart (weeks × 7 days, inclusive), or null. */
  endDate: dateAnswer.nullable(),
  /** The band of the client's day all members share on every working day of the engagement (from earliestStart, else from `from`), or null. */
  sharedHours: z.object({ start: z.string(), end: z.string(), hours: z.number() }).nullable() satisfies z.ZodType<Band | null>,
  members: z.array(planMemberAnswer),
  /** The team's estimate: the members' estimates added up (those with a rate); null when none has a rate. */
  estimate: estimateAnswer.nullable(),
  /** The days `periods` describe, inclusive. */
  timeline: z.object({ start: dateAnswer, end: dateAnswer }),
});
export type TeamPlan = z.output<typeof teamPlanAnswer>;

/** POST /api/dream-teams/{id}/pre-bookings: the body of one pre-booking without the expert. */
export const teamPreBookingSchema = createPreBookingSchema.omit({ clientId: true, expertId: true, dreamTeamId: true, requisitionId: true });
export type TeamPreBookingInput = z.input<typeof teamPreBookingSchema>;
export type TeamPreBookingValues = z.output<typeof teamPreBookingSchema>;

/** POST /api/dream-teams/{id}/pre-bookings. */
export const teamPreBookingAnswer = z.object({
  teamId: z.number().int(),
  /** One pending pre-booking per member, in member order. */
  preBookings: z.array(preBookingAnswer),
});
export type TeamPreBookingResult = z.output<typeof teamPreBookingAnswer>;

/** Why a member cannot take a team booking (the 409's `error.details`). */
export const TEAM_BOOKING_REFUSAL_REASONS = ["inactive", "before_available_from", "after_available_to", "already_booked"] as const;
export type TeamBookingRefusalReason = (typeof TEAM_BOOKING_REFUSAL_REASONS)[number];

export const teamBookingRefusalAnswer = z.object({
  /** `members.{expertId}`, so the details read like field errors. */
  path: z.string(),
  expertId: z.number().int(),
  name: z.string(),
  reason: z.enum(TEAM_BOOKING_REFUSAL_REASONS),
  message: z.string(),
});
export type TeamBookingRefusal = z.output<typeof teamBookingRefusalAnswer>;
