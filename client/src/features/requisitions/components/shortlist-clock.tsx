// The 14-day clock as a bar: how much of it has gone (or had gone when the shortlist was made), with
// the deadline (in the reader's zone, named) and the days left in words beside it, all as the server
// worked them out.
import type { RequisitionSummary } from "@shared/contracts/requisitions";
import { cn } from "@/lib/cn";
import { browserTimeZone, zoneCity } from "@/lib/time-zones";
import { formatMoment } from "@/lib/calendar-date";

export interface ShortlistClockProps {
  requisition: Pick<RequisitionSummary, "dueAt" | "shortlistedAt" | "missedGuarantee" | "clock">;
  /** The reader's saved zone; the browser's when not given (admins keep none). */
  timeZone?: string;
}

export function ShortlistClock({ requisition: r, timeZone }: ShortlistClockProps) {
  const { share, daysUsed, text } = r.clock;
  const late = r.missedGuarantee;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className={cn("font-semibold", late ? "text-amber-800" : "text-foreground")}>{text}</span>
        <span className="text-muted-foreground">
          Due by <time dateTime={r.dueAt}>{formatMoment(r.dueAt, timeZone)}</time> ({zoneCity(timeZone ?? browserTimeZone() ?? "UTC")} time)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="14-day shortlist clock"
        aria-valuemin={0}
        aria-valuemax={14}
        aria-valuenow={daysUsed}
        aria-valuetext={`${daysUsed} of 14 days used. ${text}.`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full transition-[width]", late ? "bg-amber-500" : r.shortlistedAt ? "bg-green-600" : "bg-accent")} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
