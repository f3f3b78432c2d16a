// Chart fills of the weekly pre-bookings chart: each status has its own colour (at least 3:1
// against white) and its own pattern, so the bars read without colour too.
import type { PreBookingStatus } from "@shared/constants";

export const CHART_STYLES: Record<PreBookingStatus, { label: string; color: string; pattern: "stripes" | "solid" | "cross" | "dots" }> = {
  pending: { label: "Pending", color: "#b45309", pattern: "stripes" },
  confirmed: { label: "Confirmed", color: "#15803d", pattern: "solid" },
  declined: { label: "Declined", color: "#b91c1c", pattern: "cross" },
  completed: { label: "Completed", color: "#0f766e", pattern: "dots" },
};
