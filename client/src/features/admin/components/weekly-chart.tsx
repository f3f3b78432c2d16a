// Pre-bookings per ISO week by status: stacked SVG bars where each status has a colour AND a
// pattern, a legend using the same swatches, totals printed above the bars, and the figures
// again in a table for screen readers.
import { useId } from "react";
import type { OverviewWeek } from "@shared/contracts/admin";
import { PRE_BOOKING_STATUSES, type PreBookingStatus } from "@shared/constants";
import { layoutChart } from "../lib/chart";
import { formatWeek } from "../lib/format";
import { CHART_STYLES } from "../lib/chart-styles";

const WIDTH = 640;
const HEIGHT = 260;
const AREA = { left: 36, top: 20, width: WIDTH - 36 - 8, height: HEIGHT - 20 - 40 };

function PatternDefs({ idBase }: { idBase: string }) {
  return (
    <defs>
      {PRE_BOOKING_STATUSES.map((status) => {
        const { color, pattern } = CHART_STYLES[status];
        const id = `${idBase}-${status}`;
        return (
          <pattern key={status} id={id} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={color} />
            {pattern === "stripes" && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke="white" strokeWidth="1.6" strokeOpacity="0.75" />}
            {pattern === "cross" && <path d="M0,0 L8,8 M8,0 L0,8" stroke="white" strokeWidth="1.2" strokeOpacity="0.75" />}
            {pattern === "dots" && <circle cx="4" cy="4" r="1.6" fill="white" fillOpacity="0.8" />}
          </pattern>
        );
      })}
    </defs>
  );
}

function Swatch({ status, idBase }: { status: PreBookingStatus; idBase: string }) {
  return (
    <svg width="16" height="16" aria-hidden="true" className="shrink-0 rounded-sm">
      <rect width="16" height="16" fill={`url(#${idBase}-${status})`} />
    </svg>
  );
}

export function WeeklyChart({ weeks }: { weeks: readonly OverviewWeek[] }) {
  const idBase = useId().replace(/:/g, "");
  const titleId = `${idBase}-title`;
  const descId = `${idBase}-desc`;
  const { bars, ticks, yOf } = layoutChart(weeks, AREA);
  const total = weeks.reduce((sum, w) => sum + w.total, 0);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const summary = first && last ? `${total} pre-bookings created in the ${weeks.length} weeks from ${formatWeek(first.weekStart)} to the week of ${formatWeek(last.weekStart)}.` : "No weeks to show.";

  return (
    <figure className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <figcaption>
        <h2 id={titleId} className="text-lg font-semibold">
          Pre-bookings per week
        </h2>
        <p id={descId} className="text-sm text-muted-foreground">
          {summary} Bars are split by current status; numbers above the bars are weekly totals.
        </p>
      </figcaption>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Legend">
        {PRE_BOOKING_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <Swatch status={status} idBase={idBase} />
            {CHART_STYLES[status].label}
          </li>
        ))}
      </ul>
      {/* Scrolls sideways on a phone: focusable and named so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="weekly-chart-scroll"
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[440px] max-w-3xl" role="img" aria-labelledby={titleId} aria-describedby={descId}>
          <PatternDefs idBase={idBase} />
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={AREA.left} x2={AREA.left + AREA.width} y1={yOf(tick)} y2={yOf(tick)} stroke="#cbd5e1" strokeDasharray={tick === 0 ? undefined : "3 3"} />
              <text x={AREA.left - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="#475569">
                {tick}
              </text>
            </g>
          ))}
          {bars.map((bar) => (
            <g key={bar.week.weekStart}>
              {bar.segments.map((segment) => (
                <rect
                  key={segment.status}
                  x={bar.x}
                  y={segment.y}
                  width={bar.width}
                  height={segment.height}
                  fill={`url(#${idBase}-${segment.status})`}
                  stroke="white"
                  strokeWidth="1"
                />
              ))}
              {bar.total > 0 && (
                <text x={bar.x + bar.width / 2} y={bar.top - 5} textAnchor="middle" fontSize="11" fontWeight="600" fill="#0f172a">
                  {bar.total}
                </text>
              )}
              <text x={bar.x + bar.width / 2} y={AREA.top + AREA.height + 16} textAnchor="middle" fontSize="10" fill="#475569">
                {formatWeek(bar.week.weekStart)}
              </text>
            </g>
          ))}
          <text x={AREA.left + AREA.width / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="10" fill="#475569">
            Week starting (Monday, UTC)
          </text>
        </svg>
      </div>
      {/* A table cannot shrink below its content, so the wrapper does the hiding. */}
      <div className="sr-only">
        <table>
          <caption>Pre-bookings per week by status</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              {PRE_BOOKING_STATUSES.map((status) => (
                <th key={status} scope="col">
                  {CHART_STYLES[status].label}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  {formatWeek(week.weekStart)} ({week.isoWeek})
                </th>
                {PRE_BOOKING_STATUSES.map((status) => (
                  <td key={status}>{week[status]}</td>
                ))}
                <td>{week.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
