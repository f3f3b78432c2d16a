import { describe, expect, it } from "vitest";
import { SHORTLIST_HOURS, pastDeadline, requisitionClock, requisitionFlow } from "./requisition";

const DAY = 86_400_000;
const submitted = new Date("2031-03-01T09:00:00Z");
const base = { status: "open" as const, submittedAt: submitted.toISOString(), dueAt: new Date(submitted.getTime() + 14 * DAY).toISOString(), shortlistedAt: null, filledAt: null, closedAt: null };
const at = (days: number) => new Date(submitted.getTime() + days * DAY);
const clockText = (r: Parameters<typeof requisitionClock>[0], now: Date) => requisitionClock(r, now).text;
const clockShare = (r: Parameters<typeof requisitionClock>[0], now: Date) => requisitionClock(r, now).share;

describe("the 14-day clock", () => {
  it("is the flow's timed move: open to overdue by the rule after 14 days, 336 hours", () => {
    expect(requisitionFlow.timedMove("open", "overdue")).toEqual({ from: "open", to: "overdue", by: "rule", days: 14 });
    expect(SHORTLIST_HOURS).toBe(336);
    expect(requisitionFlow.refusalOf("open", "overdue")).toBe("This requisition is searching: it cannot become overdue by request; that happens on its own.");
    expect(requisitionFlow.refusalOf("filled", "closed")).toBe("This requisition is filled: it cannot become closed.");
  });

  it("is past its deadline only while open, from the deadline's moment on", () => {
    const dueAt = new Date(base.dueAt);
    expect(pastDeadline({ status: "open", dueAt }, at(13.99))).toBe(false);
    expect(pastDeadline({ status: "open", dueAt }, at(14))).toBe(true);
    expect(pastDeadline({ status: "shortlisted", dueAt }, at(20))).toBe(false);
    expect(pastDeadline({ status: "overdue", dueAt }, at(20))).toBe(false);
  });
});

describe("the clock in words", () => {
  it("counts the days left, rounded up, and the last day apart", () => {
    expect(clockText(base, at(0))).toBe("14 days left");
    expect(clockText(base, at(3.5))).toBe("11 days left");
    expect(clockText(base, at(13.2))).toBe("Last day: due within 24 hours");
  });

  it("says how late once the deadline has passed, and that the search goes on", () => {
    expect(clockText({ ...base, status: "overdue" }, at(14.1))).toBe("Overdue by 1 day; the search goes on, free");
    expect(clockText({ ...base, status: "overdue" }, at(17.5))).toBe("Overdue by 3 days; the search goes on, free");
  });

  it("stops when the shortlist is made, and the bar stops there too", () => {
    const shortlisted = { ...base, status: "shortlisted" as const, shortlistedAt: at(6.2).toISOString() };
    expect(clockText(shortlisted, at(20))).toBe("Shortlisted in 7 days");
    expect(clockShare(shortlisted, at(20))).toBeCloseTo(6.2 / 14, 5);
    expect(clockShare(base, at(7))).toBe(0.5);
    expect(clockShare(base, at(30))).toBe(1);
    expect(requisitionClock(base, at(7)).daysUsed).toBe(7);
  });
});
