import { describe, expect, it } from "vitest";
import { officeDaySlots, officeHoursIn } from "@shared/discovery-slots";
import { formatDayShort, formatTime, zoneAbbreviation } from "./calendar-date";

const OFFICE = { timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00" };

/** The first and last slot of an office day as the page prints them for a visitor. */
const shown = (officeDate: string, zone: string) => {
  const slots = officeDaySlots(officeDate, OFFICE);
  const time = (instant: Date, z: string) => formatTime(instant, z, "en-US").replace(/\s/g, " ");
  return [time(slots[0], zone), time(slots.at(-1)!, zone), time(slots[0], OFFICE.timeZone)];
};

describe("slot times as New York visitors see them", () => {
  it("move an hour later after the clocks go forward on 2026-03-08", () => {
    expect(shown("2026-03-06", "America/New_York")).toEqual(["2:00 AM", "9:45 AM", "9:00 AM"]);
    expect(shown("2026-03-09", "America/New_York")).toEqual(["3:00 AM", "10:45 AM", "9:00 AM"]);
    expect(zoneAbbreviation("2026-03-06T07:00:00Z", "America/New_York", "en-US")).toBe("EST");
    expect(zoneAbbreviation("2026-03-09T07:00:00Z", "America/New_York", "en-US")).toBe("EDT");
  });

  it("move an hour earlier after the clocks go back on 2026-11-01", () => {
    expect(shown("2026-10-30", "America/New_York")).toEqual(["3:00 AM", "10:45 AM", "9:00 AM"]);
    expect(shown("2026-11-02", "America/New_York")).toEqual(["2:00 AM", "9:45 AM", "9:00 AM"]);
  });
});

describe("slot times as London visitors see them", () => {
  it("move an hour later after 2026-03-29 and back after 2026-10-25", () => {
    expect(shown("2026-03-27", "Europe/London")).toEqual(["7:00 AM", "2:45 PM", "9:00 AM"]);
    expect(shown("2026-03-30", "Europe/London")).toEqual(["8:00 AM", "3:45 PM", "9:00 AM"]);
    expect(shown("2026-10-23", "Europe/London")).toEqual(["8:00 AM", "3:45 PM", "9:00 AM"]);
    expect(shown("2026-10-26", "Europe/London")).toEqual(["7:00 AM", "2:45 PM", "9:00 AM"]);
  });

  it("overlap with South African office hours by the whole office day", () => {
    expect(officeHoursIn("2026-03-27", OFFICE, "Europe/London")).toMatchObject({ start: "07:00", end: "15:00" });
    expect(officeHoursIn("2026-03-30", OFFICE, "Europe/London")).toMatchObject({ start: "08:00", end: "16:00" });
  });
});

describe("day labels", () => {
  it("print the calendar date whatever the zone", () => {
    expect(formatDayShort("2026-03-09", "en-US")).toBe("Mon, Mar 9");
    expect(formatDayShort("2026-11-01", "en-GB")).toBe("Sun 1 Nov");
  });
});
