// What pages use from the pre-bookings feature.
export { ClientPreBookings, type ClientPreBookingsProps } from "./components/client-pre-bookings";
export { ExpertPreBookings, type ExpertPreBookingsProps } from "./components/expert-pre-bookings";
export { PreBookingDialog, type PreBookingDialogProps } from "./components/pre-booking-dialog";
export { useClientPreBookings } from "./api/get-client-pre-bookings";
export type { BookableExpert } from "./components/expert-summary";
