// The console's figures for the 30-day trial: engagements ended in it and the free replacements
// opened and filled, over the last 90 days and all time.
import { LoadError } from "@/components/admin/list-parts";
import { Skeleton } from "@/components/ui/skeleton";
import { useTrialFigures } from "../api/get-trial-figures";

export function TrialFigures() {
  const figures = useTrialFigures();
  if (figures.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <span className="sr-only">Loading the trial figures...</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (figures.isError) return <LoadError what="the trial figures" onRetry={() => void figures.refetch()} />;
  const f = figures.data;
  const tiles = [
    { key: "trials", label: "Ended in the trial", value: f.trialsEnded },
    { key: "opened", label: "Free replacements opened", value: f.replacementsOpened },
    { key: "filled", label: "Free replacements filled", value: f.replacementsFilled },
  ];
  return (
    <section aria-labelledby="trial-figures">
      <h2 id="trial-figures" className="mb-3 text-lg font-semibold">
        The 30-day trial
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map((t) => (
          <div key={t.key} data-tile={t.key} className="flex flex-col rounded-lg border border-border bg-card p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">{t.label}</dt>
            <dd className="mt-2 flex items-baseline gap-2">
              <span className="text-2xl font-bold tabular-nums text-foreground" data-value>
                {t.value.window}
              </span>
              <span className="text-sm text-muted-foreground">
                in the last {f.windowDays} days · {t.value.allTime} in all
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
