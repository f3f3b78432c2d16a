// The expert's availability (SPEC.md sections 3-5, 8): status, dates, contract length, auto-extend.
// Creates the record the first time (POST) and updates it afterwards (PUT).
import { useId, useState, type FormEvent } from "react";
import { AVAILABILITY_STATUS_LABELS, DEFAULT_CONTRACT_LENGTH, type AvailabilityStatus } from "@shared/constants";
import { AVAILABILITY_MESSAGES, type Availability } from "@shared/contracts/availability";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useAvailability } from "../api/get-availability";
import { useSaveAvailability } from "../api/save-availability";
import { CONTRACT_LENGTH_OPTIONS, STATUS_COLOURS, STATUS_OPTIONS, toIsoTimestamp } from "../lib/status";

export interface AvailabilityFormProps {
  /** The signed-in expert's id. */
  expertId: number;
  headingLevel?: "h2" | "h3";
  className?: string;
}

export function AvailabilityStatusBadge({ status }: { status: AvailabilityStatus }) {
  const colour = STATUS_COLOURS[status];
  return (
    <span className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", colour.badge)} data-status={status}>
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", colour.dot)} />
      {AVAILABILITY_STATUS_LABELS[status]}
    </span>
  );
}

export function AvailabilityForm({ expertId, headingLevel = "h2", className }: AvailabilityFormProps) {
  const availability = useAvailability(expertId);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as={headingLevel}>Availability</CardTitle>
        <CardDescription>Tell clients when you can start and how long you would like to engage.</CardDescription>
      </CardHeader>
      <CardContent>
        {availability.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading availability" className="grid gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : availability.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(availability.error, "Could not load your availability.")}
          </p>
        ) : (
          // Keyed so a saved record (or a different expert) starts the form afresh.
          <AvailabilityFields key={availability.data?.updatedAt ?? "new"} expertId={expertId} saved={availability.data} />
        )}
      </CardContent>
    </Card>
  );
}

function AvailabilityFields({ expertId, saved }: { expertId: number; saved: Availability | null }) {
  const id = useId();
  const [status, setStatus] = useState<AvailabilityStatus>(saved?.status ?? "available");
  const [availableFrom, setAvailableFrom] = useState(saved?.availableFrom ?? "");
  const [availableTo, setAvailableTo] = useState(saved?.availableTo ?? "");
  const [contractEnd, setContractEnd] = useState(saved?.currentContractEndDate ?? "");
  const [length, setLength] = useState(String(saved?.preferredContractLength ?? DEFAULT_CONTRACT_LENGTH));
  const [autoExtend, setAutoExtend] = useState(saved?.autoExtend ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAvailability();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!availableFrom) {
      setErrors({ availableFrom: AVAILABILITY_MESSAGES.missingFrom.description });
      toast({ title: AVAILABILITY_MESSAGES.missingFrom.title, description: AVAILABILITY_MESSAGES.missingFrom.description, variant: "destructive" });
      return;
    }
    if (availableTo && availableTo < availableFrom) {
      setErrors({ availableTo: AVAILABILITY_MESSAGES.toBeforeFrom });
      toast({ title: AVAILABILITY_MESSAGES.updateFailed.title, description: AVAILABILITY_MESSAGES.toBeforeFrom, variant: "destructive" });
      return;
    }
    setErrors({});
    save.mutate(
      {
        expertId,
        exists: saved !== null,
        values: {
          status,
          availableFrom: toIsoTimestamp(availableFrom) ?? undefined,
          availableTo: toIsoTimestamp(availableTo),
          currentContractEndDate: toIsoTimestamp(contractEnd),
          preferredContractLength: Number(length),
          autoExtend,
        },
      },
      {
        onSuccess: () => toast({ title: AVAILABILITY_MESSAGES.updated.title }),
        onError: (err) => {
          setErrors(fieldErrors(err));
          toast({ title: AVAILABILITY_MESSAGES.updateFailed.title, description: errorMessage(err, AVAILABILITY_MESSAGES.updateFailed.description), variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Availability">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Status" id={`${id}-status`} error={errors.status} className="min-w-[12rem] flex-1">
          <Select value={status} onChange={(e) => setStatus(e.target.value as AvailabilityStatus)} options={STATUS_OPTIONS} />
        </FormField>
        <div className="pb-2" aria-hidden="true">
          <AvailabilityStatusBadge status={status} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Available from" id={`${id}-from`} error={errors.availableFrom} required>
          <Input type="date" value={availableFrom} onChange={(e) => setAvailableFrom(e.target.value)} />
        </FormField>
        <FormField label="Available to" id={`${id}-to`} error={errors.availableTo} hint="Leave empty if ongoing.">
          <Input type="date" value={availableTo} min={availableFrom || undefined} onChange={(e) => setAvailableTo(e.target.value)} />
        </FormField>
        <FormField label="Current contract end date" id={`${id}-end`} error={errors.currentContractEndDate} hint="Optional.">
          <Input type="date" value={contractEnd} onChange={(e) => setContractEnd(e.target.value)} />
        </FormField>
        <FormField label="Preferred contract length" id={`${id}-length`} error={errors.preferredContractLength}>
          <Select value={length} onChange={(e) => setLength(e.target.value)} options={CONTRACT_LENGTH_OPTIONS} />
        </FormField>
      </div>
      <Checkbox id={`${id}-auto`} label="Auto-extend my availability when a contract ends" checked={autoExtend} onChange={(e) => setAutoExtend(e.target.checked)} />
      <Button type="submit" variant="accent" className="self-start" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Update Availability"}
      </Button>
    </form>
  );
}
