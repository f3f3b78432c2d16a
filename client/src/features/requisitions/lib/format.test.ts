import { describe, expect, it } from "vitest";
import { formatDuration, progressText } from "./format";

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
