// "Book the team" (PRODUCT.md "Beyond SPEC"): one pending pre-booking per member for the plan's
// dates, all or none (POST /api/dream-teams/{id}/pre-bookings). The form holds what a single
// pre-booking asks besides the dates (SPEC.md section 5: contract length, pre-interview, notes); a
// 409 names each member who cannot take it and why.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CONTRACT_LENGTHS, DEFAULT_CONTRACT_LENGTH } from "@shared/constants";
import { PRE_BOOKING_MESSAGES, PRE_BOOKING_NOTES_MAX } from "@shared/contracts/pre-bookings";
import { teamPreBookingSchema, type TeamBookingRefusal, type TeamPreBookingInput } from "@shared/contracts/dream-teams";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDetails, errorMessage } from "@/lib/api-client";
import { useBookDreamTeam } from "../api/book-dream-team";
import { useBookRequisitionCandidates } from "../api/book-requisition-candidates";
import { APPROVAL_TEXT, PRE_INTERVIEW_TEXT } from "./pre-booking-dialog";
import { formatDayWithWeekday } from "@shared/calendar";
import { lengthsLabel } from "../lib/format";

export interface BookTeamFormProps {
  /** What is booked: a dream team's members, or a requisition's candidates marked for interview. */
  target: { kind: "team"; teamId: number } | { kind: "requisition"; requisitionId: number };
  teamName: string;
  /** The plan's engagement; null when there is none to book. */
  startDate: string | null;
  endDate: string | null;
  memberCount: number;
  /** Why the team cannot be booked now (shown instead of the button), if it cannot. */
  unavailableReason?: string | null;
  onBooked?: (count: number) => void;
  heading?: string;
  /** The button's words before the count, e.g. "Book the team". */
  action?: string;
}

/** The form holds what the plan does not decide: the dates are the plan's. */
const formSchema = teamPreBookingSchema.omit({ startDate: true, endDate: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The members named in a 409, or null when the answer is not one. */
export function refusalsOf(err: unknown): TeamBookingRefusal[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const details = errorDetails(err);
  if (!details) return null;
  return details.filter((d): d is TeamBookingRefusal => typeof d === "object" && d !== null && "name" in d && typeof d.name === "string" && "message" in d && typeof d.message === "string");
}

export function BookTeamForm({ target, teamName, startDate, endDate, memberCount, unavailableReason, onBooked, heading = "Book the team", action = "Book the team" }: BookTeamFormProps) {
  const id = useId();
  const bookTeam = useBookDreamTeam();
  const bookCandidates = useBookRequisitionCandidates();
  const [problem, setProblem] = useState<{ message: string; refusals: TeamBookingRefusal[] } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { contractLength: DEFAULT_CONTRACT_LENGTH, preInterviewRequested: true, notes: "" },
  });
  const [preInterview, length] = useWatch({ control: form.control, name: ["preInterviewRequested", "contractLength"] });
  // Say what went wrong where the button is, and take the keyboard there.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const bookable = Boolean(startDate && endDate) && memberCount > 0 && !unavailableReason;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body: TeamPreBookingInput = { startDate: startDate ?? undefined, endDate: endDate ?? undefined, ...values, contractLength: values.contractLength ?? undefined };
    try {
      const result =
        target.kind === "team" ? await bookTeam.mutateAsync({ teamId: target.teamId, ...body }) : await bookCandidates.mutateAsync({ requisitionId: target.requisitionId, ...body });
      const n = result.preBookings.length;
      toast({ title: PRE_BOOKING_MESSAGES.submitted.title, description: `${n} ${n === 1 ? "request" : "requests"} sent for ${teamName}. Each expert is notified.` });
      onBooked?.(n);
    } catch (err) {
      const refusals = refusalsOf(err) ?? [];
      const message = refusals.length ? "The team cannot be booked for these dates:" : errorMessage(err, PRE_BOOKING_MESSAGES.failed.description);
      setProblem({ message, refusals });
      toast({ title: PRE_BOOKING_MESSAGES.failed.title, description: errorMessage(err, PRE_BOOKING_MESSAGES.failed.description), variant: "destructive" });
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {heading}
        </h2>
        <p className="text-sm text-muted-foreground">
          {bookable
            ? `One pre-booking request per member, ${formatDayWithWeekday(startDate!)} to ${formatDayWithWeekday(endDate!)}. Every member is booked, or none.`
            : (unavailableReason ?? "There are no dates to book yet.")}
        </p>
      </div>
      {bookable && (
        <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
          {/* One length for the whole team, stated beside the days booked so the two never disagree. */}
          <FormField
            label="Contract length for the team"
            id={`${id}-length`}
            error={form.formState.errors.contractLength?.message}
            hint={length ? `${lengthsLabel(startDate, endDate, Number(length))}, the same for every member.` : undefined}
          >
            <Select options={CONTRACT_LENGTHS.map((m) => ({ value: String(m), label: `${m} months` }))} {...form.register("contractLength", { setValueAs: (v: string) => Number(v) })} />
          </FormField>
          <Checkbox id={`${id}-interview`} label="Request a pre-interview" {...form.register("preInterviewRequested")} />
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{preInterview ? PRE_INTERVIEW_TEXT : APPROVAL_TEXT}</p>
          <FormField label="Notes" id={`${id}-notes`} error={form.formState.errors.notes?.message}>
            <Textarea rows={3} maxLength={PRE_BOOKING_NOTES_MAX} placeholder="What the team will work on" {...form.register("notes")} />
          </FormField>
          {problem && (
            <div ref={problemRef} tabIndex={-1} role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900 focus:outline-none">
              <p className="font-semibold">{problem.message}</p>
              {problem.refusals.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {problem.refusals.map((r) => (
                    <li key={r.expertId}>
                      {r.name} {r.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <Button type="submit" variant="accent" className="self-start" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <Spinner />}
            {form.formState.isSubmitting ? "Booking..." : `${action} (${memberCount})`}
          </Button>
        </form>
      )}
    </section>
  );
}
