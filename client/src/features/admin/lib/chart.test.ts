import { describe, expect, it } from "vitest";
import type { OverviewWeek } from "@shared/contracts/admin";
import { axisTicks, layoutChart, niceMax } from "./chart";

const week = (weekStart: string, counts: Partial<Record<"pending" | "confirmed" | "declined" | "completed", number>>): OverviewWeek => {
  const c = { pending: 0, confirmed: 0, declined: 0, completed: 0, ...counts };
  return { weekStart, isoWeek: "", ...c, total: c.pending + c.confirmed + c.declined + c.completed };
};

describe("niceMax", () => {
  it("rounds up to 1, 2, 5 or 10 times a power of ten", () => {
    expect([0, 1, 2, 3, 6, 11, 21, 99, 101, 480].map(niceMax)).toEqual([1, 1, 2, 5, 10, 20, 50, 100, 200, 500]);
  });
});

describe("axisTicks", () => {
  it("steps in round whole numbers from zero to the maximum", () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(500)).toEqual([0, 100, 200, 300, 400, 500]);
  });
});

describe("layoutChart", () => {
  it("stacks statuses bottom-up in order and scales to the rounded maximum", () => {
    const { bars, max } = layoutChart([week("2026-11-09", {}), week("2026-11-16", { pending: 1, declined: 3 })], { left: 40, top: 10, width: 200, height: 100, gap: 20 });
    expect(max).toBe(5);
    expect(bars[0]).toMatchObject({ x: 50, width: 80, total: 0, top: 110, segments: [] });
    expect(bars[1].x).toBe(150);
    expect(bars[1].segments).toEqual([
      { status: "pending", count: 1, y: 90, height: 20 },
      { status: "declined", count: 3, y: 30, height: 60 },
    ]);
    expect(bars[1].top).toBe(30);
  });

  it("copes with no weeks at all", () => {
    expect(layoutChart([], { left: 0, top: 0, width: 100, height: 100 }).bars).toEqual([]);
  });
});
