// Overview tab: the summary tiles and the weekly pre-bookings chart.
import type { OverviewTiles } from "@shared/contracts/admin";
import { LoadError, useErrorToast } from "@/components/admin/list-parts";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminOverview } from "../api/get-admin-overview";
import { WeeklyChart } from "./weekly-chart";

interface Tile {
  key: keyof OverviewTiles;
  label: string;
  note?: (tiles: OverviewTiles) => string;
}

export const OVERVIEW_TILES: Tile[] = [
  { key: "totalExperts", label: "Total Experts" },
  { key: "activeExperts", label: "Active Experts", note: (t) => `${t.totalExperts - t.activeExperts} inactive` },
  { key: "pendingBookings", label: "Pending Bookings" },
  { key: "confirmedBookingsThisMonth", label: "Confirmed Bookings", note: () => "this month" },
  { key: "completedBookings", label: "Completed Bookings" },
  { key: "dreamTeams", label: "Dream Teams" },
  { key: "discoveryCalls", label: "Discovery Calls", note: (t) => `${t.newDiscoveryCalls} new` },
];

const gridClasses = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-7";

function TilesSkeleton() {
  return (
    <div role="status" aria-busy="true" className={gridClasses}>
      <span className="sr-only">Loading overview...</span>
      {OVERVIEW_TILES.map((tile) => (
        <div key={tile.key} className="rounded-lg border border-border p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-3 h-8 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function OverviewPanel() {
  const overview = useAdminOverview();
  useErrorToast(overview.error, overview.errorUpdatedAt, "Could not load the overview", "Something went wrong");

  if (overview.isPending) {
    return (
      <div className="space-y-6">
        <TilesSkeleton />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (overview.isError) return <LoadError what="the overview" onRetry={() => void overview.refetch()} />;

  const { tiles, weekly } = overview.data;
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Summary</h2>
      <dl className={gridClasses}>
        {OVERVIEW_TILES.map((tile) => (
          <div key={tile.key} data-tile={tile.key} className="flex flex-col rounded-lg border border-border bg-card p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">
              {tile.label}
              {tile.note && <span className="block text-xs font-normal">{tile.note(tiles)}</span>}
            </dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums text-foreground" data-value>
              {tiles[tile.key]}
            </dd>
          </div>
        ))}
      </dl>
      <WeeklyChart weeks={weekly} />
    </div>
  );
}
