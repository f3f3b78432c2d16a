import { describe, expect, it } from "vitest";
import { trialOf } from "../trial";
import { AUTO_APPROVAL, autoApproveAt, excessMinutes, weekTotalMinutes } from "./timesheet-week";

describe("a timesheet week's derived fields", () => {
  it("add up a week's days and the minutes beyond the agreed hours", () => {
    expect(weekTotalMinutes([{ minutes: 480 }, { minutes: 450 }, { minutes: 0 }])).toBe(930);
    expect(weekTotalMinutes([])).toBe(0);
    expect(excessMinutes(2_700, 2_400)).toBe(300);
    expect(excessMinutes(2_000, 2_400)).toBe(0);
    expect(excessMinutes(2_700, null)).toBe(0);
  });

  it("approve a submitted week 5 days after it was submitted, unless it is over the agreed hours", () => {
    const submittedAt = new Date("2031-03-07T16:00:00Z");
    expect(AUTO_APPROVAL.days).toBe(5);
    expect(autoApproveAt({ status: "submitted", submittedAt }, 0)).toEqual(new Date("2031-03-12T16:00:00Z"));
    expect(autoApproveAt({ status: "submitted", submittedAt }, 15)).toBeNull();
    expect(autoApproveAt({ status: "disputed", submittedAt }, 0)).toBeNull();
    expect(autoApproveAt({ status: "draft", submittedAt: null }, 0)).toBeNull();
  });
});

describe("the trial as an engagement's answer carries it", () => {
  it("runs 30 days from the start, the start counted, for an active engagement", () => {
    expect(trialOf({ status: "active", startDate: "2031-03-03" }, "2031-03-03")).toEqual({ lastDay: "2031-04-01", open: true });
    expect(trialOf({ status: "active", startDate: "2031-03-03" }, "2031-04-01").open).toBe(true);
    expect(trialOf({ status: "active", startDate: "2031-03-03" }, "2031-04-02").open).toBe(false);
    expect(trialOf({ status: "active", startDate: "2031-03-03" }, "2031-03-02").open).toBe(false);
    expect(trialOf({ status: "awaiting_acceptance", startDate: "2031-03-03" }, "2031-03-10").open).toBe(false);
  });
});
