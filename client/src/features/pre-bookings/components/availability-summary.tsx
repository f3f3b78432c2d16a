// The expert's current availability inside the booking dialog (nothing when none could be fetched).
import { AVAILABILITY_STATUS_LABELS, type AvailabilityStatus } from "@shared/constants";
import type { Availability } from "@shared/contracts/availability";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { formatDay } from "@shared/calendar";

/** The fields of an expert's saved availability the booking dialog uses. */
export type ExpertAvailability = Pick<Availability, "status" | "availableFrom" | "availableTo" | "preferredContractLength">;

const STATUS_VARIANT: Record<AvailabilityStatus, BadgeVariant> = {
  available: "success",
  "pre-booked": "warning",
  booked: "destructive",
  unavailable: "neutral",
};

export function AvailabilitySummary({ availability }: { availability: ExpertAvailability | null | undefined }) {
  if (!availability?.availableFrom) return null;
  const status = availability.status as AvailabilityStatus | undefined;
  return (
    <div className="rounded-lg border border-border p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Current availability</h3>
        {status && status in AVAILABILITY_STATUS_LABELS && <Badge variant={STATUS_VARIANT[status]}>{AVAILABILITY_STATUS_LABELS[status]}</Badge>}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Available from</dt>
        <dd>{formatDay(availability.availableFrom)}</dd>
        <dt className="text-muted-foreground">Available until</dt>
        <dd>{availability.availableTo ? formatDay(availability.availableTo) : "Ongoing"}</dd>
        {availability.preferredContractLength ? (
          <>
            <dt className="text-muted-foreground">Preferred contract</dt>
            <dd>{availability.preferredContractLength} months</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
