// Pre-booking status badges: the words are the flow's labels (shared/flows/pre-booking.ts, kept in
// shared/constants.ts so a list loads no flow code), the colours the screens'.
import { PRE_BOOKING_STATUS_LABELS, type PreBookingStatus } from "@shared/constants";
import type { BadgeVariant } from "@/components/ui/badge";
import { statusStyle, type StatusStyle } from "@/components/ui/status-style";

const VARIANTS: Record<PreBookingStatus, BadgeVariant> = { pending: "warning", confirmed: "success", declined: "destructive", completed: "accent" };

const STATUS: Record<string, StatusStyle> = Object.fromEntries(
  (Object.keys(VARIANTS) as PreBookingStatus[]).map((status) => [status, { label: PRE_BOOKING_STATUS_LABELS[status], variant: VARIANTS[status] }]),
);

export const bookingStatusStyle = (status: string) => statusStyle(STATUS, status);
