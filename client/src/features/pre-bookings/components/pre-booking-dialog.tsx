// The pre-booking modal (SPEC.md "Pre-booking modal" and section 5): expert card, availability,
// dates checked against that availability, contract length, pre-interview and notes.
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CONTRACT_LENGTHS, DEFAULT_CONTRACT_LENGTH } from "@shared/constants";
import { checkBookingDates, PRE_BOOKING_MESSAGES, PRE_BOOKING_NOTES_MAX, type PreBooking } from "@shared/contracts/pre-bookings";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useCreatePreBooking } from "../api/create-pre-booking";
import { useExpertAvailability, type ExpertAvailability } from "../api/get-expert-availability";
import { durationLabel, formatDay, laterDate, todayUtc } from "../lib/format";
import type { BookableExpert } from "../lib/types";
import { AvailabilitySummary } from "./availability-summary";
import { ExpertSummary } from "./expert-summary";

export const PRE_INTERVIEW_TEXT =
  "This is a pre-booking request. The expert will be notified and the booking will be confirmed after a successful pre-interview";
export const APPROVAL_TEXT = "This is a pre-booking request. The expert will be notified and the booking will be confirmed after expert approval";

export interface PreBookingDialogProps {
  /** The expert to book; the dialog renders nothing without one. */
  expert: BookableExpert | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dream team the request is made for, if any (must be the client's own). */
  dreamTeamId?: number | null;
  onBooked?: (booking: PreBooking) => void;
}

export function PreBookingDialog({ expert, open, onOpenChange, dreamTeamId, onBooked }: PreBookingDialogProps) {
  const availability = useExpertAvailability(expert?.userId ?? 0, open && expert !== null);
  if (!expert) return null;
  const settled = availability.isSuccess || availability.isError;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" closeLabel="Close pre-booking">
        <DialogHeader>
          <DialogTitle>Pre-book {expert.name}</DialogTitle>
          <DialogDescription>Choose the dates and contract length you have in mind.</DialogDescription>
        </DialogHeader>
        <ExpertSummary expert={expert} />
        <AvailabilitySummary availability={availability.isSuccess ? availability.data : null} />
        {settled ? (
          <PreBookingForm
            key={expert.userId}
            expert={expert}
            availability={availability.isSuccess ? availability.data : null}
            dreamTeamId={dreamTeamId ?? null}
            onCancel={() => onOpenChange(false)}
            onBooked={(booking) => {
              onBooked?.(booking);
              onOpenChange(false);
            }}
          />
        ) : (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner /> Loading availability...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface FormValues {
  startDate: string;
  endDate: string;
  contractLength: string;
  preInterviewRequested: boolean;
  notes: string;
}

interface PreBookingFormProps {
  expert: BookableExpert;
  availability: ExpertAvailability | null;
  dreamTeamId: number | null;
  onCancel: () => void;
  onBooked: (booking: PreBooking) => void;
}

function PreBookingForm({ expert, availability, dreamTeamId, onCancel, onBooked }: PreBookingFormProps) {
  const ids = useId();
  const create = useCreatePreBooking();
  const preferred = availability?.preferredContractLength;
  const { register, handleSubmit, control, setError, clearErrors, formState } = useForm<FormValues>({
    defaultValues: {
      startDate: "",
      endDate: "",
      contractLength: String(preferred && (CONTRACT_LENGTHS as readonly number[]).includes(preferred) ? preferred : DEFAULT_CONTRACT_LENGTH),
      preInterviewRequested: true,
      notes: "",
    },
  });
  const [startDate, endDate, preInterview] = useWatch({ control, name: ["startDate", "endDate", "preInterviewRequested"] });
  const duration = durationLabel(startDate, endDate);

  const today = todayUtc();
  const startMin = laterDate(today, availability?.availableFrom?.slice(0, 10));
  const dateMax = availability?.availableTo?.slice(0, 10) || undefined;
  const endMin = startDate || startMin;

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    const problem = checkBookingDates(values.startDate, values.endDate, availability, { today, formatDate: formatDay });
    if (problem) {
      setError(problem.field, { message: problem.description });
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      return;
    }
    try {
      const booking = await create.mutateAsync({
        expertId: expert.userId,
        dreamTeamId,
        startDate: values.startDate,
        endDate: values.endDate,
        contractLength: Number(values.contractLength),
        preInterviewRequested: values.preInterviewRequested,
        notes: values.notes.trim() || null,
      });
      toast({ title: PRE_BOOKING_MESSAGES.submitted.title, description: `${expert.name} will be notified of your request.` });
      onBooked(booking);
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) {
        if (path === "startDate" || path === "endDate" || path === "notes" || path === "contractLength") setError(path, { message });
      }
      toast({ title: PRE_BOOKING_MESSAGES.failed.title, description: errorMessage(err, PRE_BOOKING_MESSAGES.failed.description), variant: "destructive" });
    }
  });

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Pre-book ${expert.name}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" required error={errors.startDate?.message} id={`${ids}-start`}>
          <Input type="date" min={startMin} max={dateMax} {...register("startDate")} />
        </FormField>
        <FormField label="End date" required error={errors.endDate?.message} id={`${ids}-end`}>
          <Input type="date" min={endMin} max={dateMax} {...register("endDate")} />
        </FormField>
      </div>
      {duration && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Duration: <span className="font-medium text-foreground">{duration}</span>
        </p>
      )}
      <FormField label="Contract length" error={errors.contractLength?.message} id={`${ids}-length`}>
        <Select options={CONTRACT_LENGTHS.map((n) => ({ value: String(n), label: `${n} months` }))} {...register("contractLength")} />
      </FormField>
      <div className="flex flex-col gap-2">
        <Checkbox id={`${ids}-interview`} label="Request a pre-interview" {...register("preInterviewRequested")} />
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{preInterview ? PRE_INTERVIEW_TEXT : APPROVAL_TEXT}</p>
      </div>
      <FormField label="Notes" error={errors.notes?.message} id={`${ids}-notes`} hint="Optional: the project, team or anything the expert should know.">
        <Textarea rows={3} maxLength={PRE_BOOKING_NOTES_MAX} {...register("notes")} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="accent" disabled={create.isPending}>
          {create.isPending ? (
            <>
              <Spinner /> Submitting...
            </>
          ) : (
            "Submit Pre-booking"
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
