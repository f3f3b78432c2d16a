// Pre-booking status labels and colours.
import { statusStyle, type StatusStyle } from "@/components/ui/status-style";

const STATUS: Record<string, StatusStyle> = {
  pending: { label: "Pending", variant: "warning" },
  confirmed: { label: "Confirmed", variant: "success" },
  declined: { label: "Declined", variant: "destructive" },
  completed: { label: "Completed", variant: "accent" },
};

export const bookingStatusStyle = (status: string) => statusStyle(STATUS, status);
