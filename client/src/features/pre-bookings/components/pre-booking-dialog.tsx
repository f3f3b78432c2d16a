// The pre-booking modal (SPEC.md "Pre-booking modal" and section 5): expert card, availability,
// dates checked against that availability, contract length, pre-interview and notes. The page
// fetches the expert's availability and passes it in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CONTRACT_LENGTHS, DEFAULT_CONTRACT_LENGTH } from "@shared/constants";
import { PRE_BOOKING_MESSAGES, PRE_BOOKING_NOTES_MAX, type PreBooking } from "@shared/contracts/pre-bookings";
import { dollarsToCents, estimateCents, formatDollarRate } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CostEstimate } from "@/components/ui/cost-estimate";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useCreatePreBooking } from "../api/create-pre-booking";
import { bookingDateProblem, bookingFormSchema, type BookingFormInput, type BookingFormValues } from "../lib/booking-form";
import { endDateForLength, laterDate, lengthsLabel } from "../lib/format";
import { AvailabilitySummary, type ExpertAvailability } from "./availability-summary";
import { ExpertSummary, type BookableExpert } from "./expert-summary";
import { todayUtc } from "@shared/calendar";

export const PRE_INTERVIEW_TEXT =
  "This is a pre-booking request. The expert will be notified and the booking will be confirmed after a successful pre-interview";
export const APPROVAL_TEXT = "This is a pre-booking request. The expert will be notified and the booking will be confirmed after expert approval";

export interface PreBookingDialogProps {
  /** The expert to book; the dialog renders nothing without one. */
  expert: BookableExpert | null;
  /**
   * The expert's saved availability: undefined while it loads, null when they have none or it
   * could not be fetched (the dialog then shows no window and checks no dates against it).
   */
  availability: ExpertAvailability | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dream team the request is made for, if any (must be the client's own). */
  dreamTeamId?: number | null;
  /** The requisition the expert was proposed for, if the request is made from it (it counts towards filling it). */
  requisitionId?: number | null;
  onBooked?: (booking: PreBooking) => void;
}

export function PreBookingDialog({ expert, availability, open, onOpenChange, dreamTeamId, requisitionId, onBooked }: PreBookingDialogProps) {
  if (!expert) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" closeLabel="Close pre-booking">
        <DialogHeader>
          <DialogTitle>Pre-book {expert.name}</DialogTitle>
          <DialogDescription>Choose the dates and contract length you have in mind.</DialogDescription>
        </DialogHeader>
        <ExpertSummary expert={expert} />
        <AvailabilitySummary availability={availability} />
        {availability !== undefined ? (
          <PreBookingForm
            key={expert.userId}
            expert={expert}
            availability={availability}
            dreamTeamId={dreamTeamId ?? null}
            requisitionId={requisitionId ?? null}
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

interface PreBookingFormProps {
  expert: BookableExpert;
  availability: ExpertAvailability | null;
  dreamTeamId: number | null;
  requisitionId: number | null;
  onCancel: () => void;
  onBooked: (booking: PreBooking) => void;
}

const dateText = (value: unknown) => (typeof value === "string" ? value : "");

function PreBookingForm({ expert, availability, dreamTeamId, requisitionId, onCancel, onBooked }: PreBookingFormProps) {
  const ids = useId();
  const create = useCreatePreBooking();
  const preferred = availability?.preferredContractLength;
  const today = todayUtc();
  const schema = useMemo(() => bookingFormSchema(availability, today), [availability, today]);
  const { register, handleSubmit, control, setError, getValues, setValue, formState } = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(schema),
    // SPEC.md section 5's checks run on submit: messages stay until the next one, focus stays put.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    defaultValues: {
      startDate: "",
      endDate: "",
      contractLength: String(preferred && (CONTRACT_LENGTHS as readonly number[]).includes(preferred) ? preferred : DEFAULT_CONTRACT_LENGTH),
      preInterviewRequested: true,
      notes: "",
    },
  });
  const [startValue, endValue, preInterview, lengthValue] = useWatch({ control, name: ["startDate", "endDate", "preInterviewRequested", "contractLength"] });
  const startDate = dateText(startValue);
  const endDate = dateText(endValue);
  const months = Number(lengthValue);
  // The end date follows the start and the chosen length (start + length × 30 days) until the client sets it by hand.
  const [endEdited, setEndEdited] = useState(false);
  useEffect(() => {
    if (endEdited || !startDate || !(months > 0)) return;
    setValue("endDate", endDateForLength(startDate, months));
  }, [endEdited, startDate, months, setValue]);
  const duration = lengthsLabel(startDate, endDate, months);
  // The server's estimate of a booking is the same function over the same dates and rate (its answer keeps it).
  const estimate = expert.hourlyRate !== null && startDate && endDate && endDate > startDate ? estimateCents(dollarsToCents(expert.hourlyRate), { from: startDate, to: endDate }) : null;

  const startMin = laterDate(today, availability?.availableFrom?.slice(0, 10));
  const dateMax = availability?.availableTo?.slice(0, 10) || undefined;
  const endMin = startDate || startMin;

  const onInvalid = () => {
    const { startDate, endDate } = getValues();
    const problem = bookingDateProblem(startDate, endDate, availability, today);
    if (problem) toast({ title: problem.title, description: problem.description, variant: "destructive" });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      // SPEC.md's payload, with the requisition only when the request is made from one.
      const booking = await create.mutateAsync({ ...values, expertId: expert.userId, dreamTeamId, ...(requisitionId !== null && { requisitionId }) });
      toast({ title: PRE_BOOKING_MESSAGES.submitted.title, description: `${expert.name} will be notified of your request.` });
      onBooked(booking);
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) {
        if (path === "startDate" || path === "endDate" || path === "notes" || path === "contractLength") setError(path, { message });
      }
      toast({ title: PRE_BOOKING_MESSAGES.failed.title, description: errorMessage(err, PRE_BOOKING_MESSAGES.failed.description), variant: "destructive" });
    }
  }, onInvalid);

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Pre-book ${expert.name}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" required error={errors.startDate?.message} id={`${ids}-start`}>
          <Input type="date" min={startMin} max={dateMax} {...register("startDate")} />
        </FormField>
        <FormField label="End date" required error={errors.endDate?.message} id={`${ids}-end`} hint={endEdited ? undefined : "Follows the contract length until you change it."}>
          <Input type="date" min={endMin} max={dateMax} {...register("endDate", { onChange: () => setEndEdited(true) })} />
        </FormField>
      </div>
      {duration && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Duration: <span className="font-medium text-foreground">{duration}</span>
        </p>
      )}
      {estimate && (
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground" aria-live="polite">
          <span>Estimated cost:</span>
          <CostEstimate estimate={estimate} basis={`at ${formatDollarRate(expert.hourlyRate!)} and 40 hours a week, both dates included`} />
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
