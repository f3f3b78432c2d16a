// Shapes of the admin console's summary call (GET /api/admin/overview).
import { z } from "zod";
import { dateAnswer, momentAnswer } from "./common";

/** How many ISO weeks the pre-booking chart covers, the current week included. */
export const OVERVIEW_WEEKS = 12;

export const overviewTilesAnswer = z.object({
  totalExperts: z.number().int(),
  activeExperts: z.number().int(),
  pendingBookings: z.number().int(),
  /** Bookings whose confirmation happened in the current calendar month (UTC), as the tile's label says. */
  confirmedBookingsThisMonth: z.number().int(),
  completedBookings: z.number().int(),
  dreamTeams: z.number().int(),
  discoveryCalls: z.number().int(),
  newDiscoveryCalls: z.number().int(),
});
export type OverviewTiles = z.output<typeof overviewTilesAnswer>;

/** Pre-bookings created in one ISO week (Monday to Sunday, UTC), counted by their current status. */
export const overviewWeekAnswer = z.object({
  /** The Monday that starts the week. */
  weekStart: dateAnswer,
  /** ISO week label such as 2026-W47. */
  isoWeek: z.string(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
});
export type OverviewWeek = z.output<typeof overviewWeekAnswer>;

export const adminOverviewAnswer = z.object({
  tiles: overviewTilesAnswer,
  /** Oldest week first; always OVERVIEW_WEEKS entries, empty weeks as zeros. */
  weekly: z.array(overviewWeekAnswer),
  /** First instant of the month the 'this month' tile counts. */
  monthStart: momentAnswer,
  generatedAt: momentAnswer,
});
export type AdminOverview = z.output<typeof adminOverviewAnswer>;
