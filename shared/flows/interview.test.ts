import { describe, expect, it } from "vitest";
import { INTERVIEW_STATUSES } from "../constants";
import { interviewFlow } from "./interview";

describe("the interview flow", () => {
  it("lets either party move or cancel a scheduled interview, the client alone record its outcome, and the rule cancel it", () => {
    for (const by of ["client", "expert"] as const) {
      expect(interviewFlow.may("scheduled", "scheduled", by)).toBe(true);
      expect(interviewFlow.may("scheduled", "cancelled", by)).toBe(true);
    }
    expect(interviewFlow.may("scheduled", "cancelled", "rule")).toBe(true);
    expect(interviewFlow.may("scheduled", "scheduled", "rule")).toBe(false);
    expect(interviewFlow.may("scheduled", "passed", "client")).toBe(true);
    expect(interviewFlow.may("scheduled", "failed", "client")).toBe(true);
    expect(interviewFlow.may("scheduled", "passed", "expert")).toBe(false);
    for (const from of ["cancelled", "passed", "failed"] as const) {
      for (const to of INTERVIEW_STATUSES) expect(interviewFlow.may(from, to, "client")).toBe(false);
    }
  });

  it("answers 403 for a move that is the other party's (whatever the status) and 409 once nothing more can happen, in the API's words", () => {
    expect(interviewFlow.refuse("scheduled", "passed", "expert")).toEqual({ status: 403, message: "Only the client records the outcome of an interview." });
    expect(interviewFlow.refuse("scheduled", "scheduled", "rule")).toEqual({ status: 403, message: "You cannot do that with this interview." });
    expect(interviewFlow.refuse("cancelled", "cancelled", "client")).toEqual({ status: 409, message: "This interview is cancelled: it can no longer be cancelled." });
    expect(interviewFlow.refuse("cancelled", "scheduled", "expert")).toEqual({ status: 409, message: "This interview is cancelled: it can no longer be moved." });
    expect(interviewFlow.refuse("passed", "failed", "client")).toEqual({ status: 409, message: "This interview is passed: it can no longer be given an outcome." });
    expect(interviewFlow.refuse("failed", "passed", "client")).toEqual({ status: 409, message: "This interview is not passed: it can no longer be given an outcome." });
    expect(interviewFlow.refuse("cancelled", "failed", "expert")?.status).toBe(403);
  });

  it("has no timed move: its reminders move nothing", () => {
    expect(interviewFlow.timed).toBeUndefined();
    expect(interviewFlow.dueAt("scheduled", "cancelled", new Date())).toBeNull();
  });
});
