// The estimate of cost: a week is exact, a part week counts its days as sevenths, rounded once.
import { describe, expect, it } from "vitest";
import { ESTIMATE_WEEKLY_HOURS, estimateCents } from "./money";

describe("estimateCents", () => {
  it("counts 40 hours a week unless told otherwise", () => {
    expect(ESTIMATE_WEEKLY_HOURS).toBe(40);
    expect(estimateCents(8500, { weeks: 12 })).toEqual({ weeklyCents: 340_000, totalCents: 4_080_000 });
    expect(estimateCents(8550, { weeks: 1 }, 20)).toEqual({ weeklyCents: 171_000, totalCents: 171_000 });
  });

  it("counts whole weeks of days exactly", () => {
    expect(estimateCents(9_999, { days: 14 }, 37)).toEqual({ weeklyCents: 369_963, totalCents: 739_926 });
  });

  it("counts a part week as sevenths of a week, rounded half up once", () => {
    // 10 days at $85.00 for 40 h: 340,000 × 10 / 7 = 485,714.28… → 485,714.
    expect(estimateCents(8500, { days: 10 })).toEqual({ weeklyCents: 340_000, totalCents: 485_714 });
    // 1 day at $0.01 for 1 h: 1/7 of a cent → 0; 4 days: 4/7 → 1 (half up from 0.571…).
    expect(estimateCents(1, { days: 1 }, 1).totalCents).toBe(0);
    expect(estimateCents(1, { days: 4 }, 1).totalCents).toBe(1);
    // 3/7 of a cent → 0; 2 cents × 2 h for 2 days: 8/7 → 1; for 6 days: 24/7 = 3.43 → 3; 5 days: 20/7 = 2.86 → 3.
    expect(estimateCents(1, { days: 3 }, 1).totalCents).toBe(0);
    expect(estimateCents(2, { days: 2 }, 2).totalCents).toBe(1);
    expect(estimateCents(2, { days: 6 }, 2).totalCents).toBe(3);
    expect(estimateCents(2, { days: 5 }, 2).totalCents).toBe(3);
    expect(estimateCents(2, { days: 7 }, 1).totalCents).toBe(2);
    // 83 days at $72.50 for 40 h: 290,000 × 83 / 7 = 3,438,571.428… → 3,438,571.
    expect(estimateCents(7250, { days: 83 })).toEqual({ weeklyCents: 290_000, totalCents: 3_438_571 });
  });

  it("is exact at the largest terms", () => {
    // 5 days of 3 cents × 7 h: 21 × 5 / 7 = 15 exactly.
    expect(estimateCents(3, { days: 5 }, 7).totalCents).toBe(15);
    // The largest terms: 1,000,000 × 60 × 1,095 / 7 = 9,385,714,285.714… → 9,385,714,286.
    expect(estimateCents(1_000_000, { days: 1095 }, 60).totalCents).toBe(9_385_714_286);
  });

  it("is zero for no days and refuses what is no amount", () => {
    expect(estimateCents(8500, { days: 0 })).toEqual({ weeklyCents: 340_000, totalCents: 0 });
    expect(() => estimateCents(-1, { weeks: 1 })).toThrow(RangeError);
    expect(() => estimateCents(8500, { weeks: 1.5 })).toThrow(RangeError);
    expect(() => estimateCents(8500, { days: -1 })).toThrow(RangeError);
  });

  it("counts a window's days with both ends included", () => {
    expect(estimateCents(7, { from: "2026-03-02", to: "2026-03-02" }, 1).totalCents).toBe(1);
    expect(estimateCents(8500, { from: "2026-03-02", to: "2026-03-15" })).toEqual({ weeklyCents: 340_000, totalCents: 680_000 });
    // Across February's end: 3 days.
    expect(estimateCents(7, { from: "2026-02-27", to: "2026-03-01" }, 1).totalCents).toBe(3);
    expect(estimateCents(8500, { from: "2026-03-02", to: "2026-03-01" }).totalCents).toBe(0);
    // 12 days: 340,000 × 12 / 7 = 582,857.14… → 582,857.
    expect(estimateCents(8500, { from: "2026-03-02", to: "2026-03-13" })).toEqual({ weeklyCents: 340_000, totalCents: 582_857 });
  });
});
