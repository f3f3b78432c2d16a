import { describe, expect, it } from "vitest";
import { formatPublishedDate } from "./format";

describe("formatPublishedDate", () => {
  it("writes the long US date", () => {
    expect(formatPublishedDate("2026-11-19T10:30:00.000Z")).toBe("November 19, 2026");
    expect(formatPublishedDate("2027-01-05T00:00:00.000Z")).toBe("January 5, 2027");
  });

  it("says 'No date' when there is none", () => {
    expect(formatPublishedDate(null)).toBe("No date");
    expect(formatPublishedDate(undefined)).toBe("No date");
    expect(formatPublishedDate("")).toBe("No date");
    expect(formatPublishedDate("not a date")).toBe("No date");
  });
});

describe("formatPublishedDate in UTC", () => {
  it("reads the date in UTC whatever the runtime's zone", () => {
    expect(formatPublishedDate("2026-11-19T23:30:00.000+00:00", true)).toBe("November 19, 2026");
    expect(formatPublishedDate("2026-11-20T00:30:00.000+02:00", true)).toBe("November 19, 2026");
    expect(formatPublishedDate("2027-01-05T00:00:00.000Z", true)).toBe("January 5, 2027");
  });
});
