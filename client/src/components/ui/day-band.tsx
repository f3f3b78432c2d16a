// A 24-hour band of one day (the client's): their working day, someone else's working hours laid
// over it and the stretch they share highlighted. One image to assistive technology, named by
// `label`, which says in words what the picture shows.
import { cn } from "@/lib/cn";

/** Minutes after midnight, start and end (0–1440). */
export type BandSpan = readonly [number, number];

export interface DayBandProps {
  /** What the band shows, in words (its accessible name). */
  label: string;
  /** The day's owner's working day. */
  day: BandSpan;
  /** The other person's (or people's) working hours, on the same clock. */
  others?: readonly BandSpan[];
  /** What they share, highlighted. */
  shared: readonly BandSpan[];
  /** Legend names. */
  dayLabel?: string;
  othersLabel?: string;
  sharedLabel?: string;
  className?: string;
}

const left = (m: number) => `${(m / 1440) * 100}%`;
const width = ([a, b]: BandSpan) => `${((b - a) / 1440) * 100}%`;
const TICKS = [0, 6, 12, 18, 24];

export function DayBand({ label, day, others = [], shared, dayLabel = "Your working day", othersLabel = "Their working hours", sharedLabel = "Shared", className }: DayBandProps) {
  return (
    <figure className={cn("flex flex-col gap-1", className)}>
      <div role="img" aria-label={label} className="relative h-7 w-full overflow-hidden rounded-md bg-slate-100 ring-1 ring-inset ring-slate-200">
        <div className="absolute inset-y-0 bg-navy-100" style={{ left: left(day[0]), width: width(day) }} data-band="day" />
        {others.map((span, i) => (
          <div
            key={`o${i}`}
            className="absolute inset-y-1 rounded-sm border-2 border-dashed border-slate-500/70"
            style={{ left: left(span[0]), width: width(span) }}
            data-band="others"
          />
        ))}
        {shared.map((span, i) => (
          <div key={`s${i}`} className="absolute inset-y-0 bg-accent" style={{ left: left(span[0]), width: width(span) }} data-band="shared" />
        ))}
        {TICKS.slice(1, -1).map((h) => (
          <div key={h} aria-hidden="true" className="absolute inset-y-0 w-px bg-slate-400/40" style={{ left: left(h * 60) }} />
        ))}
      </div>
      <div aria-hidden="true" className="relative h-4 text-[10px] leading-4 text-muted-foreground">
        {TICKS.map((h) => (
          <span key={h} className={cn("absolute", h === 0 ? "" : h === 24 ? "-translate-x-full" : "-translate-x-1/2")} style={{ left: left(h * 60) }}>
            {String(h).padStart(2, "0")}:00
          </span>
        ))}
      </div>
      <figcaption aria-hidden="true" className="flex flex-wrap gap-x-3 gap-y-1 text-[11px] text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-3 rounded-sm bg-navy-100 ring-1 ring-slate-300" /> {dayLabel}
        </span>
        {others.length > 0 && (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2.5 w-3 rounded-sm border-2 border-dashed border-slate-500/70" /> {othersLabel}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-3 rounded-sm bg-accent" /> {sharedLabel}
        </span>
      </figcaption>
    </figure>
  );
}
