import { describe, expect, it } from "vitest";
import { clockHours, hoursText, MINUTE_STEPS } from "./hours";

describe("timesheet hours", () => {
  it("offers every quarter hour from 0 to 12", () => {
    expect(MINUTE_STEPS).toHaveLength(49);
    expect(MINUTE_STEPS.slice(0, 3)).toEqual([0, 15, 30]);
    expect(MINUTE_STEPS.at(-1)).toBe(720);
  });

  it("reads minutes as hours", () => {
    expect(clockHours(450)).toBe("7:30");
    expect(clockHours(45)).toBe("0:45");
    expect(hoursText(450)).toBe("7.5 hours");
    expect(hoursText(60)).toBe("1 hour");
  });
});
