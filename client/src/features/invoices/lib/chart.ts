// Geometry of the console's monthly bars (one series per chart): a round axis and a bar per month.
// The same approach as the overview's weekly chart, kept here so the features stay apart.

/** A round upper bound: 1, 2, 5 or 10 times a power of ten, at least 1. */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Ticks from 0 to `max` in four or five round steps. */
export function axisTicks(max: number): number[] {
  const lead = max / 10 ** Math.floor(Math.log10(Math.max(1, max)));
  const step = lead === 2 ? max / 4 : max / 5;
  const ticks: number[] = [];
  for (let i = 0; i * step <= max + 1e-9; i++) ticks.push(i * step);
  return ticks;
}

export interface MonthBar {
  month: string;
  value: number;
  x: number;
  width: number;
  y: number;
  height: number;
}

/** Bars for `values` in the plot area (left, top, width, height); a negative month draws as zero. */
export function layoutBars(values: readonly { month: string; value: number }[], area: { left: number; top: number; width: number; height: number }) {
  const max = niceMax(Math.max(0, ...values.map((v) => v.value)));
  const bottom = area.top + area.height;
  const yOf = (value: number) => bottom - (Math.max(0, value) / max) * area.height;
  const slot = values.length ? area.width / values.length : 0;
  const gap = slot * 0.3;
  const bars: MonthBar[] = values.map((v, i) => ({ month: v.month, value: v.value, x: area.left + i * slot + gap / 2, width: slot - gap, y: yOf(v.value), height: bottom - yOf(v.value) }));
  return { max, ticks: axisTicks(max), bars, yOf };
}
