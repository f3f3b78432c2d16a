// The admin console's summary: tiles and the weekly pre-booking series.
import { OVERVIEW_WEEKS, type AdminOverview } from "@shared/contracts/admin";
import type { Db } from "../db/client";
import { countTiles, countWeeklyPreBookings } from "./admin.repo";

const toIso = (value: string | Date) => new Date(value).toISOString();

export async function getOverview(db: Db, now: Date = new Date()): Promise<AdminOverview> {
  const [tiles, weekly] = await Promise.all([countTiles(db, now), countWeeklyPreBookings(db, now, OVERVIEW_WEEKS)]);
  return {
    tiles: {
      totalExperts: tiles.total_experts,
      activeExperts: tiles.active_experts,
      pendingBookings: tiles.pending_bookings,
      confirmedBookingsThisMonth: tiles.confirmed_this_month,
      completedBookings: tiles.completed_bookings,
      dreamTeams: tiles.dream_teams,
      discoveryCalls: tiles.discovery_calls,
      newDiscoveryCalls: tiles.new_discovery_calls,
    },
    weekly: weekly.map((week) => ({
      weekStart: week.week_start,
      isoWeek: week.iso_week,
      pending: week.pending,
      confirmed: week.confirmed,
      declined: week.declined,
      completed: week.completed,
      total: week.total,
    })),
    monthStart: toIso(tiles.month_start),
    generatedAt: now.toISOString(),
  };
}
