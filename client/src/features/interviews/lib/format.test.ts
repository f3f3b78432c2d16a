import { describe, expect, it } from "vitest";
import type { InterviewSlot } from "@shared/contracts/interviews";
import { besides, placeOf, slotsByDay } from "./format";

const slot = (clientDate: string, clientTime: string, expertDate: string, expertTime: string): InterviewSlot => ({
  startsAt: "",
  endsAt: "",
  client: { starts: { date: clientDate, time: clientTime }, ends: { date: clientDate, time: clientTime } },
  expert: { starts: { date: expertDate, time: expertTime }, ends: { date: expertDate, time: expertTime } },
});

describe("interview times", () => {
  it("groups slots by the reader's own calendar day", () => {
    const slots = [slot("2026-12-07", "23:00", "2026-12-08", "09:00"), slot("2026-12-08", "08:00", "2026-12-08", "18:00")];
    expect(slotsByDay(slots, "client").map((d) => [d.date, d.slots.length])).toEqual([
      ["2026-12-07", 1],
      ["2026-12-08", 1],
    ]);
    expect(slotsByDay(slots, "expert").map((d) => [d.date, d.slots.length])).toEqual([["2026-12-08", 2]]);
  });

  it("says the other clock's time, and its day when it is another", () => {
    expect(besides({ date: "2026-12-07", time: "09:00" }, { date: "2026-12-07", time: "11:00" }, "Africa/Johannesburg")).toBe("11:00 in Johannesburg");
    expect(besides({ date: "2026-12-07", time: "23:00" }, { date: "2026-12-08", time: "09:00" }, "Australia/Sydney")).toBe("09:00 the next day in Sydney");
    expect(placeOf("America/Los_Angeles")).toBe("Los Angeles");
  });
});
