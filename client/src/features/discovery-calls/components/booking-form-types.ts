// The booking form's shapes, shared by the form and the checks it loads on demand (booking-form-logic).
import type { FormEvent } from "react";
import type { BookedDiscoveryCall, DiscoveryCallFormValues } from "@shared/contracts/discovery-calls";

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
