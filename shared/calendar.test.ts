import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  currentWeekStart,
  daysAfter,
  daysBetween,
  formatDay,
  formatDayWithWeekday,
  formatGridDay,
  formatLongDay,
  formatUtcMoment,
  inTrial,
  isFridayIn,
  isWeekend,
  mondayOf,
  monthBounds,
  monthLabel,
  monthOf,
  previousMonth,
  shortMonthLabel,
  todayIn,
  todayUtc,
  utcDay,
  trialLastDay,
  wallClock,
  weekdayOf,
} from "./calendar";

const date = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));

describe("dates", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-01-04", 1)).toBe("2027-01-05");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-01-04", 0)).toBe("2027-01-04");
    expect(addDays("2026-10-24T09:00:00Z", 2)).toBe("2026-10-26");
  });

  it("moves an instant by whole days of 24 hours, and names the UTC date it falls on", () => {
    const at = new Date("2027-01-04T23:30:00Z");
    expect(daysAfter(at, 2).toISOString()).toBe("2027-01-06T23:30:00.000Z");
    expect(daysAfter(at, -4).toISOString()).toBe("2026-12-31T23:30:00.000Z");
    expect(utcDay(at)).toBe("2027-01-04");
    expect(utcDay("2027-01-05T01:00:00+02:00")).toBe("2027-01-04");
    expect(todayUtc(at)).toBe(utcDay(at));
    fc.assert(
      fc.property(date, fc.integer({ min: -4000, max: 4000 }), (d, n) => {
        expect(utcDay(daysAfter(new Date(`${d}T12:00:00Z`), n))).toBe(addDays(d, n));
      }),
    );
  });

  it("counts the days between two dates, and adding them back lands on the second", () => {
    expect(daysBetween("2027-01-04", "2027-01-10")).toBe(6);
    expect(daysBetween("2027-01-10", "2027-01-04")).toBe(-6);
    fc.assert(
      fc.property(date, fc.integer({ min: -800, max: 800 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });

  it("knows weekdays and the Monday every week starts on", () => {
    expect(weekdayOf("2027-01-04")).toBe(1);
    expect(isWeekend("2027-01-09")).toBe(true);
    expect(isWeekend("2027-01-08")).toBe(false);
    expect(mondayOf("2027-01-10")).toBe("2027-01-04");
    expect(mondayOf("2027-01-04")).toBe("2027-01-04");
    fc.assert(
      fc.property(date, (d) => {
        const monday = mondayOf(d);
        expect(weekdayOf(monday)).toBe(1);
        expect(daysBetween(monday, d)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, d)).toBeLessThan(7);
      }),
    );
  });
});

describe("months", () => {
  it("finds a month, its bounds and its neighbours", () => {
    expect(monthOf("2026-10-31")).toBe("2026-10");
    expect(monthOf(new Date("2026-10-31T23:30:00Z"))).toBe("2026-10");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", last: "2026-12-31" });
    expect(previousMonth(new Date("2026-11-01T00:10:00Z"))).toBe("2026-10");
    expect(monthLabel("2026-10")).toBe("October 2026");
    expect(shortMonthLabel("2026-09")).toBe("Sep 2026");
  });
});

describe("words", () => {
  it("writes a date one way, the same wherever it is read", () => {
    expect(formatDay("2027-12-07")).toBe("7 Dec 2027");
    expect(formatDay("2027-12-07T00:00:00.000Z")).toBe("7 Dec 2027");
    expect(formatDay("2026-09-04")).toBe("4 Sep 2026");
    expect(formatDay("")).toBe("");
    expect(formatDay(null)).toBe("");
    expect(formatDay("soon")).toBe("soon");
    expect(formatDayWithWeekday("2027-01-04")).toBe("Mon 4 Jan 2027");
    expect(formatGridDay("2026-03-02")).toBe("Mon 2 Mar");
    expect(formatLongDay("2026-03-03")).toBe("Tuesday 3 March 2026");
  });

  it("writes a moment in UTC for mail and notices", () => {
    expect(formatUtcMoment(new Date("2027-01-04T09:05:00Z"))).toBe("4 Jan 2027 at 09:05 UTC");
    expect(formatUtcMoment("2026-12-31T23:59:59.999Z")).toBe("31 Dec 2026 at 23:59 UTC");
  });
});

describe("the calendars", () => {
  const now = new Date("2027-01-08T23:30:00Z"); // Friday late evening in London, Saturday in Johannesburg

  it("reads today in UTC and where a party is", () => {
    expect(todayUtc(now)).toBe("2027-01-08");
    expect(todayIn("Africa/Johannesburg", now)).toBe("2027-01-09");
    expect(wallClock(now, "America/New_York")).toEqual({ date: "2027-01-08", time: "18:30" });
  });

  it("starts the client's week on their Monday and finds the expert's Friday in their zone", () => {
    expect(currentWeekStart("Europe/London", now)).toBe("2027-01-04");
    expect(currentWeekStart("Pacific/Auckland", new Date("2027-01-10T12:00:00Z"))).toBe("2027-01-11");
    expect(isFridayIn("Europe/London", now)).toBe(true);
    expect(isFridayIn("Africa/Johannesburg", now)).toBe(false);
  });

  it("counts the trial as the start date and the 29 days after it", () => {
    expect(trialLastDay("2027-01-04")).toBe("2027-02-02");
    expect(inTrial("2027-01-04", "2027-01-04")).toBe(true);
    expect(inTrial("2027-01-04", "2027-02-02")).toBe(true);
    expect(inTrial("2027-01-04", "2027-02-03")).toBe(false);
    expect(inTrial("2027-01-04", "2027-01-03")).toBe(false);
  });
});
