// The match's queries: the working-hour patterns of the candidates, then every hard filter, the
// counts of what each removed and the ranked top, in one statement; and the skill catalogue.
import { and, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { experts, type ExpertRow } from "@shared/schema";
import type { Db } from "../db/client";
import { BLOCKING_STATUSES, daysBetween, firstFreeRun } from "../db/free-days";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** A JS array as one parameter (drizzle's sql`` would spread it into a list). */
const arrayParam = (values: readonly (string | number)[], type: "text" | "float8") => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** The skills filter: every must-have, ignoring case, served by the lower_skills() GIN index. */
const hasAll = (mustHave: string[]) => sql`lower_skills(${experts.skills}) @> ${arrayParam(mustHave, "text")}`;

function skilledAndPriced(mustHave: string[], maxRate: number | undefined): SQL {
  // A rate limit drops experts without a rate, as in the expert search (SPEC.md section 5).
  return and(eq(experts.isActive, true), hasAll(mustHave), maxRate === undefined ? undefined : and(isNotNull(experts.hourlyRate), lte(experts.hourlyRate, maxRate)))!;
}

export interface HoursPattern {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

/** The distinct working-hour patterns of the active experts that pass the skills and rate filters. */
export function distinctPatterns(db: Db, mustHave: string[], maxRate: number | undefined): Promise<HoursPattern[]> {
  return db
    .selectDistinct({ timeZone: experts.timeZone, workStart: experts.workStart, workEnd: experts.workEnd })
    .from(experts)
    .where(skilledAndPriced(mustHave, maxRate));
}

export interface MatchQuery {
  mustHave: string[];
  niceToHave: string[];
  maxRate?: number;
  startDate: string;
  endDate: string;
  /** weeks × 7. */
  days: number;
  /** Free days an expert needs within the engagement (coverage ≥ 0.9). */
  minFreeDays: number;
  /** The last date availableFrom may be. */
  latestStart: string;
  /** Patterns that meet the overlap filter, with their overlap hours. */
  patterns: (HoursPattern & { overlapHours: number })[];
  limit: number;
}

export interface MatchRow {
  expertId: number;
  score: number;
  overlapHours: number;
  freeDays: number;
  availableFrom: string | null;
}

export interface MatchCounts {
  active: number;
  skilled: number;
  priced: number;
  overlapping: number;
  eligible: number;
}

/**
 * Every hard filter in turn, each step narrowing the one before (skills → rate → overlap →
 * availability), with the number left after each, and the top `limit` survivors ranked by the
 * formula of docs/match.md. Only the survivors of the first three get their free days computed:
 * first a cheap necessary condition on their availability range, then their bookings as one
 * multirange per expert (a lookup on the bookings' expert index each: a join with all of them
 * grouped once was planned as a nested loop over the groups, quadratic in the candidates).
 */
export async function runMatch(db: Db, q: MatchQuery): Promise<{ counts: MatchCounts; rows: MatchRow[] }> {
  const niceCount = q.niceToHave.length;
  const result = await db.execute(sql`
    with
    skilled as (
      select ${experts.userId} as expert_id, ${experts.hourlyRate} as hourly_rate, ${experts.timeZone} as time_zone,
             ${experts.workStart} as work_start, ${experts.workEnd} as work_end, ${experts.yearsExperience} as years_experience
        from ${experts}
       where ${experts.isActive} and ${hasAll(q.mustHave)}
    ),
    priced as (
      select * from skilled where ${q.maxRate ?? null}::int is null or (hourly_rate is not null and hourly_rate <= ${q.maxRate ?? null}::int)
    ),
    patterns as (
      select * from unnest(${arrayParam(q.patterns.map((p) => p.timeZone), "text")}, ${arrayParam(q.patterns.map((p) => p.workStart), "text")},
                           ${arrayParam(q.patterns.map((p) => p.workEnd), "text")}, ${arrayParam(q.patterns.map((p) => p.overlapHours), "float8")})
               as p(time_zone, work_start, work_end, overlap_hours)
    ),
    overlapping as (
      select priced.*, patterns.overlap_hours from priced join patterns using (time_zone, work_start, work_end)
    ),
    windowed as (
      select o.*, a.available_from, a.available_to
        from overlapping o
        join availability a on a.expert_id = o.expert_id
       where a.status = 'available'
         and least(coalesce(a.available_to, ${q.endDate}::date), ${q.endDate}::date) - greatest(a.available_from, ${q.startDate}::date) + 1 >= ${q.minFreeDays}::int
    ),
    freed as materialized (
      select w.*, f.free, (select coalesce(sum(upper(r) - lower(r)), 0)::int from unnest(f.free * ${daysBetween(q.startDate, q.endDate)}) r) as free_days
        from windowed w
        cross join lateral (
          select datemultirange(daterange(greatest(w.available_from, ${q.startDate}::date), w.available_to, '[]'))
                 - coalesce((select range_agg(daterange(b.start_date, b.end_date, '[]'))
                               from pre_bookings b
                              where b.expert_id = w.expert_id and b.status in ${BLOCKING_STATUSES} and b.end_date >= ${q.startDate}::date),
                            '{}'::datemultirange) as free
        ) f
    ),
    eligible as (
      select fr.*,
             ${
               niceCount === 0
                 ? sql`0`
                 : sql`(select count(distinct s)::int from ${experts} e, unnest(lower_skills(e.skills)) s
                         where e.user_id = fr.expert_id and s = any(${arrayParam(q.niceToHave, "text")}))`
             } as nice_matched
        from freed fr
       where fr.free_days >= ${q.minFreeDays}::int
    ),
    scored as materialized (
      select e.*,
             round(0.45 * ${niceCount === 0 ? sql`1` : sql`e.nice_matched::numeric / ${niceCount}::int`}
                 + 0.25 * least(e.overlap_hours, 8)::numeric / 8
                 + 0.20 * e.free_days::numeric / ${q.days}::int
                 + 0.10 * least(e.years_experience, 15)::numeric / 15, 4) as score
        from eligible e
    ),
    top as (
      select s.expert_id, s.score, s.overlap_hours, s.free_days,
             ${firstFreeRun(sql`s.free`, q.startDate, q.days, q.latestStart)} as available_from
        from scored s
       order by s.score desc, s.expert_id asc
       limit ${q.limit}::int
    )
    select
      (select count(*)::int from ${experts} where ${experts.isActive}) as active,
      (select count(*)::int from skilled) as skilled,
      (select count(*)::int from priced) as priced,
      (select count(*)::int from overlapping) as overlapping,
      (select count(*)::int from scored) as eligible,
      (select coalesce(json_agg(json_build_object(
                'expertId', t.expert_id, 'score', t.score::float8, 'overlapHours', t.overlap_hours,
                'freeDays', t.free_days, 'availableFrom', t.available_from)
              order by t.score desc, t.expert_id asc), '[]'::json)
         from top t) as results`);
  const [row] = rowsOf<MatchCounts & { results: MatchRow[] | string }>(result);
  const rows = typeof row.results === "string" ? (JSON.parse(row.results) as MatchRow[]) : row.results;
  const { active, skilled, priced, overlapping, eligible } = row;
  return { counts: { active, skilled, priced, overlapping, eligible }, rows };
}

export function findExperts(db: Db, ids: number[]): Promise<ExpertRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(experts).where(inArray(experts.userId, ids));
}

export interface SkillCount {
  skill: string;
  experts: number;
}

/**
 * Every skill active experts list, with how many list it (spellings that differ only in case count
 * as one, shown in their most common spelling), most common first.
 */
export async function skillCatalogue(db: Db): Promise<SkillCount[]> {
  const result = await db.execute(sql`
    select mode() within group (order by s.skill) as skill, count(distinct ${experts.userId})::int as experts
      from ${experts}, unnest(${experts.skills}) as s(skill)
     where ${experts.isActive}
     group by lower(s.skill)
     order by experts desc, lower(s.skill) asc`);
  return rowsOf<SkillCount>(result);
}
