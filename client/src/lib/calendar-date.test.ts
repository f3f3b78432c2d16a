import { describe, expect, it } from "vitest";
import { formatMoment, formatMomentDay } from "./calendar-date";

describe("formatMoment", () => {
  it("shows a call in the visitor's own zone, and falls back on an unknown zone", () => {
    const slot = "2026-07-01T13:00:00.000Z";
    expect(formatMoment(slot, "America/New_York")).toMatch(/9:00/);
    expect(formatMoment(slot, "Europe/London")).toMatch(/2:00|14:00/);
    expect(formatMoment(slot, "Not/AZone")).toBe(formatMoment(slot));
    expect(formatMoment(null)).toBe("—");
  });
});

describe("formatMomentDay", () => {
  it("writes the reader's date of an instant as every date is written", () => {
    expect(formatMomentDay("2026-07-01T13:00:00.000Z")).toMatch(/^(30 Jun|1 Jul|2 Jul) 2026$/);
    expect(formatMomentDay(null)).toBe("");
    expect(formatMomentDay("not a moment")).toBe("not a moment");
  });
});
