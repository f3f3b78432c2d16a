import { describe, expect, it } from "vitest";
import { CONTRACT_LENGTH_OPTIONS, STATUS_OPTIONS, toIsoTimestamp } from "./status";

describe("availability options", () => {
  it("labels the four statuses as SPEC.md does", () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(["Available", "Pre-Booked", "Booked", "Unavailable"]);
  });
  it("offers 3/6/12/18/24 months with 6 recommended", () => {
    expect(CONTRACT_LENGTH_OPTIONS.map((o) => o.label)).toEqual(["3 months", "6 months (recommended)", "12 months", "18 months", "24 months"]);
  });
  it("sends days as ISO timestamps and empties as null", () => {
    expect(toIsoTimestamp("2027-01-10")).toBe("2027-01-10T00:00:00.000Z");
    expect(toIsoTimestamp("")).toBeNull();
  });
});
