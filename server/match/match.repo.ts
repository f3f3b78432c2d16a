// The match's queries: the working-hour patterns of the active experts, then every hard filter, the
// counts of what each removed and the ranked top, in one statement; and the skill catalogue.
import { inArray, sql, type SQL } from "drizzle-orm";
import { experts, type ExpertRow } from "@shared/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { firstFreeRun } from "../db/free-days";

/** A JS array as one parameter (drizzle's sql`` would spread it into a list). */
const arrayParam = (values: readonly (string | number)[], type: "text" | "float8") => sql`${sql.param(values)}::${sql.raw(type)}[]`;

export interface HoursPattern {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

/**
 * The distinct working-hour patterns of the active experts: a few dozen however many experts,
 * read by skipping through the partial index on them, one probe per pattern (a recursive loose
 * index scan) instead of reading every candidate.
 */
export async function activePatterns(db: Db): Promise<HoursPattern[]> {
  return rowsOf<HoursPattern>(await db.execute(activePatternsStatement()));
}

export const activePatternsStatement = () => sql`
  with recursive p as (
    (select e.time_zone, e.work_start, e.work_end from ${experts} e
      where e.is_active order by e.time_zone, e.work_start, e.work_end limit 1)
    union all
    select n.time_zone, n.work_start, n.work_end
      from p cross join lateral (
        select e.time_zone, e.work_start, e.work_end from ${experts} e
         where e.is_active and (e.time_zone, e.work_start, e.work_end) > (p.time_zone, p.work_start, p.work_end)
         order by e.time_zone, e.work_start, e.work_end limit 1) n
  )
  select time_zone as "timeZone", work_start as "workStart", work_end as "workEnd" from p`;

export interface MatchQuery {
  mustHave: string[];
  niceToHave: string[];
  maxRateCents?: number;
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
  /** Only this expert: whether one expert passes every filter (a requisition's proposal). */
  expertId?: number;
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
 * formula of docs/match.md.
 *
 * Cost grows with the experts having the must-haves, so each of them is read once, as one narrow
 * row of expert_match (kept by triggers: the expert's skills in lower case, rate, hours, years, the
 * 'available' range and the pending and confirmed bookings as one datemultirange), through its
 * skills index and hash-joined with the qualifying patterns: no lookup of availability or bookings
 * per candidate. A candidate whose bookings miss the engagement's part of its range is free on every
 * day of it, no multirange arithmetic. The number of active experts is one row
 * (expert_match_totals). The first free run (availableFrom) is worked out for the `limit` rows
 * returned alone.
 */
export function runMatch(db: Db, q: MatchQuery): Promise<{ counts: MatchCounts; rows: MatchRow[] }> {
  return db.transaction((tx) => matchIn(tx, q));
}

/**
 * runMatch, and the returned experts' rows read on the same connection right after, before it goes
 * back to the pool: a match asks the pool twice (its patterns, then this), not three times, and
 * holds the connection no longer than its statements take.
 */
export function runMatchWithExperts(db: Db, q: MatchQuery): Promise<{ counts: MatchCounts; rows: MatchRow[]; experts: ExpertRow[] }> {
  return db.transaction(async (tx) => {
    const match = await matchIn(tx, q);
    return { ...match, experts: await findExperts(tx, match.rows.map((r) => r.expertId)) };
  });
}

/**
 * The match's counts alone (every hard filter, nothing ranked): how many active experts pass the
 * need, through the same statement as runMatch, asked for no rows.
 */
export function countMatch(db: Db, q: MatchQuery): Promise<MatchCounts> {
  return db.transaction(async (tx) => (await matchIn(tx, { ...q, limit: 0 })).counts);
}

/** The match statement inside the caller's transaction. */
async function matchIn(tx: Db, q: MatchQuery): Promise<{ counts: MatchCounts; rows: MatchRow[] }> {
  // The planner's cost for this statement grows with the candidates it expects; past jit_above_cost
  // PostgreSQL would first compile it with LLVM, which takes longer (about 0.4 s) than running it.
  // work_mem: the candidates of a common skill (tens of thousands of narrow rows) stay in memory.
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', ${MATCH_WORK_MEM}, true)`);
  const [row] = rowsOf<MatchCounts & { results: MatchRow[] | string }>(await tx.execute(matchStatement(q)));
  const rows = typeof row.results === "string" ? (JSON.parse(row.results) as MatchRow[]) : row.results;
  const { active, skilled, priced, overlapping, eligible } = row;
  return { counts: { active, skilled, priced, overlapping, eligible }, rows };
}

/** work_mem for the match statement's transaction alone. */
export const MATCH_WORK_MEM = "32MB";

/** runMatch's statement (one row: the counts and the ranked top as JSON). */
export function matchStatement(q: MatchQuery): SQL {
  const niceCount = q.niceToHave.length;
  const start = sql`${q.startDate}::date`;
  const end = sql`${q.endDate}::date`;
  const priced = q.maxRateCents === undefined ? sql`true` : sql`(m.hourly_rate_cents is not null and m.hourly_rate_cents <= ${q.maxRateCents}::bigint)`;
  // The engagement's part of the expert's 'available' range (greatest() and least() skip nulls: the
  // range's presence is tested on its own).
  const from = sql`greatest(m.available_from, ${start})`;
  const to = sql`least(coalesce(m.available_to, ${end}), ${end})`;
  const windowed = sql`(${priced} and p.overlap_hours is not null and m.available_from is not null and ${to} - ${from} + 1 >= ${q.minFreeDays}::int)`;
  return sql`
    with
    patterns as (
      select * from unnest(${arrayParam(q.patterns.map((p) => p.timeZone), "text")}, ${arrayParam(q.patterns.map((p) => p.workStart), "text")},
                           ${arrayParam(q.patterns.map((p) => p.workEnd), "text")}, ${arrayParam(q.patterns.map((p) => p.overlapHours), "float8")})
               as p(time_zone, work_start, work_end, overlap_hours)
    ),
    candidates as materialized (
      select m.expert_id, ${priced} as priced, p.overlap_hours,
             case when ${windowed} then
               case when not (m.busy && daterange(${from}, ${to}, '[]')) then ${to} - ${from} + 1
                    else (select coalesce(sum(upper(r) - lower(r)), 0)::int
                            from unnest(datemultirange(daterange(${from}, ${to}, '[]')) - m.busy) r) end
             end as free_days,
             m.years_experience,
             ${
               niceCount === 0
                 ? sql`0`
                 : sql`case when ${windowed}
                            then (select count(distinct s)::int from unnest(m.skills) s where s = any(${arrayParam(q.niceToHave, "text")})) end`
             } as nice_matched
        from expert_match m
        left join patterns p
          on p.time_zone = m.time_zone and p.work_start = m.work_start and p.work_end = m.work_end
       where m.is_active and m.skills @> ${arrayParam(q.mustHave, "text")}
             ${q.expertId === undefined ? sql`` : sql`and m.expert_id = ${q.expertId}::int`}
    ),
    scored as (
      select c.expert_id, c.overlap_hours, c.free_days,
             round(0.45 * ${niceCount === 0 ? sql`1` : sql`c.nice_matched::numeric / ${niceCount}::int`}
                 + 0.25 * least(c.overlap_hours, 8)::numeric / 8
                 + 0.20 * c.free_days::numeric / ${q.days}::int
                 + 0.10 * least(c.years_experience, 15)::numeric / 15, 4) as score
        from candidates c
       where c.free_days >= ${q.minFreeDays}::int
    ),
    top as (
      select s.expert_id, s.score, s.overlap_hours, s.free_days,
             ${firstFreeRun(
               sql`(select case when fm.available_from is null or fm.available_to < ${start} then '{}'::datemultirange
                                else datemultirange(daterange(greatest(fm.available_from, ${start}), fm.available_to, '[]')) - fm.busy end
                      from expert_match fm where fm.expert_id = s.expert_id)`,
               q.startDate,
               q.days,
               q.latestStart,
             )} as available_from
        from (select * from scored order by score desc, expert_id asc limit ${q.limit}::int) s
    ),
    counts as (
      select count(*)::int as skilled,
             count(*) filter (where priced)::int as priced,
             count(*) filter (where priced and overlap_hours is not null)::int as overlapping,
             count(*) filter (where free_days >= ${q.minFreeDays}::int)::int as eligible
        from candidates
    )
    select
      (select active from expert_match_totals) as active,
      counts.skilled, counts.priced, counts.overlapping, counts.eligible,
      (select coalesce(json_agg(json_build_object(
                'expertId', t.expert_id, 'score', t.score::float8, 'overlapHours', t.overlap_hours,
                'freeDays', t.free_days, 'availableFrom', t.available_from)
              order by t.score desc, t.expert_id asc), '[]'::json)
         from top t) as results
      from counts`;
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
