// How many active experts fit the need being typed (the match's hard filters, counted by the
// server), said in a polite live region; with nobody, which filter rules everyone out.
import type { RequisitionFit } from "@shared/contracts/requisitions";
import { Spinner } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

export interface FitCountProps {
  /** The latest count, or undefined before the first. */
  fit: RequisitionFit | undefined;
  /** A count is being asked for (the one shown, if any, is the previous need's). */
  counting: boolean;
  /** The need is not complete enough to count yet. */
  incomplete: boolean;
  failed: boolean;
}

const experts = (n: number) => `${n} ${n === 1 ? "expert" : "experts"}`;

export function FitCount({ fit, counting, incomplete, failed }: FitCountProps) {
  const none = fit?.fitCount === 0 && !counting;
  return (
    <div
      className={cn("rounded-md border p-3 text-sm", none ? "border-amber-300 bg-amber-50 text-amber-950" : "border-border bg-muted/40")}
      aria-busy={counting}
      data-testid="fit-count"
    >
      <p aria-live="polite" aria-atomic="true" className="flex items-center gap-2 font-medium">
        {counting && <Spinner />}
        {incomplete
          ? "Add a must-have skill and your dates to see how many experts fit."
          : counting && !fit
            ? "Counting the experts who fit…"
            : failed && !fit
              ? "Could not count the experts who fit just now."
              : fit
                ? fit.fitCount === 0
                  ? "No expert fits this need yet."
                  : `${experts(fit.fitCount)} ${fit.fitCount === 1 ? "fits" : "fit"} this need${counting ? " (updating…)" : "."}`
                : null}
      </p>
      {none && fit && (
        <div className="mt-2 flex flex-col gap-1">
          {fit.ruledOutBy.length > 0 ? (
            <>
              <p>What rules everyone out:</p>
              <ul className="list-disc pl-5">
                {fit.ruledOutBy.map((r) => (
                  <li key={r.filter}>{r.message}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>No expert is available in our pool right now.</p>
          )}
          <p>Change the need so someone fits. If you start the clock as it is, the shortlist is likely to come late.</p>
        </div>
      )}
    </div>
  );
}
