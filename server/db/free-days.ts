// When an expert is free, in SQL: a day inside their availability range (availableFrom to
// availableTo, or open-ended), with availability status 'available', and outside their pending and
// confirmed pre-bookings (dates inclusive). Days are datemultiranges, so "free for a whole
// engagement", "free days within it" and "first free stretch" are range arithmetic, not a loop over
// days. Fragments for the repos of match, the team plan and the expert search: three domains, so
// they live in server/db, which (like the repos) may build SQL. The match reads the same rule from
// expert_match, whose rows the triggers of migration 0011_expert_match write (expert_match_refresh):
// a change to what counts as free or blocking is made there too.
import { sql, type SQL } from "drizzle-orm";

/** Statuses whose days an expert is not free on. */
export const BLOCKING_STATUSES = sql`('pending', 'confirmed')`;

/** A datemultirange of start..end, both included. */
export const daysBetween = (start: string, end: string) => sql`datemultirange(daterange(${start}::date, ${end}::date, '[]'))`;

/**
 * The free days of the expert `expertId` (an SQL expression) on or after `from`, as a
 * datemultirange: their availability range less their pending and confirmed bookings. None when
 * they saved no availability or their status is not 'available'. Correlated: for a few experts.
 */
export function freeDaysOf(expertId: SQL, from: string): SQL {
  return sql`coalesce((
    select datemultirange(daterange(greatest(fa.available_from, ${from}::date), fa.available_to, '[]'))
           - coalesce((select range_agg(daterange(fb.start_date, fb.end_date, '[]'))
                         from pre_bookings fb
                        where fb.expert_id = ${expertId} and fb.status in ${BLOCKING_STATUSES} and fb.end_date >= ${from}::date),
                      '{}'::datemultirange)
      from availability fa
     where fa.expert_id = ${expertId} and fa.status = 'available'
       and (fa.available_to is null or fa.available_to >= ${from}::date)
  ), '{}'::datemultirange)`;
}

/**
 * The first date on or after `from` that begins `days` free days in a row within `free`, if it is
 * no later than `latest`; null otherwise. Returned as 'YYYY-MM-DD' text.
 */
export const firstFreeRun = (free: SQL, from: string, days: number, latest: string) =>
  sql`(select to_char(min(greatest(lower(r), ${from}::date)), 'YYYY-MM-DD')
         from unnest(${free}) r
        where (upper_inf(r) or upper(r) - greatest(lower(r), ${from}::date) >= ${days}::int)
          and greatest(lower(r), ${from}::date) <= ${latest}::date)`;

/**
 * True when the expert `expertId` (an SQL expression) is free on every day from `start` to `end`:
 * inside their availability range with status 'available' (the availability row by its unique
 * key) and no pending or confirmed booking sharing a day (their bookings by the expert index).
 */
export const freeThroughout = (expertId: SQL, start: string, end: string) =>
  sql`(exists (select 1 from availability ta
                where ta.expert_id = ${expertId} and ta.status = 'available'
                  and ta.available_from <= ${start}::date and (ta.available_to is null or ta.available_to >= ${end}::date))
       and not exists (select 1 from pre_bookings tb
                        where tb.expert_id = ${expertId} and tb.status in ${BLOCKING_STATUSES}
                          and tb.start_date <= ${end}::date and tb.end_date >= ${start}::date))`;
