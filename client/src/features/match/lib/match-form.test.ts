import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkMatchForm, defaultMatchForm, humanise } from "./match-form";

const hours = { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2031-03-10T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("the match form's request", () => {
  it("is none until a must-have skill is given, then the contract's request", () => {
    const form = defaultMatchForm(hours, "2031-03-10");
    expect(checkMatchForm(form)).toEqual({ request: null, problems: { mustHave: "Must-have skills needs at least 1 skill" } });
    expect(checkMatchForm({ ...form, mustHave: ["Python"], niceToHave: ["dbt", "DBT"] }).request).toEqual({
      mustHave: ["Python"],
      niceToHave: ["dbt"],
      startDate: "2031-03-10",
      weeks: 12,
      timeZone: "America/New_York",
      workStart: "09:00",
      workEnd: "17:00",
      minOverlapHours: 4,
      limit: 10,
    });
  });

  it("sends the budget as a number and names each problem with the form's words", () => {
    const form = { ...defaultMatchForm(hours, "2031-03-10"), mustHave: ["Python"] };
    expect(checkMatchForm({ ...form, maxRate: "90" }).request?.maxRate).toBe(90);
    const { request, problems } = checkMatchForm({ ...form, startDate: "2031-03-09", weeks: "0", minOverlapHours: "4.1", workEnd: "08:00" });
    expect(request).toBeNull();
    expect(problems).toEqual({
      startDate: "Start date cannot be in the past",
      weeks: "Length must be at least 1",
      minOverlapHours: "Minimum shared hours goes in steps of 0.25",
      workEnd: "Work end must be after work start",
    });
  });

  it("leaves other messages as they are", () => {
    expect(humanise("Time zone must be a known IANA time zone, such as Europe/London")).toBe("Time zone must be a known IANA time zone, such as Europe/London");
  });
});
