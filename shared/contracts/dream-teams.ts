// Request and response shapes of the dream-team calls (SPEC.md section 7), the team plan and booking a whole team (PRODUCT.md, "Beyond SPEC"; docs/match.md), shared with the browser.
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import type { DreamTeamStatus } from "../constants";
import { dreamTeams } from "../schema/dream-teams";
import { calendarDateSchema, idSchema, optionalText, pageQuerySchema, paginationSchema } from "./common";
import { typed } from "./derive";
import { todayUtc } from "../dates";
import type { Band } from "../working-hours";
import { MATCH_WEEKS_MAX } from "./match";
import { createPreBookingSchema, type PreBooking } from "./pre-bookings";
import { ALWAYS, checkWorkingDay, timeZoneSchema, workEndSchema, workStartSchema } from "./working-hours";

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

/** An expert as a team member: the public profile fields only. */
export interface DreamTeamMember {
  expertId: number;
  name: string;
  role: string;
  profileImage: string | null;
  skills: string[];
  yearsExperience: number;
  hourlyRate: number | null;
  isActive: boolean;
  addedAt: string;
}

export interface DreamTeam {
  id: number;
  clientId: number;
  name: string;
  description: string | null;
  status: DreamTeamStatus;
  createdAt: string;
  memberCount: number;
  members: DreamTeamMember[];
}

/** The admin overview adds who owns the team. */
export interface AdminDreamTeam extends DreamTeam {
  clientName: string;
  companyName: string | null;
}

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
export type PlanPeriod =
  | { start: string; end: string; kind: "booked"; status: "pending" | "confirmed" }
  | { start: string; end: string; kind: "unavailable" };

export interface PlanMember {
  expertId: number;
  name: string;
  role: string;
  profileImage: string | null;
  /** An inactive member can never be booked: never free. */
  isActive: boolean;
  timeZone: string;
  workStart: string;
  workEnd: string;
  /** First date on or after `from` starting a whole engagement of free days, within 365 days; or null. */
  firstFreeDate: string | null;
  /** This member's fewest shared hours with the client's day over the planned engagement. */
  overlapHours: number;
  /** Within `timeline`, in order: booked (pending or confirmed) and unavailable stretches. Other days are free. */
  periods: PlanPeriod[];
}

export interface TeamPlan {
  teamId: number;
  from: string;
  weeks: number;
  timeZone: string;
  workStart: string;
  workEnd: string;
  /** First date on or after `from` when every member is free for the whole engagement, within 365 days; or null (also for a team without members). */
  earliestStart: string | null;
  /** The engagement's last day when starting on earliestStart (weeks × 7 days, inclusive), or null. */
  endDate: string | null;
  /** The band of the client's day all members share on every working day of the engagement (from earliestStart, else from `from`), or null. */
  sharedHours: Band | null;
  members: PlanMember[];
  /** The days `periods` describe, inclusive. */
  timeline: { start: string; end: string };
}

/** POST /api/dream-teams/{id}/pre-bookings: the body of one pre-booking without the expert. */
export const teamPreBookingSchema = createPreBookingSchema.omit({ clientId: true, expertId: true, dreamTeamId: true, requisitionId: true });
export type TeamPreBookingInput = z.input<typeof teamPreBookingSchema>;
export type TeamPreBookingValues = z.output<typeof teamPreBookingSchema>;

export interface TeamPreBookingResult {
  teamId: number;
  /** One pending pre-booking per member, in member order. */
  preBookings: PreBooking[];
}

/** Why a member cannot take a team booking (the 409's `error.details`). */
export type TeamBookingRefusalReason = "inactive" | "before_available_from" | "after_available_to" | "already_booked";

export interface TeamBookingRefusal {
  /** `members.{expertId}`, so the details read like field errors. */
  path: string;
  expertId: number;
  name: string;
  reason: TeamBookingRefusalReason;
  message: string;
}
