import { describe, expect, it } from "vitest";
import { listsChangedBy } from "./notifications";

describe("listsChangedBy", () => {
  it("names the lists each kind of notification changes, the bell always", () => {
    expect(listsChangedBy("pre-booking.created")).toEqual(["notifications", "pre-bookings"]);
    expect(listsChangedBy("pre-booking.reminder")).toEqual(["notifications", "pre-bookings"]);
    expect(listsChangedBy("review.approved")).toEqual(["notifications", "profile"]);
    expect(listsChangedBy("review.rejected")).toEqual(["notifications", "profile"]);
    expect(listsChangedBy("requisition.candidate-proposed")).toEqual(["notifications", "requisitions"]);
    expect(listsChangedBy("requisition.overdue")).toEqual(["notifications", "requisitions"]);
    expect(listsChangedBy("thread.message")).toEqual(["notifications", "threads"]);
    expect(listsChangedBy("profile.viewed")).toEqual(["notifications"]);
  });
});
