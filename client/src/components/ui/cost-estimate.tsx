// What work is expected to cost, as the server estimated it (shared/money.ts `estimateCents`): a
// week and the whole, in whole dollars because it is an estimate. The browser only writes the
// figures it was given; it never multiplies a rate.
import type { EstimateAnswer } from "@shared/contracts/common";
import { formatWholeDollars } from "@shared/money";
import { cn } from "@/lib/cn";

/** "≈ $3,420 a week · $20,520 in total". */
export function estimateText(estimate: EstimateAnswer): string {
  return `≈ ${formatWholeDollars(estimate.weeklyCents)} a week · ${formatWholeDollars(estimate.totalCents)} in total`;
}

/** The same in words a screen reader says plainly: "About $3,420 a week, $20,520 in total". */
export function estimateWords(estimate: EstimateAnswer): string {
  return `About ${formatWholeDollars(estimate.weeklyCents)} a week, ${formatWholeDollars(estimate.totalCents)} in total`;
}

export interface CostEstimateProps {
  estimate: EstimateAnswer;
  /** What it counts, e.g. "at 40 hours a week for 6 weeks". */
  basis?: string;
  className?: string;
}

export function CostEstimate({ estimate, basis, className }: CostEstimateProps) {
  return (
    <span className={cn("inline-flex flex-col", className)} data-testid="cost-estimate">
      <span aria-hidden="true" className="font-medium text-foreground">
        {estimateText(estimate)}
      </span>
      <span className="sr-only">{estimateWords(estimate)}</span>
      {basis && <span className="text-xs text-muted-foreground">{basis}</span>}
    </span>
  );
}

/** "at 40 hours a week for 6 weeks" (one week: "for 1 week"). */
export const weeksBasis = (weeks: number, hours = 40) => `at ${hours} hours a week for ${weeks} ${weeks === 1 ? "week" : "weeks"}`;
