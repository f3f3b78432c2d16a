// How a requisition's state and clock read on screen.
import type { RequisitionStatus } from "@shared/constants";
import type { RequisitionSummary } from "@shared/contracts/requisitions";
import { REQUISITION_STATUS_LABELS, clockUsed, daysLeftUntil } from "@shared/requisition-clock";
import type { StatusStyle } from "@/components/ui/status-style";

export const REQUISITION_STATUS_STYLES: Record<RequisitionStatus, StatusStyle> = {
  open: { label: REQUISITION_STATUS_LABELS.open, variant: "accent" },
  overdue: { label: REQUISITION_STATUS_LABELS.overdue, variant: "warning" },
  shortlisted: { label: REQUISITION_STATUS_LABELS.shortlisted, variant: "success" },
  filled: { label: REQUISITION_STATUS_LABELS.filled, variant: "success" },
  closed: { label: REQUISITION_STATUS_LABELS.closed, variant: "neutral" },
};

const DAY = 24 * 60 * 60 * 1000;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "7 Dec 2026, 14:30" in the reader's zone. */
export const formatMoment = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** Hours as the console shows a duration: "18 h" under two days, else "3.5 days". */
export function formatDuration(hours: number | null): string {
  if (hours === null) return "—";
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** The clock in words: days left, overdue by, or when it stopped. */
export function clockText(r: Pick<RequisitionSummary, "status" | "submittedAt" | "dueAt" | "shortlistedAt" | "filledAt" | "closedAt">, now: Date = new Date()): string {
  const due = new Date(r.dueAt);
  const daysTaken = (at: string) => Math.max(1, Math.ceil((new Date(at).getTime() - new Date(r.submittedAt).getTime()) / DAY));
  if (r.shortlistedAt) return `Shortlisted in ${plural(daysTaken(r.shortlistedAt), "day")}`;
  if (r.status === "filled" && r.filledAt) return `Filled in ${plural(daysTaken(r.filledAt), "day")}`;
  if (r.status === "closed") return "Closed";
  if (due <= now) return `Overdue by ${plural(Math.max(1, Math.floor((now.getTime() - due.getTime()) / DAY)), "day")}; the search goes on, free`;
  const left = daysLeftUntil(r.dueAt, now);
  return left === 1 ? "Last day: due within 24 hours" : `${plural(left, "day")} left`;
}

/** Share of the 14 days the bar shows: up to now, or up to the moment the shortlist was made. */
export function clockShare(r: Pick<RequisitionSummary, "submittedAt" | "dueAt" | "shortlistedAt" | "filledAt" | "closedAt" | "status">, now: Date = new Date()): number {
  const stoppedAt = r.shortlistedAt ?? (r.status === "filled" ? r.filledAt : null) ?? (r.status === "closed" ? r.closedAt : null);
  return clockUsed(r.submittedAt, r.dueAt, stoppedAt ? new Date(stoppedAt) : now);
}

/** "1 of 2 candidates proposed · 1 for interview". */
export function progressText(r: Pick<RequisitionSummary, "counts" | "shortlistSize" | "headcount">): string {
  const parts = [`${r.counts.proposed} of ${r.shortlistSize} candidates proposed`];
  if (r.counts.interview) parts.push(`${r.counts.interview} for interview`);
  if (r.counts.confirmedBookings) parts.push(`${r.counts.confirmedBookings} of ${r.headcount} booked`);
  return parts.join(" · ");
}
