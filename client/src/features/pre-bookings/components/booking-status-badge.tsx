import { Badge } from "@/components/ui/badge";
import { bookingStatusStyle } from "../lib/status";

export function BookingStatusBadge({ status }: { status: string }) {
  const { label, variant } = bookingStatusStyle(status);
  return <Badge variant={variant}>{label}</Badge>;
}
