import { describe, expect, it } from "vitest";
import { defaultStartDate } from "./requisition-clock";

describe("the start date a new need is offered", () => {
  it("is the first Monday at least 14 days ahead", () => {
    // Saturday 28 November 2026, midday UTC: 14 days on is Saturday 12 December; the Monday after is the 14th.
    expect(defaultStartDate("UTC", new Date("2026-11-28T12:00:00Z"))).toBe("2026-12-14");
    // A Monday: 14 days on is a Monday, taken as it is.
    expect(defaultStartDate("UTC", new Date("2026-11-30T12:00:00Z"))).toBe("2026-12-14");
    // A Tuesday: the Monday six days after the fourteenth day.
    expect(defaultStartDate("UTC", new Date("2026-12-01T12:00:00Z"))).toBe("2026-12-21");
  });

  it("counts from today in the client's calendar", () => {
    // 02:00 UTC on Tuesday 1 December is still Monday 30 November in New York.
    const now = new Date("2026-12-01T02:00:00Z");
    expect(defaultStartDate("UTC", now)).toBe("2026-12-21");
    expect(defaultStartDate("America/New_York", now)).toBe("2026-12-14");
    // 23:30 UTC on Sunday 29 November is already Monday the 30th in Johannesburg.
    const late = new Date("2026-11-29T23:30:00Z");
    expect(defaultStartDate("UTC", late)).toBe("2026-12-14");
    expect(defaultStartDate("Africa/Johannesburg", late)).toBe("2026-12-14");
    expect(defaultStartDate("Pacific/Auckland", new Date("2026-11-30T12:00:00Z"))).toBe("2026-12-21");
  });
});
