import { PRE_BOOKING_STATUS_LABELS, type PreBookingStatus } from "../constants";
import { defineFlow } from "./flow";

/**
 * Who moves a pre-booking: the booked expert (their answer), an admin (completing it by hand), or
 * the server's rule (the expiry and the end date passing, an engagement ended early, an account
 * deleted). The client asks for it and makes no move; they are named so the flow answers them.
 */
export type PreBookingMover = "expert" | "client" | "admin" | "rule";

/**
 * A pre-booking (docs/decisions/009): only the booked expert answers a pending request; a request
 * unanswered for PREBOOKING_EXPIRY_DAYS (5 by default) or whose start date has gone by is declined
 * by the rule; a confirmed booking is completed by an admin, or by the rule once its end date has
 * gone by (or its engagement ended early). A request that asked for a pre-interview is confirmed only
 * once an interview for it has passed, and is not declined by the rule while one is scheduled; its
 * days then count from the pass (docs/decisions/082; the server's check, beyond this table).
 */
export const preBookingFlow = defineFlow<PreBookingStatus, PreBookingMover>({
  noun: "pre-booking",
  labels: PRE_BOOKING_STATUS_LABELS,
  moves: {
    pending: { confirmed: ["expert"], declined: ["expert", "rule"] },
    confirmed: { completed: ["admin", "rule"] },
    declined: {},
    completed: {},
  },
  timed: [
    { from: "pending", to: "declined", by: "rule", days: 5, setting: "PREBOOKING_EXPIRY_DAYS", pastDay: "its start date" },
    { from: "confirmed", to: "completed", by: "rule", pastDay: "its end date" },
  ],
  refusal: (from, to, label) =>
    to === "confirmed" || to === "declined"
      ? `This pre-booking is already ${label(from)}.`
      : to === "completed"
        ? `Only a confirmed booking can be completed; this one is ${label(from)}.`
        : `A ${label(from)} pre-booking cannot become ${label(to)}.`,
  forbidden: (_from, to) => (to === "completed" ? "Only an admin can mark a booking completed." : "Only the expert booked can confirm or decline this pre-booking."),
});

/** The expiry: pending → declined by the rule. Its days are the PREBOOKING_EXPIRY_DAYS setting's (this is its default). */
export const PRE_BOOKING_EXPIRY = preBookingFlow.timedMove("pending", "declined")!;

/**
 * When a pending request made at `createdAt`, starting on `startDate`, is declined unanswered:
 * `days` (the setting) after it was made, or when its start date has gone by (the next midnight
 * UTC), whichever comes first. The server's answers, its reminder and its job all read this; the SQL
 * twin is `expiresAt` in server/pre-bookings/pre-bookings.repo.ts.
 */
export const preBookingExpiresAt = (b: { createdAt: Date; startDate: string }, days: number) =>
  preBookingFlow.dueAt(PRE_BOOKING_EXPIRY.from, PRE_BOOKING_EXPIRY.to, b.createdAt, { days, day: b.startDate })!;
