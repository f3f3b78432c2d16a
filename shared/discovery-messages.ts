// The discovery-call scheduler's texts and limits, apart from its zod contracts
// (contracts/discovery-calls.ts re-exports them), so the booking page shows them without loading
// zod and the derived schemas before the visitor starts on the form.

export const DISCOVERY_NEEDS_MAX = 2000;

export const DISCOVERY_MESSAGES = {
  taken: "That time has just been booked. Please choose another slot.",
  workEmail: "Please use your work email address",
  timeZone: "Please choose a valid time zone",
  slot: "Please choose a time slot",
  noSlots: "No free slots on this day",
  tooMany: "Too many booking requests from your network. Please try again later.",
  failed: "We could not book your call. Please try again.",
} as const;
