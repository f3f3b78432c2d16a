import { describe, expect, it } from "vitest";
import { calendarDateSchema } from "./common";

describe("calendarDateSchema", () => {
  it("keeps the day of a date or an ISO timestamp", () => {
    expect(calendarDateSchema.parse("2027-01-04")).toBe("2027-01-04");
    expect(calendarDateSchema.parse("2027-01-04T10:00:00Z")).toBe("2027-01-04");
    expect(calendarDateSchema.parse("0001-01-01")).toBe("0001-01-01");
    expect(calendarDateSchema.parse("9999-12-31")).toBe("9999-12-31");
  });

  it("refuses days that do not exist, year 0 included (the database has no year 0)", () => {
    for (const bad of ["0000-01-01", "0000-12-31T23:59:59Z", "2026-02-30", "2026-13-01", "0000-00-00", "2026-1-1", ""]) {
      expect(calendarDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
