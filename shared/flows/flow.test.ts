import { describe, expect, it } from "vitest";
import { engagementFlow } from "./engagement";
import { invoiceFlow } from "./invoice";
import { timesheetWeekFlow } from "./timesheet-week";

describe("a flow", () => {
  it("allows exactly the moves in its table, for the movers named there", () => {
    expect(timesheetWeekFlow.may("submitted", "approved", "client")).toBe(true);
    expect(timesheetWeekFlow.may("submitted", "approved", "rule")).toBe(true);
    expect(timesheetWeekFlow.may("submitted", "approved", "expert")).toBe(false);
    expect(timesheetWeekFlow.may("approved", "disputed", "client")).toBe(false);
    expect(engagementFlow.may("active", "awaiting_acceptance", "admin")).toBe(true);
    expect(engagementFlow.may("ended", "active", "rule")).toBe(false);
    expect(invoiceFlow.may("draft", "open", "run")).toBe(true);
    expect(invoiceFlow.may("draft", "open", "admin")).toBe(false);
  });

  it("says a refusal in its own words", () => {
    expect(timesheetWeekFlow.refusalOf("approved", "disputed")).toBe("This week is approved: it cannot be disputed now.");
    expect(engagementFlow.refusalOf("ended", "active")).toBe("This engagement is ended: it cannot become active.");
    expect(invoiceFlow.refusalOf("paid", "paid")).toBe("This invoice is paid already.");
    expect(invoiceFlow.refusalOf("draft", "paid")).toBe("This invoice is draft: it cannot become paid.");
    expect(engagementFlow.changed).toBe("This engagement has just changed. Please reload it and try again.");
  });

  it("derives a timed move's deadline from its duration, and none where time makes no move", () => {
    const submitted = new Date("2026-11-23T16:30:00Z");
    expect(timesheetWeekFlow.timedMove("submitted", "approved")).toEqual({ from: "submitted", to: "approved", by: "rule", days: 5 });
    expect(timesheetWeekFlow.dueAt("submitted", "approved", submitted)?.toISOString()).toBe("2026-11-28T16:30:00.000Z");
    expect(timesheetWeekFlow.dueAt("submitted", "disputed", submitted)).toBeNull();
    expect(invoiceFlow.dueAt("open", "paid", submitted)).toBeNull();
  });
});
