// Labels and badge colours of a record's status (SPEC.md section 4: unknown values render neutral).
import type { BadgeVariant } from "./badge";

export interface StatusStyle {
  label: string;
  variant: BadgeVariant;
}

/** The style `styles` gives `status`, or a neutral badge with the status's own name. */
export function statusStyle(styles: Record<string, StatusStyle>, status: string): StatusStyle {
  return styles[status] ?? { label: status ? status[0].toUpperCase() + status.slice(1) : "Unknown", variant: "neutral" };
}
