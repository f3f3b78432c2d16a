// How a requisition's state and clock read on screen.
import type { RequisitionStatus } from "@shared/constants";
import type { RequisitionSummary } from "@shared/contracts/requisitions";
import { REQUISITION_STATUS_LABELS } from "@shared/requisition-clock";
import type { StatusStyle } from "@/components/ui/status-style";

export const REQUISITION_STATUS_STYLES: Record<RequisitionStatus, StatusStyle> = {
  open: { label: REQUISITION_STATUS_LABELS.open, variant: "accent" },
  overdue: { label: REQUISITION_STATUS_LABELS.overdue, variant: "warning" },
  shortlisted: { label: REQUISITION_STATUS_LABELS.shortlisted, variant: "success" },
  filled: { label: REQUISITION_STATUS_LABELS.filled, variant: "success" },
  closed: { label: REQUISITION_STATUS_LABELS.closed, variant: "neutral" },
};


/** Hours as the console shows a duration: "18 h" under two days, else "3.5 days". */
export function formatDuration(hours: number | null): string {
  if (hours === null) return "—";
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** "1 of 2 candidates proposed · 1 for interview". */
export function progressText(r: Pick<RequisitionSummary, "counts" | "shortlistSize" | "headcount">): string {
  const parts = [`${r.counts.proposed} of ${r.shortlistSize} candidates proposed`];
  if (r.counts.interview) parts.push(`${r.counts.interview} for interview`);
  if (r.counts.confirmedBookings) parts.push(`${r.counts.confirmedBookings} of ${r.headcount} booked`);
  return parts.join(" · ");
}
