import { describe, expect, it } from "vitest";
import { clockShare, clockText, formatDuration, progressText } from "./format";

const DAY = 86_400_000;
const submitted = new Date("2031-03-01T09:00:00Z");
const base = { status: "open" as const, submittedAt: submitted.toISOString(), dueAt: new Date(submitted.getTime() + 14 * DAY).toISOString(), shortlistedAt: null, filledAt: null, closedAt: null };
const at = (days: number) => new Date(submitted.getTime() + days * DAY);

describe("the clock in words", () => {
  it("counts the days left, rounded up, and the last day apart", () => {
    expect(clockText(base, at(0))).toBe("14 days left");
    expect(clockText(base, at(3.5))).toBe("11 days left");
    expect(clockText(base, at(13.2))).toBe("Last day: due within 24 hours");
  });

  it("says how late once the deadline has passed, and that the search goes on", () => {
    expect(clockText({ ...base, status: "overdue" }, at(14.1))).toBe("Overdue by 1 day; the search goes on, free");
    expect(clockText({ ...base, status: "overdue" }, at(17.5))).toBe("Overdue by 3 days; the search goes on, free");
  });

  it("stops when the shortlist is made, and the bar stops there too", () => {
    const shortlisted = { ...base, status: "shortlisted" as const, shortlistedAt: at(6.2).toISOString() };
    expect(clockText(shortlisted, at(20))).toBe("Shortlisted in 7 days");
    expect(clockShare(shortlisted, at(20))).toBeCloseTo(6.2 / 14, 5);
    expect(clockShare(base, at(7))).toBe(0.5);
    expect(clockShare(base, at(30))).toBe(1);
  });
});

describe("figures", () => {
  it("shows durations in hours under two days, else in days", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(18.26)).toBe("18.3 h");
    expect(formatDuration(84)).toBe("3.5 days");
  });

  it("sums up the shortlist's progress", () => {
    expect(progressText({ shortlistSize: 4, headcount: 2, counts: { proposed: 1, interview: 0, declined: 0, confirmedBookings: 0 } })).toBe("1 of 4 candidates proposed");
    expect(progressText({ shortlistSize: 2, headcount: 1, counts: { proposed: 2, interview: 1, declined: 1, confirmedBookings: 1 } })).toBe("2 of 2 candidates proposed · 1 for interview · 1 of 1 booked");
  });
});
