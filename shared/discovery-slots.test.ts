import { describe, expect, it } from "vitest";
import { bookableSlots, groupByLocalDate, inVisitorDay, offeredSlots, officesSlotProblem, officesSlots, visitorHours, isKnownTimeZone, officeDaySlots, officeHoursIn, slotProblem, visitorDays, zonedInstant, type OfficesWindow, type SlotWindow } from "./discovery-slots";
import { wallClock } from "./calendar";

const OFFICE: SlotWindow = { timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00", daysAhead: 21 };
const NEW_YORK = "America/New_York";
const LONDON = "Europe/London";

/** First and last slot of an office day as the visitor's wall clock shows them. */
function visitorView(officeDate: string, zone: string) {
  const slots = officeDaySlots(officeDate, OFFICE);
  const local = slots.map((s) => wallClock(s, zone));
  return { count: slots.length, first: local[0], last: local.at(-1), overlap: officeHoursIn(officeDate, OFFICE, zone) };
}

describe("office slots", () => {
  it("are 32 quarter hours of 09:00–16:45 Johannesburg time (UTC+2 all year) on a weekday", () => {
    const slots = officeDaySlots("2026-03-09", OFFICE);
    expect(slots).toHaveLength(32);
    expect(slots[0].toISOString()).toBe("2026-03-09T07:00:00.000Z");
    expect(slots.at(-1)!.toISOString()).toBe("2026-03-09T14:45:00.000Z");
  });

  it("are none at weekends", () => {
    expect(officeDaySlots("2026-03-07", OFFICE)).toEqual([]);
    expect(officeDaySlots("2026-03-08", OFFICE)).toEqual([]);
  });

  it("follow an office that changes its clocks (office in London, on both sides of 2026-03-29)", () => {
    const london = { timeZone: LONDON, dayStart: "09:00", dayEnd: "17:00" };
    expect(officeDaySlots("2026-03-27", london)[0].toISOString()).toBe("2026-03-27T09:00:00.000Z");
    expect(officeDaySlots("2026-03-30", london)[0].toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(officeDaySlots("2026-03-30", london)).toHaveLength(32);
  });
});

describe("New York visitors across the 2026 US clock changes", () => {
  it("before 2026-03-08 (EST, UTC-5) see 02:00–10:00 and after it (EDT, UTC-4) 03:00–11:00", () => {
    const before = visitorView("2026-03-06", NEW_YORK);
    expect(before.count).toBe(32);
    expect(before.first).toEqual({ date: "2026-03-06", time: "02:00" });
    expect(before.last).toEqual({ date: "2026-03-06", time: "09:45" });
    expect(before.overlap).toEqual({ start: "02:00", end: "10:00", startDate: "2026-03-06", endDate: "2026-03-06" });

    const after = visitorView("2026-03-09", NEW_YORK);
    expect(after.first).toEqual({ date: "2026-03-09", time: "03:00" });
    expect(after.last).toEqual({ date: "2026-03-09", time: "10:45" });
    expect(after.overlap).toMatchObject({ start: "03:00", end: "11:00" });
  });

  it("before 2026-11-01 (EDT) see 03:00–11:00 and after it (EST) 02:00–10:00", () => {
    expect(visitorView("2026-10-30", NEW_YORK).overlap).toMatchObject({ start: "03:00", end: "11:00" });
    expect(visitorView("2026-10-30", NEW_YORK).first?.time).toBe("03:00");
    const after = visitorView("2026-11-02", NEW_YORK);
    expect(after.overlap).toMatchObject({ start: "02:00", end: "10:00" });
    expect(after.first?.time).toBe("02:00");
    expect(after.last?.time).toBe("09:45");
  });
});

describe("London visitors across the 2026 UK clock changes", () => {
  it("before 2026-03-29 (GMT) see 07:00–15:00 and after it (BST, UTC+1) 08:00–16:00", () => {
    const before = visitorView("2026-03-27", LONDON);
    expect(before.first?.time).toBe("07:00");
    expect(before.last?.time).toBe("14:45");
    expect(before.overlap).toMatchObject({ start: "07:00", end: "15:00" });
    const after = visitorView("2026-03-30", LONDON);
    expect(after.first?.time).toBe("08:00");
    expect(after.last?.time).toBe("15:45");
    expect(after.overlap).toMatchObject({ start: "08:00", end: "16:00" });
  });

  it("before 2026-10-25 (BST) see 08:00–16:00 and after it (GMT) 07:00–15:00", () => {
    expect(visitorView("2026-10-23", LONDON).overlap).toMatchObject({ start: "08:00", end: "16:00" });
    expect(visitorView("2026-10-23", LONDON).first?.time).toBe("08:00");
    expect(visitorView("2026-10-26", LONDON).overlap).toMatchObject({ start: "07:00", end: "15:00" });
    expect(visitorView("2026-10-26", LONDON).first?.time).toBe("07:00");
  });
});

describe("bookable slots around a change", () => {
  // Friday 2026-03-06 12:00 UTC is 14:00 in Johannesburg and 07:00 in New York.
  const now = new Date("2026-03-06T12:00:00Z");
  const slots = bookableSlots({ ...OFFICE, daysAhead: 3 }, now).map((d) => d.toISOString());

  it("start an hour ahead, skip the weekend and end on the last bookable day", () => {
    expect(slots[0]).toBe("2026-03-06T13:00:00.000Z");
    expect(slots.filter((s) => s.startsWith("2026-03-06"))).toHaveLength(8);
    expect(slots.some((s) => s.startsWith("2026-03-07") || s.startsWith("2026-03-08"))).toBe(false);
    expect(slots.filter((s) => s.startsWith("2026-03-09"))).toHaveLength(32);
    expect(slots.at(-1)).toBe("2026-03-09T14:45:00.000Z");
  });

  it("group under the New York dates, shifting by an hour after the change", () => {
    const days = groupByLocalDate(slots, NEW_YORK);
    expect([...days.keys()]).toEqual(["2026-03-06", "2026-03-09"]);
    expect(wallClock(days.get("2026-03-06")![0], NEW_YORK).time).toBe("08:00");
    expect(wallClock(days.get("2026-03-09")![0], NEW_YORK).time).toBe("03:00");
  });

  it("group under the next day for a visitor far ahead (Auckland, UTC+13)", () => {
    const days = groupByLocalDate(slots, "Pacific/Auckland");
    // Friday afternoon in Johannesburg is early Saturday in Auckland; Monday's office day spans
    // Monday evening and Tuesday morning there (13:00 Johannesburg is midnight in Auckland).
    expect([...days.keys()]).toEqual(["2026-03-07", "2026-03-09", "2026-03-10"]);
    expect(days.get("2026-03-09")).toHaveLength(16);
    expect(wallClock(days.get("2026-03-10")![0], "Pacific/Auckland").time).toBe("00:00");
  });

  it("give the visitor a day list from their today through the last slot", () => {
    expect(visitorDays(now, NEW_YORK, slots.at(-1))).toEqual(["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(visitorDays(now, NEW_YORK, undefined, 2)).toEqual(["2026-03-06", "2026-03-07"]);
  });
});

describe("grouping many slots by the visitor's date", () => {
  /** Every quarter hour for `days` days from `start`, as the scheduler receives them (unsorted). */
  const quarterHours = (start: string, days: number) =>
    Array.from({ length: days * 96 }, (_, i) => new Date(Date.parse(start) + i * 900_000).toISOString()).reverse();
  const eachRead = (slots: string[], zone: string) => {
    const days = new Map<string, string[]>();
    for (const slot of [...slots].sort()) days.set(wallClock(slot, zone).date, [...(days.get(wallClock(slot, zone).date) ?? []), slot]);
    return days;
  };

  it.each([
    ["America/New_York", "2026-10-25T00:00:00Z"],
    ["America/New_York", "2026-03-01T00:00:00Z"],
    ["Europe/London", "2026-03-20T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-03-28T00:00:00Z"],
    ["Asia/Kathmandu", "2026-06-01T00:00:00Z"],
    ["Pacific/Chatham", "2026-09-20T00:00:00Z"],
    ["Africa/Johannesburg", "2026-11-29T00:00:00Z"],
  ])("gives the date each slot reads in %s across three weeks from %s", (zone, start) => {
    const slots = quarterHours(start, 21);
    expect([...groupByLocalDate(slots, zone)]).toEqual([...eachRead(slots, zone)]);
  });
});

describe("checking a requested slot", () => {
  const now = new Date("2026-03-06T12:00:00Z");
  const sast = (date: string, time: string) => zonedInstant(date, time, OFFICE.timeZone);

  it("accepts an offered slot, including one given in the visitor's New York wall time after the change", () => {
    expect(slotProblem(sast("2026-03-09", "09:00"), OFFICE, now)).toBeNull();
    expect(slotProblem(new Date("2026-03-09T03:00:00-04:00"), OFFICE, now)).toBeNull();
    expect(slotProblem(new Date("2026-03-09T03:00:00-05:00"), OFFICE, now)).toBeNull(); // 10:00 SAST
  });

  it("names what is wrong", () => {
    expect(slotProblem(sast("2026-03-06", "14:30"), OFFICE, now)).toBe("past");
    expect(slotProblem(sast("2026-03-05", "10:00"), OFFICE, now)).toBe("past");
    expect(slotProblem(sast("2026-03-07", "10:00"), OFFICE, now)).toBe("weekend");
    expect(slotProblem(sast("2026-03-09", "08:45"), OFFICE, now)).toBe("out-of-hours");
    expect(slotProblem(sast("2026-03-09", "16:45"), OFFICE, now)).toBeNull();
    expect(slotProblem(sast("2026-03-09", "17:00"), OFFICE, now)).toBe("out-of-hours");
    expect(slotProblem(sast("2026-03-09", "10:10"), OFFICE, now)).toBe("misaligned");
    expect(slotProblem(sast("2026-03-30", "10:00"), OFFICE, now)).toBe("too-far");
    expect(slotProblem(sast("2026-03-27", "10:00"), OFFICE, now)).toBeNull();
  });
});

describe("time zone names", () => {
  it("accepts IANA zones and refuses anything else", () => {
    for (const zone of [NEW_YORK, LONDON, "Africa/Johannesburg", "UTC", "America/Argentina/Buenos_Aires"]) expect(isKnownTimeZone(zone)).toBe(true);
    for (const zone of ["Mars/Base", "+02:00", "", "Europe/London; drop", "a".repeat(80)]) expect(isKnownTimeZone(zone)).toBe(false);
  });
});

describe("several offices and the visitor's day", () => {
  const OFFICES: OfficesWindow = {
    offices: [
      { name: "Cape Town", timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00" },
      { name: "London", timeZone: LONDON, dayStart: "09:00", dayEnd: "17:00" },
      { name: "New York", timeZone: NEW_YORK, dayStart: "09:00", dayEnd: "17:00" },
    ],
    daysAhead: 21,
  };
  // Monday 2026-03-02, 12:00 UTC: the window runs over the US change (03-08) and the UK one (03-29).
  const now = new Date("2026-03-02T12:00:00Z");

  it("are the union of the offices' slots, each once, in order", () => {
    const all = officesSlots(OFFICES, now);
    expect(new Set(all.map((s) => s.getTime())).size).toBe(all.length);
    expect(all.map((s) => s.getTime())).toEqual([...all.map((s) => s.getTime())].sort((a, b) => a - b));
    // Tuesday 03-03: Cape Town 07:00–15:00 UTC, London 09:00–17:00, New York 14:00–22:00.
    const tuesday = all.filter((s) => s.toISOString().startsWith("2026-03-03")).map((s) => s.toISOString());
    expect(tuesday).toHaveLength(60);
    expect([tuesday[0], tuesday.at(-1)]).toEqual(["2026-03-03T07:00:00.000Z", "2026-03-03T21:45:00.000Z"]);
  });

  it("offer a New York visitor only 07:00–20:00 there, on both sides of the change", () => {
    const offered = offeredSlots(OFFICES, NEW_YORK, now);
    for (const slot of offered) expect(inVisitorDay(slot, NEW_YORK), slot.toISOString()).toBe(true);
    const days = groupByLocalDate(offered.map((s) => s.toISOString()), NEW_YORK);
    for (const day of ["2026-03-06", "2026-03-09"]) {
      const times = days.get(day)!.map((s) => wallClock(s, NEW_YORK).time);
      expect([times[0], times.at(-1), times.length], day).toEqual(["07:00", "16:45", 40]);
    }
    expect(visitorHours(offered, NEW_YORK)).toEqual({ dayStart: "07:00", dayEnd: "17:00" });
  });

  it("are the offices' slots within the visitor's day, for visitors all round the world and around clock changes", () => {
    const zones = [NEW_YORK, LONDON, "Africa/Johannesburg", "Pacific/Auckland", "Asia/Kolkata", "America/Los_Angeles", "Australia/Adelaide", "UTC"];
    for (const at of ["2026-03-02T12:00:00Z", "2026-03-20T03:10:00Z", "2026-10-20T23:59:00Z", "2026-12-31T18:00:00Z"]) {
      const moment = new Date(at);
      const all = officesSlots(OFFICES, moment);
      for (const zone of zones) {
        const expected = all.filter((slot) => inVisitorDay(slot, zone)).map((slot) => slot.toISOString());
        expect(offeredSlots(OFFICES, zone, moment).map((slot) => slot.toISOString()), `${zone} at ${at}`).toEqual(expected);
      }
    }
  });

  it("offer a Johannesburg visitor 09:00–20:00, and nothing that ends after 20:00", () => {
    const offered = offeredSlots(OFFICES, "Africa/Johannesburg", now);
    expect(visitorHours(offered, "Africa/Johannesburg")).toEqual({ dayStart: "09:00", dayEnd: "20:00" });
    expect(inVisitorDay(new Date("2026-03-03T17:45:00Z"), "Africa/Johannesburg")).toBe(true); // 19:45–20:00
    expect(inVisitorDay(new Date("2026-03-03T18:00:00Z"), "Africa/Johannesburg")).toBe(false); // 20:00
    expect(inVisitorDay(new Date("2026-03-03T04:45:00Z"), "Africa/Johannesburg")).toBe(false); // 06:45
  });

  it("check a booking against the offices: every slot of theirs passes, and the nearest miss is named", () => {
    for (const slot of officesSlots(OFFICES, now)) expect(officesSlotProblem(slot, OFFICES, now), slot.toISOString()).toBeNull();
    expect(officesSlotProblem(new Date("2026-03-04T01:00:00Z"), OFFICES, now)).toBe("out-of-hours"); // night everywhere
    expect(officesSlotProblem(new Date("2026-03-04T10:10:00Z"), OFFICES, now)).toBe("misaligned");
    expect(officesSlotProblem(new Date("2026-03-07T12:00:00Z"), OFFICES, now)).toBe("weekend"); // Saturday everywhere
    // Friday 18:00 in New York is Saturday in Cape Town and London: New York's hours are what it misses.
    expect(officesSlotProblem(new Date("2026-03-06T23:00:00Z"), OFFICES, now)).toBe("out-of-hours");
    expect(officesSlotProblem(new Date("2026-03-02T12:30:00Z"), OFFICES, now)).toBe("past");
    expect(officesSlotProblem(new Date("2026-03-30T14:00:00Z"), OFFICES, now)).toBe("too-far");
  });

  it("have no hours for a visitor whose day none of them reaches", () => {
    const capeTown: OfficesWindow = { offices: [OFFICES.offices[0]], daysAhead: 3 };
    // Honolulu (UTC-10): Cape Town's 07:00–15:00 UTC is 21:00–05:00 there.
    expect(offeredSlots(capeTown, "Pacific/Honolulu", now)).toEqual([]);
    expect(visitorHours([], "Pacific/Honolulu")).toBeNull();
  });
});
