// The team plan (when can the whole team start, which hours they share) and booking the whole team.
import type { PlanPeriod, TeamPlan, TeamPlanQuery, TeamPreBookingResult, TeamPreBookingValues } from "@shared/contracts/dream-teams";
import { MATCH_HORIZON_DAYS } from "@shared/contracts/match";
import { estimateCents, sumCents } from "@shared/money";
import type { UserRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START, engagementEnd, overlapOf, sharedBand, ZoneClock } from "@shared/working-hours";
import { assertMemberMay, readsRowOf } from "../companies/company-rows.service";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { notFound } from "../lib/http-error";
import { createTeamPreBookings } from "../pre-bookings/pre-bookings.service";
import { findTeam } from "./dream-teams.repo";
import * as repo from "./team-plan.repo";
import { addDays, todayUtc } from "@shared/calendar";

/** The timeline covers 13 weeks, or the engagement and 4 weeks more when that is longer. */
export const timelineDays = (days: number) => Math.max(91, days + 28);

/** The team, for a member of its company or an admin; 404 for anyone else. */
async function visibleTeam(db: Db, user: UserRow, teamId: number) {
  const team = await findTeam(db, teamId);
  if (!team || !(await readsRowOf(db, user, team.companyId))) throw notFound("Dream team not found");
  return team;
}

export async function getTeamPlan(db: Db, user: UserRow, teamId: number, query: TeamPlanQuery): Promise<TeamPlan> {
  const team = await visibleTeam(db, user, teamId);
  const from = query.from ?? todayUtc();
  const days = query.weeks * 7;
  // Hours not given come from the owner's profile (an admin sees the plan as the owner would).
  const saved = query.timeZone && query.workStart && query.workEnd ? undefined : await repo.ownerHours(db, team.clientId);
  const client = {
    timeZone: query.timeZone ?? saved?.timeZone ?? DEFAULT_CLIENT_TIME_ZONE,
    workStart: query.workStart ?? saved?.workStart ?? DEFAULT_CLIENT_WORK_START,
    workEnd: query.workEnd ?? saved?.workEnd ?? DEFAULT_CLIENT_WORK_END,
  };
  const timeline = { start: from, end: addDays(from, timelineDays(days) - 1) };
  // Inactive experts do not exist for clients: their plan is of the members they can see and book.
  const activeOnly = !user.isAdmin;
  const { earliestStart, members } = await repo.planOf(db, team.id, { from, days, latest: addDays(from, MATCH_HORIZON_DAYS), timelineEnd: timeline.end, activeOnly });

  const engagement = { startDate: earliestStart ?? from, weeks: query.weeks };
  const clock = new ZoneClock();
  const estimates = members.map((m) => (m.hourlyRateCents === null ? null : estimateCents(m.hourlyRateCents, { weeks: query.weeks })));
  const priced = estimates.filter((e) => e !== null);
  return {
    teamId: team.id,
    from,
    weeks: query.weeks,
    ...client,
    earliestStart,
    endDate: earliestStart ? engagementEnd(earliestStart, query.weeks) : null,
    sharedHours: sharedBand(engagement, client, members, clock),
    members: members.map((m, i) => {
      const periods: PlanPeriod[] = [
        ...m.booked.map((b) => ({ start: b.start, end: b.end, kind: "booked" as const, status: b.status })),
        ...m.unavailable.map((u) => ({ start: u.start, end: u.end, kind: "unavailable" as const })),
      ].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
      return {
        expertId: m.expertId,
        name: m.name,
        role: m.role,
        profileImage: m.profileImage,
        isActive: m.isActive,
        timeZone: m.timeZone,
        workStart: m.workStart,
        workEnd: m.workEnd,
        firstFreeDate: m.firstFreeDate,
        overlapHours: overlapOf(engagement, client, m, clock).overlapHours,
        estimate: estimates[i],
        periods,
      };
    }),
    estimate: priced.length ? { weeklyCents: sumCents(priced.map((e) => e.weeklyCents)), totalCents: sumCents(priced.map((e) => e.totalCents)) } : null,
    timeline,
  };
}

/**
 * A member of the team's company whose role may pre-book books every member they can see: the active
 * ones, as the team and its plan show it to them (admins oversee teams but do not book, as with
 * single requests).
 */
export async function bookTeam(deps: Pick<AppDeps, "db" | "config">, user: UserRow, teamId: number, input: TeamPreBookingValues): Promise<TeamPreBookingResult> {
  const { db } = deps;
  const team = await visibleTeam(db, user, teamId);
  await assertMemberMay(db, user.id, team.companyId, "bookings.create");
  const preBookings = await createTeamPreBookings(deps, user, { dreamTeamId: team.id, requisitionId: null }, await repo.memberIds(db, team.id, { activeOnly: true }), input);
  return { teamId: team.id, preBookings };
}
