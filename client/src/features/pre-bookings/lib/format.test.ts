import { describe, expect, it } from "vitest";
import { checkBookingDates } from "@shared/contracts/pre-bookings";
import { durationLabel, laterDate } from "./format";
import { formatDay, todayUtc } from "@shared/calendar";

describe("durationLabel", () => {
  it("is empty until both dates make a positive range", () => {
    expect(durationLabel(null, "2027-01-10")).toBeNull();
    expect(durationLabel("2027-01-10", "2027-01-10")).toBeNull();
    expect(durationLabel("2027-01-10", "2027-01-01")).toBeNull();
  });

  it("counts days and approximates months as days / 30, rounded", () => {
    expect(durationLabel("2027-01-01", "2027-01-02")).toBe("1 day (~0 months)");
    expect(durationLabel("2027-01-01", "2027-01-31")).toBe("30 days (~1 month)");
    expect(durationLabel("2027-01-01", "2027-07-01")).toBe("181 days (~6 months)");
    expect(durationLabel("2027-01-01", "2027-01-15")).toBe("14 days (~0 months)");
    expect(durationLabel("2027-01-01", "2027-01-17")).toBe("16 days (~1 month)");
  });

  it("is not fooled by a daylight-saving change in the browser's zone", () => {
    expect(durationLabel("2027-03-27", "2027-03-29")).toBe("2 days (~0 months)");
  });
});

describe("formatDay and helpers", () => {
  it("formats calendar dates without shifting them", () => {
    expect(formatDay("2027-12-07")).toBe("7 Dec 2027");
    expect(formatDay("2027-12-07T00:00:00.000Z")).toBe("7 Dec 2027");
    expect(formatDay("")).toBe("");
  });

  it("picks today in UTC and the later of two dates", () => {
    expect(todayUtc(new Date("2027-05-01T23:30:00-05:00"))).toBe("2027-05-02");
    expect(laterDate("2027-01-02", "2027-01-01")).toBe("2027-01-02");
    expect(laterDate(undefined, "2027-01-01")).toBe("2027-01-01");
    expect(laterDate(null, null)).toBeUndefined();
  });
});

describe("checkBookingDates (the rules the form and the server share)", () => {
  const window = { availableFrom: "2027-02-01", availableTo: "2027-12-31" };
  it("reports SPEC's messages in order", () => {
    expect(checkBookingDates("", "2027-03-01", window)?.title).toBe("Missing dates");
    expect(checkBookingDates("2027-03-01", null, window)?.description).toBe("Please provide both start and end dates for the booking.");
    expect(checkBookingDates("2027-03-01", "2027-03-01", window)?.title).toBe("Invalid dates");
    expect(checkBookingDates("2027-01-31", "2027-03-01", window, { formatDate: formatDay })).toEqual({
      field: "startDate",
      title: "Invalid start date",
      description: "The expert is only available from 1 Feb 2027.",
    });
    expect(checkBookingDates("2027-03-01", "2028-01-01", window, { formatDate: formatDay })?.description).toBe("The expert is only available until 31 Dec 2027.");
    expect(checkBookingDates("2027-03-01", "2027-04-01", window, { today: "2027-03-02" })?.description).toBe("The start date cannot be in the past.");
    expect(checkBookingDates("2027-02-01", "2027-12-31", window)).toBeNull();
    expect(checkBookingDates("2027-02-01", "2029-12-31", { availableFrom: "2027-01-01", availableTo: null })).toBeNull();
    expect(checkBookingDates("2027-02-01", "2029-12-31", null)).toBeNull();
  });
});
