// Geometry of the weekly pre-bookings chart: stacked bars, one per week, one segment per status.
import type { OverviewWeek } from "@shared/contracts/admin";
import { PRE_BOOKING_STATUSES, type PreBookingStatus } from "@shared/constants";

/** A round upper bound for the axis: 1, 2, 5 or 10 times a power of ten, at least 1. */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Whole-number ticks from 0 to a niceMax value: 4 or 5 steps of a round size (fewer for tiny maxima). */
export function axisTicks(max: number): number[] {
  const lead = max / 10 ** Math.floor(Math.log10(Math.max(1, max)));
  const step = Math.max(1, lead === 2 ? max / 4 : max / 5);
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  return ticks;
}

export interface BarSegment {
  status: PreBookingStatus;
  count: number;
  y: number;
  height: number;
}

export interface Bar {
  week: OverviewWeek;
  x: number;
  width: number;
  total: number;
  /** Top of the whole stack. */
  top: number;
  segments: BarSegment[];
}

export interface ChartLayout {
  max: number;
  ticks: number[];
  bars: Bar[];
  /** y of a value on the axis. */
  yOf: (value: number) => number;
}

/**
 * Lays bars out in a plot area starting at (left, top) of size width x height. Segments stack
 * bottom-up in status order; empty statuses get no segment.
 */
export function layoutChart(
  weeks: readonly OverviewWeek[],
  area: { left: number; top: number; width: number; height: number; gap?: number },
): ChartLayout {
  const max = niceMax(Math.max(0, ...weeks.map((w) => w.total)));
  const bottom = area.top + area.height;
  const yOf = (value: number) => bottom - (value / max) * area.height;
  const slot = weeks.length ? area.width / weeks.length : 0;
  const gap = Math.min(area.gap ?? slot * 0.3, slot * 0.8);
  const bars = weeks.map((week, i) => {
    let base = 0;
    const segments: BarSegment[] = [];
    for (const status of PRE_BOOKING_STATUSES) {
      const count = week[status];
      if (count <= 0) continue;
      const y = yOf(base + count);
      segments.push({ status, count, y, height: yOf(base) - y });
      base += count;
    }
    return { week, x: area.left + i * slot + gap / 2, width: slot - gap, total: week.total, top: yOf(week.total), segments };
  });
  return { max, ticks: axisTicks(max), bars, yOf };
}
