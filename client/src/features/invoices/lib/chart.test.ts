import { describe, expect, it } from "vitest";
import { axisTicks, layoutBars, niceMax } from "./chart";

describe("the monthly bars", () => {
  it("round the axis up to 1, 2, 5 or 10 times a power of ten", () => {
    expect([0, 1, 3, 7, 12, 180, 161_913].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 200_000]);
    expect(axisTicks(200)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(500)).toEqual([0, 100, 200, 300, 400, 500]);
  });

  it("draw each month from the axis, a month in credit as nothing", () => {
    const { bars, max } = layoutBars(
      [
        { month: "2026-09", value: 100 },
        { month: "2026-10", value: 50 },
        { month: "2026-11", value: -30 },
      ],
      { left: 0, top: 0, width: 300, height: 100 },
    );
    expect(max).toBe(100);
    expect(bars.map((b) => [b.month, b.height, b.y])).toEqual([
      ["2026-09", 100, 0],
      ["2026-10", 50, 50],
      ["2026-11", 0, 100],
    ]);
    expect(bars[1].x).toBeGreaterThan(bars[0].x + bars[0].width);
  });
});
