// Labels, badge colours and chart styles of the statuses the console shows (SPEC.md section 4:
// unknown values render neutral).
import type { BadgeVariant } from "@/components/ui/badge";
import type { PreBookingStatus } from "@shared/constants";

type Style = { label: string; variant: BadgeVariant };

const capitalise = (value: string) => (value ? value[0].toUpperCase() + value.slice(1) : "Unknown");
const styleOf = (map: Record<string, Style>, value: string): Style => map[value] ?? { label: capitalise(value), variant: "neutral" };

const BOOKING: Record<string, Style> = {
  pending: { label: "Pending", variant: "warning" },
  confirmed: { label: "Confirmed", variant: "success" },
  declined: { label: "Declined", variant: "destructive" },
  completed: { label: "Completed", variant: "accent" },
};
const TEAM: Record<string, Style> = {
  active: { label: "Active", variant: "success" },
  draft: { label: "Draft", variant: "warning" },
};
const CALL: Record<string, Style> = {
  new: { label: "New", variant: "warning" },
  contacted: { label: "Contacted", variant: "accent" },
  done: { label: "Done", variant: "success" },
};

export const bookingStatusStyle = (status: string) => styleOf(BOOKING, status);
export const teamStatusStyle = (status: string) => styleOf(TEAM, status);
export const callStatusStyle = (status: string) => styleOf(CALL, status);

/**
 * Chart fills: each status has its own colour (at least 3:1 against white) and its own pattern,
 * so the bars read without colour too.
 */
export const CHART_STYLES: Record<PreBookingStatus, { label: string; color: string; pattern: "stripes" | "solid" | "cross" | "dots" }> = {
  pending: { label: "Pending", color: "#b45309", pattern: "stripes" },
  confirmed: { label: "Confirmed", color: "#15803d", pattern: "solid" },
  declined: { label: "Declined", color: "#b91c1c", pattern: "cross" },
  completed: { label: "Completed", color: "#0f766e", pattern: "dots" },
};
