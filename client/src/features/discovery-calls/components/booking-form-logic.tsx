// The booking form's checks and its call, loaded when the visitor gets to the form (see
// booking-form.tsx): react-hook-form with the shared schema the server applies, attached to the
// fields already on the page.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { discoveryCallFormSchema, type DiscoveryCallFormValues } from "@shared/contracts/discovery-calls";
import { useBookDiscoveryCall } from "../api/book-discovery-call";
import type { BookingFormFields, BookingFormProps, FormLogic } from "./booking-form-types";

const FIELDS: readonly BookingFormFields[] = ["name", "email", "company", "needs"];

interface BookingFormLogicProps extends BookingFormProps {
  onReady: (logic: FormLogic) => void;
}

export default function BookingFormLogic({ onReady, slot, timeZone, onMissingSlot, onSending, onBooked, onFailed }: BookingFormLogicProps) {
  // No default values: registering a field then takes what is already in it, typed before the
  // checks arrived.
  const form = useForm<DiscoveryCallFormValues>({ resolver: zodResolver(discoveryCallFormSchema) });
  const booking = useBookDiscoveryCall();
  const { errors } = form.formState;
  const messages = Object.fromEntries(FIELDS.map((field) => [field, errors[field]?.message]));
  const shown = JSON.stringify(messages);
  const pending = booking.isPending;

  // Hands the fields, errors and submit handler to the form whenever what it shows changes.
  useEffect(() => {
    const onSubmit = form.handleSubmit((values) => {
      if (!slot) {
        onMissingSlot();
        return;
      }
      onSending();
      booking.mutate(
        { ...values, slotStart: slot, timeZone },
        {
          onSuccess: onBooked,
          onError: (error) => onFailed(error, (field, message) => form.setError(field, { message }, { shouldFocus: true })),
        },
      );
    });
    onReady({ fieldProps: form.register, errors: JSON.parse(shown), onSubmit, pending });
    // The callbacks are the scheduler's own; what changes what the form shows is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, pending, slot, timeZone]);

  return null;
}
