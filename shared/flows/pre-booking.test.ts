import { describe, expect, it } from "vitest";
import { PRE_BOOKING_STATUSES } from "../constants";
import { PRE_BOOKING_EXPIRY, preBookingExpiresAt, preBookingFlow } from "./pre-booking";

describe("the pre-booking flow", () => {
  it("lets only the booked expert answer, an admin or the rule complete, and the rule decline unanswered", () => {
    expect(preBookingFlow.may("pending", "confirmed", "expert")).toBe(true);
    expect(preBookingFlow.may("pending", "declined", "expert")).toBe(true);
    expect(preBookingFlow.may("pending", "declined", "rule")).toBe(true);
    expect(preBookingFlow.may("pending", "confirmed", "admin")).toBe(false);
    expect(preBookingFlow.may("pending", "declined", "client")).toBe(false);
    expect(preBookingFlow.may("pending", "confirmed", "rule")).toBe(false);
    expect(preBookingFlow.may("confirmed", "completed", "admin")).toBe(true);
    expect(preBookingFlow.may("confirmed", "completed", "rule")).toBe(true);
    expect(preBookingFlow.may("confirmed", "completed", "expert")).toBe(false);
    // Declined and completed are the end.
    for (const to of PRE_BOOKING_STATUSES) {
      for (const by of ["expert", "client", "admin", "rule"] as const) {
        expect(preBookingFlow.may("declined", to, by)).toBe(false);
        expect(preBookingFlow.may("completed", to, by)).toBe(false);
      }
    }
  });

  it("answers 403 for a move that is someone else's, whatever the status, and 409 for one its status does not allow, in the API's words", () => {
    expect(preBookingFlow.refuse("pending", "confirmed", "expert")).toBeNull();
    expect(preBookingFlow.refuse("pending", "confirmed", "admin")).toEqual({ status: 403, message: "Only the expert booked can confirm or decline this pre-booking." });
    expect(preBookingFlow.refuse("pending", "declined", "client")?.status).toBe(403);
    expect(preBookingFlow.refuse("confirmed", "completed", "expert")).toEqual({ status: 403, message: "Only an admin can mark a booking completed." });
    expect(preBookingFlow.refuse("declined", "confirmed", "expert")).toEqual({ status: 409, message: "This pre-booking is already declined." });
    expect(preBookingFlow.refuse("pending", "completed", "admin")).toEqual({ status: 409, message: "Only a confirmed booking can be completed; this one is pending." });
    expect(preBookingFlow.refuse("confirmed", "pending", "expert")).toEqual({ status: 409, message: "A confirmed pre-booking cannot become pending." });
    expect(preBookingFlow.refuse("completed", "completed", "admin")?.status).toBe(409);
    // Who may is asked first: an admin never confirms, even one already confirmed.
    expect(preBookingFlow.refuse("confirmed", "confirmed", "admin")?.status).toBe(403);
  });

  it("declares its timed moves: the expiry with the setting's default days, and the end date", () => {
    expect(PRE_BOOKING_EXPIRY).toMatchObject({ from: "pending", to: "declined", by: "rule", days: 5, setting: "PREBOOKING_EXPIRY_DAYS" });
    expect(preBookingFlow.timedMove("confirmed", "completed")).toMatchObject({ by: "rule", pastDay: "its end date" });
    expect(preBookingFlow.timedMove("pending", "confirmed")).toBeUndefined();
  });

  it("expires a request the setting's days after it was made, or at the midnight UTC after its start date, whichever comes first", () => {
    const createdAt = new Date("2026-12-01T10:30:00Z");
    expect(preBookingExpiresAt({ createdAt, startDate: "2027-01-04" }, 5).toISOString()).toBe("2026-12-06T10:30:00.000Z");
    expect(preBookingExpiresAt({ createdAt, startDate: "2027-01-04" }, 2).toISOString()).toBe("2026-12-03T10:30:00.000Z");
    expect(preBookingExpiresAt({ createdAt, startDate: "2026-12-02" }, 5).toISOString()).toBe("2026-12-03T00:00:00.000Z");
    // Without the setting's value, the flow's own days.
    expect(preBookingFlow.dueAt("pending", "declined", createdAt)?.toISOString()).toBe("2026-12-06T10:30:00.000Z");
    // A confirmed booking is completed once its end date has gone by.
    expect(preBookingFlow.dueAt("confirmed", "completed", createdAt, { day: "2027-03-31" })?.toISOString()).toBe("2027-04-01T00:00:00.000Z");
    expect(preBookingFlow.dueAt("confirmed", "completed", createdAt)).toBeNull();
  });
});
