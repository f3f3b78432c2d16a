import { describe, expect, it } from "vitest";
import { monthGrid, toggleDate } from "./calendar";

describe("monthGrid", () => {
  it("covers the month in Monday-first weeks", () => {
    const weeks = monthGrid(new Date(2026, 1, 10)); // February 2026 starts on a Sunday
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0][0]).toEqual({ iso: "2026-01-26", day: 26, inMonth: false });
    expect(weeks[0][6]).toEqual({ iso: "2026-02-01", day: 1, inMonth: true });
    const inMonth = weeks.flat().filter((d) => d.inMonth);
    expect(inMonth).toHaveLength(28);
    expect(inMonth.at(-1)?.iso).toBe("2026-02-28");
  });
});

describe("toggleDate", () => {
  it("adds and removes dates, keeping them sorted", () => {
    expect(toggleDate(["2026-03-05"], "2026-03-01")).toEqual(["2026-03-01", "2026-03-05"]);
    expect(toggleDate(["2026-03-01", "2026-03-05"], "2026-03-01")).toEqual(["2026-03-05"]);
  });
});
