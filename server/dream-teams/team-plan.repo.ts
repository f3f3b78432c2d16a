// The team plan in one statement: each member's free days (availability less bookings, as
// multiranges), their first free run, the runs free for all of them, and their busy stretches.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { clientProfiles, dreamTeamMembers, experts } from "@shared/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { BLOCKING_STATUSES, daysBetween, firstFreeRun, freeDaysOf } from "../db/free-days";

export interface PlanMemberRow {
  expertId: number;
  name: string;
  role: string;
  profileImage: string | null;
  isActive: boolean;
  timeZone: string;
  workStart: string;
  workEnd: string;
  /** USD cents an hour, or null for an expert without a rate. */
  hourlyRateCents: number | null;
  firstFreeDate: string | null;
  booked: { start: string; end: string; status: "pending" | "confirmed" }[];
  unavailable: { start: string; end: string }[];
}

/**
 * `from`: first day considered; `days`: the engagement's length; `latest`: the last start date
 * worth reporting; `timelineEnd`: the last day of the busy stretches reported.
 */
export async function planOf(db: Db, teamId: number, p: PlanParams) {
  const [row] = rowsOf<{ earliest_start: string | null; members: PlanMemberRow[] | string }>(await db.execute(planStatement(teamId, p)));
  const members = typeof row.members === "string" ? (JSON.parse(row.members) as PlanMemberRow[]) : row.members;
  return { earliestStart: row.earliest_start, members };
}

export interface PlanParams {
  from: string;
  days: number;
  latest: string;
  timelineEnd: string;
  /** Leave inactive members out (a client's plan: for clients they do not exist). */
  activeOnly?: boolean;
}

/** planOf's statement (one row: the team's earliest start and its members as JSON). */
export function planStatement(teamId: number, p: PlanParams): SQL {
  return sql`
    with
    mb as (
      select m.expert_id, m.added_at, e.name, e.role, e.profile_image, e.is_active, e.time_zone, e.work_start, e.work_end, e.hourly_rate_cents
        from ${dreamTeamMembers} m
        join ${experts} e on e.user_id = m.expert_id
       where m.team_id = ${teamId}${p.activeOnly ? sql` and e.is_active` : sql``}
    ),
    fr as (
      select mb.*, case when mb.is_active then ${freeDaysOf(sql`mb.expert_id`, p.from)} else '{}'::datemultirange end as free
        from mb
    ),
    common as (
      select count(*)::int as n, range_intersect_agg(fr.free) as free from fr
    )
    select
      (select case when common.n = 0 then null else ${firstFreeRun(sql`common.free`, p.from, p.days, p.latest)} end from common) as earliest_start,
      (select coalesce(json_agg(json_build_object(
                'expertId', fr.expert_id, 'name', fr.name, 'role', fr.role, 'profileImage', fr.profile_image, 'isActive', fr.is_active,
                'timeZone', fr.time_zone, 'workStart', fr.work_start, 'workEnd', fr.work_end,
                'hourlyRateCents', fr.hourly_rate_cents,
                'firstFreeDate', ${firstFreeRun(sql`fr.free`, p.from, p.days, p.latest)},
                'booked', (select coalesce(json_agg(json_build_object(
                                  'start', to_char(greatest(b.start_date, ${p.from}::date), 'YYYY-MM-DD'),
                                  'end', to_char(least(b.end_date, ${p.timelineEnd}::date), 'YYYY-MM-DD'),
                                  'status', b.status) order by b.start_date, b.id), '[]'::json)
                             from pre_bookings b
                            where b.expert_id = fr.expert_id and b.status in ${BLOCKING_STATUSES}
                              and b.start_date <= ${p.timelineEnd}::date and b.end_date >= ${p.from}::date),
                'unavailable', (select coalesce(json_agg(json_build_object(
                                      'start', to_char(lower(r), 'YYYY-MM-DD'),
                                      'end', to_char(upper(r) - 1, 'YYYY-MM-DD')) order by lower(r)), '[]'::json)
                                  from unnest(${daysBetween(p.from, p.timelineEnd)}
                                              - case when fr.is_active
                                                     then coalesce((select datemultirange(daterange(a.available_from, a.available_to, '[]'))
                                                                      from availability a where a.expert_id = fr.expert_id and a.status = 'available'),
                                                                   '{}'::datemultirange)
                                                     else '{}'::datemultirange end) r)
              ) order by fr.added_at, fr.expert_id), '[]'::json)
         from fr) as members`;
}

/** The working hours saved on a client's profile, if any. */
export async function ownerHours(db: Db, clientId: number) {
  const [row] = await db
    .select({ timeZone: clientProfiles.timeZone, workStart: clientProfiles.workStart, workEnd: clientProfiles.workEnd })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, clientId))
    .limit(1);
  return row;
}

/** The team's member ids, in the order they were added; the active ones only with `activeOnly`. */
export async function memberIds(db: Db, teamId: number, opts: { activeOnly: boolean }) {
  const rows = await db
    .select({ expertId: dreamTeamMembers.expertId })
    .from(dreamTeamMembers)
    .innerJoin(experts, eq(experts.userId, dreamTeamMembers.expertId))
    .where(opts.activeOnly ? and(eq(dreamTeamMembers.teamId, teamId), eq(experts.isActive, true)) : eq(dreamTeamMembers.teamId, teamId))
    .orderBy(dreamTeamMembers.addedAt, dreamTeamMembers.expertId);
  return rows.map((r) => r.expertId);
}
