// The console's figures for the 14-day promise: the median and 90th percentile time from a need to
// its shortlist over the last 90 days, the guarantees missed in that time, and the queue now.
import { LoadError } from "@/components/admin/list-parts";
import { Skeleton } from "@/components/ui/skeleton";
import { useRequisitionFigures } from "../api/get-requisition-figures";
import { formatDuration } from "../lib/format";

export function RequisitionFigures() {
  const figures = useRequisitionFigures();
  if (figures.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <span className="sr-only">Loading the shortlist figures...</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (figures.isError) return <LoadError what="the shortlist figures" onRetry={() => void figures.refetch()} />;
  const f = figures.data;
  const tiles: { key: string; label: string; note: string; value: string }[] = [
    { key: "median", label: "Time to shortlist", note: `median, last ${f.windowDays} days`, value: formatDuration(f.medianHoursToShortlist) },
    { key: "p90", label: "Time to shortlist", note: "90th percentile", value: formatDuration(f.p90HoursToShortlist) },
    { key: "shortlisted", label: "Shortlists made", note: `last ${f.windowDays} days`, value: String(f.shortlisted) },
    { key: "missed", label: "Missed guarantees", note: `last ${f.windowDays} days`, value: String(f.missedGuarantees) },
    { key: "searching", label: "Being searched", note: `${f.overdue} overdue`, value: String(f.searching) },
  ];
  return (
    <section aria-labelledby="shortlist-figures">
      <h2 id="shortlist-figures" className="mb-3 text-lg font-semibold">
        The 14-day promise
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-5">
        {tiles.map((t) => (
          <div key={t.key} data-tile={t.key} className="flex flex-col rounded-lg border border-border bg-card p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">
              {t.label}
              <span className="block text-xs font-normal">{t.note}</span>
            </dt>
            <dd className="mt-2 text-2xl font-bold tabular-nums text-foreground" data-value>
              {t.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
