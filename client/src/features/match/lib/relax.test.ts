import { describe, expect, it } from "vitest";
import { defaultMatchForm } from "./match-form";
import { explainEmpty } from "./relax";

const form = { ...defaultMatchForm({ timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" }, "2031-03-10"), mustHave: ["Python", "Spark"], maxRate: "60" };
const none = { skills: 0, rate: 0, overlap: 0, availability: 0 };

describe("an empty answer explained", () => {
  it("names the filter that removed the most and offers loosening steps, biggest first", () => {
    const empty = explainEmpty({ excludedBy: { ...none, rate: 7, skills: 3, overlap: 1 } }, form);
    expect(empty.top).toBe("rate");
    expect(empty.summary).toBe("Your budget ruled out the most: 7 experts.");
    expect(empty.relaxations.map((r) => r.label)).toEqual([
      "Drop the budget",
      "Make Python a nice-to-have",
      "Make Spark a nice-to-have",
      "Lower the minimum shared hours to 2",
    ]);
  });

  it("changes the form as each step says", () => {
    const [rate, python, , overlap] = explainEmpty({ excludedBy: { ...none, rate: 7, skills: 3, overlap: 1 } }, form).relaxations;
    expect(rate.apply(form).maxRate).toBe("");
    expect(python.apply(form)).toMatchObject({ mustHave: ["Spark"], niceToHave: ["Python"] });
    expect(overlap.apply(form).minOverlapHours).toBe("2");
    const half = { ...form, minOverlapHours: "0.5" };
    expect(explainEmpty({ excludedBy: { ...none, overlap: 1 } }, half).relaxations[0].apply(half).minOverlapHours).toBe("0.25");
  });

  it("moves the start to the suggested date, else four weeks later", () => {
    expect(explainEmpty({ excludedBy: { ...none, availability: 2 } }, form).relaxations.map((r) => [r.label, r.apply(form).startDate])).toEqual([
      ["Start on 7 Apr 2031 instead", "2031-04-07"],
    ]);
    const suggested = explainEmpty({ excludedBy: { ...none, availability: 2 }, suggestedStartDate: "2031-05-05" }, form);
    expect(suggested.relaxations[0].label).toBe("Start on 5 May 2031 instead");
  });

  it("offers no step a filter cannot take, and says when nobody is active", () => {
    expect(explainEmpty({ excludedBy: { ...none, skills: 4 } }, { ...form, mustHave: ["Cobol"] }).relaxations).toEqual([]);
    expect(explainEmpty({ excludedBy: none }, form)).toEqual({ top: null, summary: "There are no active experts to match yet.", relaxations: [] });
  });
});
