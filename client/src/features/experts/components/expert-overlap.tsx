// "4 h overlap with your day" on an expert's card: the fewest hours of the signed-in client's working
// day the expert shares, over the days asked about (PRODUCT.md "Beyond SPEC", Browse Experts).
import { useMemo } from "react";
import type { Expert } from "@shared/contracts/experts";
import { cn } from "@/lib/cn";
import { fewestSharedHours, hoursShort, type Engagement, type WorkingHours } from "@/lib/working-hours";

export interface ExpertOverlapProps {
  expert: Pick<Expert, "timeZone" | "workStart" | "workEnd">;
  /** The client's working day. */
  clientHours: WorkingHours;
  /** The days it is counted over (their working days); the fewest hours on any of them is shown. */
  engagement: Engagement;
  className?: string;
}

export function ExpertOverlap({ expert, clientHours, engagement, className }: ExpertOverlapProps) {
  const { timeZone, workStart, workEnd } = expert;
  const hours = useMemo(
    () => fewestSharedHours(engagement, clientHours, { timeZone, workStart, workEnd }),
    [engagement, clientHours, timeZone, workStart, workEnd],
  );
  return (
    <p className={cn("text-sm", hours > 0 ? "text-teal-800" : "text-muted-foreground", className)} data-testid="expert-overlap">
      {hours > 0 ? `${hoursShort(hours)} overlap with your day` : "No overlap with your day"}
    </p>
  );
}
