// One figure per month as SVG bars, drawn as the overview's weekly chart is: a described figure, the
// value printed over each bar, a focusable region that scrolls on a phone, and the same figures in
// a table for screen readers.
import { useId } from "react";
import { layoutBars } from "../lib/chart";
import { monthLabel, shortMonthLabel } from "@shared/calendar";

const WIDTH = 640;
const HEIGHT = 240;
const AREA = { left: 64, top: 20, width: WIDTH - 64 - 8, height: HEIGHT - 20 - 36 };

export interface MonthlyChartProps {
  title: string;
  /** What the bars show, said once under the title. */
  description: string;
  /** The value to draw, and the same figure exactly, as text (for the table and screen readers). */
  values: readonly { month: string; value: number; text: string }[];
  /** An axis tick or a bar's value, rounded to fit over a bar. */
  format: (value: number) => string;
  /** The table's column heading for the value. */
  valueLabel: string;
  color: string;
}

export function MonthlyChart({ title, description, values, format, valueLabel, color }: MonthlyChartProps) {
  const idBase = useId().replace(/:/g, "");
  const titleId = `${idBase}-title`;
  const descId = `${idBase}-desc`;
  const { bars, ticks, yOf } = layoutBars(values, AREA);
  return (
    <figure className="min-w-0 rounded-lg border border-border bg-card p-4 sm:p-6">
      <figcaption>
        <h3 id={titleId} className="text-lg font-semibold">
          {title}
        </h3>
        <p id={descId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </figcaption>
      <div role="region" aria-labelledby={titleId} tabIndex={0} className="mt-4 overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[440px] max-w-3xl" role="img" aria-labelledby={titleId} aria-describedby={descId}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={AREA.left} x2={AREA.left + AREA.width} y1={yOf(tick)} y2={yOf(tick)} stroke="#cbd5e1" strokeDasharray={tick === 0 ? undefined : "3 3"} />
              <text x={AREA.left - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" fontSize="10" fill="#475569">
                {format(tick)}
              </text>
            </g>
          ))}
          {bars.map((bar) => (
            <g key={bar.month}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={color} />
              {bar.value !== 0 && (
                <text x={bar.x + bar.width / 2} y={bar.y - 5} textAnchor="middle" fontSize="9" fontWeight="600" fill="#0f172a">
                  {format(bar.value)}
                </text>
              )}
              <text x={bar.x + bar.width / 2} y={AREA.top + AREA.height + 16} textAnchor="middle" fontSize="10" fill="#475569">
                {shortMonthLabel(bar.month).slice(0, 3)}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={v.month}>
                <th scope="row">{monthLabel(v.month)}</th>
                <td>{v.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
