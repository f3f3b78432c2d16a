import { describe, expect, it } from "vitest";
import { candidateFlow, candidateStatusOf } from "./candidate";

describe("a requisition candidate's flow", () => {
  it("lets the client mark a new candidate for interview or decline one, and decline one marked for interview", () => {
    expect(candidateStatusOf(null)).toBe("proposed");
    expect(candidateFlow.may("proposed", "interview", "client")).toBe(true);
    expect(candidateFlow.may("proposed", "declined", "client")).toBe(true);
    expect(candidateFlow.may("interview", "declined", "client")).toBe(true);
    expect(candidateFlow.may("interview", "proposed", "client")).toBe(false);
    expect(candidateFlow.may("declined", "interview", "client")).toBe(false);
  });

  it("keeps a declined candidate declined, in the API's words", () => {
    expect(candidateFlow.refuse("declined", "interview", "client")).toEqual({ status: 409, message: "You have declined this candidate already." });
    expect(candidateFlow.refuse("declined", "declined", "client")).toEqual({ status: 409, message: "You have declined this candidate already." });
    expect(candidateFlow.refuse("interview", "proposed", "client")).toEqual({ status: 409, message: "This candidate is for interview: it cannot become new." });
  });
});
