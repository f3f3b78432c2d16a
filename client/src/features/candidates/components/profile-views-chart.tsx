// 'Profile Views' over the last 30 days: one bar per day drawn in SVG (no chart library), with the
// same figures as a table for screen readers and anyone who prefers numbers.
import { useId } from "react";
import { formatDay } from "@shared/calendar";
import type { CandidateProfile } from "@shared/contracts/candidates";

/** A day of the profile's answer: its date and how many viewed it (shared/contracts/candidates.ts). */
export type DayViews = NonNullable<CandidateProfile["recentViews"]>[number];

const HEIGHT = 48;
const BAR = 6;
const GAP = 2;

/** "4 Jan": a bar's day, without the year. */
const dayLabel = (day: string) => formatDay(day).slice(0, -5);

export function ProfileViewsChart({ days }: { days: readonly DayViews[] }) {
  const id = useId();
  const max = Math.max(1, ...days.map((d) => d.views));
  const sum = days.reduce((n, d) => n + d.views, 0);
  const width = days.length * (BAR + GAP) - GAP;
  const summary =
    days.length === 0
      ? "No views recorded yet."
      : `${sum} ${sum === 1 ? "view" : "views"} from ${dayLabel(days[0].day)} to ${dayLabel(days[days.length - 1].day)}.`;

  return (
    <figure className="mt-3" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-xs text-muted-foreground">
        Last 30 days: {summary}
      </figcaption>
      {days.length > 0 && (
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="mt-2 h-12 w-full text-primary"
          aria-hidden="true"
          focusable="false"
          data-testid="profile-views-bars"
        >
          <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth="1" />
          {days.map((d, i) => {
            const h = d.views === 0 ? 0 : Math.max(2, (d.views / max) * (HEIGHT - 2));
            return (
              <rect key={d.day} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={h} rx="1" fill="currentColor">
                <title>{`${dayLabel(d.day)}: ${d.views}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
      {days.length > 0 && (
        <table className="sr-only">
          <caption>Profile views per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
