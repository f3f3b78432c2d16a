import { describe, expect, it } from "vitest";
import { engagementFlow } from "./engagement";
import { defineFlow } from "./flow";
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

  it("refuses 403 for a kind of move that is only others', whatever the status, where the flow says who may; else 409", () => {
    // No `forbidden` words: a move that is someone else's is a 409 like any other.
    expect(timesheetWeekFlow.refuse("submitted", "approved", "client")).toBeNull();
    expect(timesheetWeekFlow.refuse("submitted", "approved", "expert")).toEqual({ status: 409, message: "This week is submitted: it cannot be approved now." });
    expect(engagementFlow.refuse("ended", "active", "rule")).toEqual({ status: 409, message: "This engagement is ended: it cannot become active." });
    const door = defineFlow<"shut" | "open" | "gone", "keeper" | "guest">({
      noun: "door",
      labels: { shut: "Shut", open: "Open", gone: "Gone" },
      moves: { shut: { open: ["keeper"] }, open: { shut: ["keeper", "guest"] }, gone: {} },
      forbidden: (_from, to, by, allowed) => `A ${by} cannot make it ${to}: only a ${allowed.join(" or ")} can.`,
    });
    expect(door.refuse("shut", "open", "keeper")).toBeNull();
    expect(door.refuse("shut", "open", "guest")).toEqual({ status: 403, message: "A guest cannot make it open: only a keeper can." });
    // Who may is asked before when: a guest never opens it, whatever its status.
    expect(door.refuse("gone", "open", "guest")).toEqual({ status: 403, message: "A guest cannot make it open: only a keeper can." });
    // A keeper may open it, but not from here; nobody makes it gone.
    expect(door.refuse("gone", "open", "keeper")).toEqual({ status: 409, message: "This door is gone: it cannot become open." });
    expect(door.refuse("shut", "gone", "keeper")).toEqual({ status: 409, message: "This door is shut: it cannot become gone." });
    expect(door.refuse("shut", "shut", "guest")).toEqual({ status: 409, message: "This door is shut: it cannot become shut." });
  });

  it("makes a timed move after its days, a day of the thing's own, or whichever comes first", () => {
    const since = new Date("2026-12-01T10:00:00Z");
    const post = defineFlow<"sent" | "lost" | "kept", "rule">({
      noun: "letter",
      labels: { sent: "Sent", lost: "Lost", kept: "Kept" },
      moves: { sent: { lost: ["rule"], kept: ["rule"] }, lost: {}, kept: {} },
      timed: [
        { from: "sent", to: "lost", by: "rule", days: 3, setting: "LETTER_DAYS", pastDay: "its last day" },
        { from: "sent", to: "kept", by: "rule", pastDay: "its keep-until date" },
      ],
    });
    expect(post.dueAt("sent", "lost", since)?.toISOString()).toBe("2026-12-04T10:00:00.000Z");
    expect(post.dueAt("sent", "lost", since, { days: 10 })?.toISOString()).toBe("2026-12-11T10:00:00.000Z");
    expect(post.dueAt("sent", "lost", since, { days: 10, day: "2026-12-02" })?.toISOString()).toBe("2026-12-03T00:00:00.000Z");
    expect(post.dueAt("sent", "kept", since, { day: "2027-01-31" })?.toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect(post.dueAt("sent", "kept", since)).toBeNull();
  });
});
