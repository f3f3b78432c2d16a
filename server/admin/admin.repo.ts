// The admin console's figures, counted in the database (UTC calendar months and ISO weeks).
import { sql } from "drizzle-orm";
import { discoveryCalls, dreamTeams, experts, preBookings } from "@shared/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/** `now` as a UTC wall-clock timestamp, the frame date_trunc works in. */
const utcNow = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone 'UTC')`;

interface TileCounts {
  total_experts: number;
  active_experts: number;
  pending_bookings: number;
  confirmed_this_month: number;
  completed_bookings: number;
  dream_teams: number;
  discovery_calls: number;
  new_discovery_calls: number;
  month_start: string | Date;
}

/**
 * The summary tiles in one round trip. 'Confirmed this month' counts bookings whose confirmation
 * falls in the current UTC calendar month, whatever happened to them since (a booking confirmed
 * and then completed this month was still confirmed this month).
 */
export async function countTiles(db: Db, now: Date): Promise<TileCounts> {
  const monthStart = sql`(date_trunc('month', ${utcNow(now)}) at time zone 'UTC')`;
  const nextMonthStart = sql`((date_trunc('month', ${utcNow(now)}) + interval '1 month') at time zone 'UTC')`;
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${experts}) as total_experts,
      (select count(*)::int from ${experts} where ${experts.isActive}) as active_experts,
      (select count(*)::int from ${preBookings} where ${preBookings.status} = 'pending') as pending_bookings,
      (select count(*)::int from ${preBookings}
         where ${preBookings.confirmedAt} >= ${monthStart} and ${preBookings.confirmedAt} < ${nextMonthStart}
           and ${preBookings.status} in ('confirmed', 'completed')) as confirmed_this_month,
      (select count(*)::int from ${preBookings} where ${preBookings.status} = 'completed') as completed_bookings,
      (select count(*)::int from ${dreamTeams}) as dream_teams,
      (select count(*)::int from ${discoveryCalls}) as discovery_calls,
      (select count(*)::int from ${discoveryCalls} where ${discoveryCalls.status} = 'new') as new_discovery_calls,
      ${monthStart} as month_start`);
  return rowsOf<TileCounts>(result)[0];
}

interface WeekCounts {
  week_start: string;
  iso_week: string;
  pending: number;
  confirmed: number;
  declined: number;
  completed: number;
  total: number;
}

/**
 * Pre-bookings created per ISO week (Monday 00:00 UTC) by current status, for the last `weeks`
 * weeks ending with the current one. generate_series supplies every week, so empty ones are zeros.
 */
export async function countWeeklyPreBookings(db: Db, now: Date, weeks: number): Promise<WeekCounts[]> {
  const result = await db.execute(sql`
    with week as (
      select generate_series(
        date_trunc('week', ${utcNow(now)}) - make_interval(weeks => ${weeks - 1}),
        date_trunc('week', ${utcNow(now)}),
        interval '1 week'
      ) as start
    )
    select
      to_char(week.start, 'YYYY-MM-DD') as week_start,
      to_char(week.start, 'IYYY-"W"IW') as iso_week,
      count(${preBookings.id}) filter (where ${preBookings.status} = 'pending')::int as pending,
      count(${preBookings.id}) filter (where ${preBookings.status} = 'confirmed')::int as confirmed,
      count(${preBookings.id}) filter (where ${preBookings.status} = 'declined')::int as declined,
      count(${preBookings.id}) filter (where ${preBookings.status} = 'completed')::int as completed,
      count(${preBookings.id})::int as total
    from week
    left join ${preBookings}
      on ${preBookings.createdAt} >= (week.start at time zone 'UTC')
     and ${preBookings.createdAt} < ((week.start + interval '1 week') at time zone 'UTC')
    group by week.start
    order by week.start`);
  return rowsOf<WeekCounts>(result);
}
