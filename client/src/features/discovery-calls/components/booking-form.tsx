// The visitor's details. The form's checks (react-hook-form with the shared schema the server
// applies) and the booking call load once a slot is picked or the form is first used, not with the
// page: until then the fields are plain inputs, and they keep what was typed when the checks
// arrive (booking-form-logic.tsx attaches to the same elements).
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import type { BookedDiscoveryCall, DiscoveryCallFormValues } from "@shared/contracts/discovery-calls";
import { DISCOVERY_NEEDS_MAX } from "@shared/discovery-messages";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

const BookingFormLogic = lazy(() => import("./booking-form-logic"));

export type BookingFormFields = keyof DiscoveryCallFormValues;
export type SetFieldError = (field: BookingFormFields, message: string) => void;

export interface BookingFormProps {
  /** A sentence describing the chosen slot, or null when none is chosen yet. */
  chosen: string | null;
  /** The chosen slot (UTC instant) and the visitor's zone, sent with the details. */
  slot: string | null;
  timeZone: string;
  /** Submitted without a slot. */
  onMissingSlot: () => void;
  /** The details passed the checks and are on their way. */
  onSending: () => void;
  onBooked: (booking: BookedDiscoveryCall) => void;
  /** The server refused or could not be reached; field errors go back onto the fields. */
  onFailed: (error: unknown, setFieldError: SetFieldError) => void;
}

/** What the loaded checks give the fields and the form. */
export interface FormLogic {
  fieldProps: (field: BookingFormFields) => object;
  errors: Partial<Record<BookingFormFields, string>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
}

const plainField = (field: BookingFormFields) => ({ name: field });

export function BookingForm(props: BookingFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [logic, setLogic] = useState<FormLogic | null>(null);
  const submitWhenReady = useRef(false);
  // A chosen slot means the details come next: fetch the checks now.
  if (props.chosen && !wanted) setWanted(true);

  // Sent before the checks arrived: send it again through them.
  useEffect(() => {
    if (!logic || !submitWhenReady.current) return;
    submitWhenReady.current = false;
    formRef.current?.requestSubmit();
  }, [logic]);

  const fieldProps = logic?.fieldProps ?? plainField;
  const errors = logic?.errors ?? {};
  const pending = logic?.pending ?? false;
  const onSubmit =
    logic?.onSubmit ??
    ((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitWhenReady.current = true;
      setWanted(true);
    });

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <BookingFormLogic {...props} onReady={setLogic} />
        </Suspense>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={() => setWanted(true)} className="grid gap-4">
        <p className="rounded-md bg-secondary px-4 py-3 text-sm" aria-live="polite">
          {props.chosen ? (
            <>
              <span className="font-semibold">Your call:</span> {props.chosen}
            </>
          ) : (
            "Choose a day and a time for your call."
          )}
        </p>
        <FormField label="Name" required error={errors.name}>
          <Input autoComplete="name" {...fieldProps("name")} />
        </FormField>
        <FormField label="Work email" required error={errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" {...fieldProps("email")} />
        </FormField>
        <FormField label="Company" required error={errors.company}>
          <Input autoComplete="organization" {...fieldProps("company")} />
        </FormField>
        <FormField label="What do you need?" required hint="Roles, stack, team size and when you would like to start." error={errors.needs}>
          <Textarea rows={4} maxLength={DISCOVERY_NEEDS_MAX} {...fieldProps("needs")} />
        </FormField>
        <Button type="submit" variant="accent" size="lg" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> Booking...
            </>
          ) : (
            "Book Free Discovery Call"
          )}
        </Button>
      </form>
    </>
  );
}
