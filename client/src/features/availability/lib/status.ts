import { AVAILABILITY_STATUS_LABELS, AVAILABILITY_STATUSES, CONTRACT_LENGTHS, DEFAULT_CONTRACT_LENGTH, type AvailabilityStatus } from "@shared/constants";

/** SPEC.md section 4: green, yellow, red, grey. */
export const STATUS_COLOURS: Record<AvailabilityStatus, { dot: string; badge: string }> = {
  available: { dot: "bg-green-500", badge: "bg-green-50 text-green-800 ring-green-200" },
  "pre-booked": { dot: "bg-yellow-400", badge: "bg-yellow-50 text-yellow-900 ring-yellow-200" },
  booked: { dot: "bg-red-500", badge: "bg-red-50 text-red-800 ring-red-200" },
  unavailable: { dot: "bg-slate-400", badge: "bg-slate-100 text-slate-700 ring-slate-200" },
};

export const STATUS_OPTIONS = AVAILABILITY_STATUSES.map((value) => ({ value, label: AVAILABILITY_STATUS_LABELS[value] }));

export const CONTRACT_LENGTH_OPTIONS = CONTRACT_LENGTHS.map((months) => ({
  value: String(months),
  label: months === DEFAULT_CONTRACT_LENGTH ? `${months} months (recommended)` : `${months} months`,
}));

/** A date input's value ('YYYY-MM-DD') as the ISO timestamp SPEC.md section 5 sends. */
export function toIsoTimestamp(day: string): string | null {
  return day ? `${day}T00:00:00.000Z` : null;
}
