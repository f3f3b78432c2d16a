// Pre-booking status labels and colours (SPEC.md section 4; unknown values render neutral).
import type { BadgeVariant } from "@/components/ui/badge";

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  pending: { label: "Pending", variant: "warning" },
  confirmed: { label: "Confirmed", variant: "success" },
  declined: { label: "Declined", variant: "destructive" },
  completed: { label: "Completed", variant: "accent" },
};

export function bookingStatusStyle(status: string): { label: string; variant: BadgeVariant } {
  return STATUS[status] ?? { label: status ? status[0].toUpperCase() + status.slice(1) : "Unknown", variant: "neutral" };
}
