// On a free replacement's requisition: whose engagement ended in the trial, when, and why.
import type { ReplacementOf } from "@shared/contracts/requisitions";
import { formatMoment } from "@/lib/calendar-date";

/** `timeZone`: the reader's saved zone; the browser's when not given. */
export function ReplacementNote({ of, timeZone }: { of: ReplacementOf; timeZone?: string }) {
  return (
    <div className="rounded-md border border-border bg-muted/50 p-3 text-sm" data-testid="replacement-note">
      <p className="font-medium">Replacement for {of.expertName}&rsquo;s engagement ended in the trial</p>
      <p className="mt-1 text-muted-foreground">
        Free of charge, with its own 14-day clock{of.endedAt ? `. Ended ${formatMoment(of.endedAt, timeZone)}` : ""}.
        {of.reason ? ` The reason given: ${of.reason}` : ""}
      </p>
    </div>
  );
}
