// The visitor's details. The form's checks (react-hook-form with the shared schema the server
// applies) and the booking call load once a slot is picked or the form is first used, not with the
// page: until then the fields are plain inputs, and they keep what was typed when the checks
// arrive (booking-form-logic.tsx attaches to the same elements).
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { DISCOVERY_NEEDS_MAX } from "@shared/discovery-messages";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BookingFormFields, BookingFormProps, FormLogic } from "./booking-form-types";

const BookingFormLogic = lazy(() => import("./booking-form-logic"));

export type { BookingFormFields, BookingFormProps, FormLogic, SetFieldError } from "./booking-form-types";

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
