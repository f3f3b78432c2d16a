// The visitor's details, checked with the same schema the server applies.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { discoveryCallFormSchema, DISCOVERY_NEEDS_MAX, type DiscoveryCallFormValues } from "@shared/contracts/discovery-calls";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

export type BookingFormFields = keyof DiscoveryCallFormValues;

export interface BookingFormProps {
  /** A sentence describing the chosen slot, or null when none is chosen yet. */
  chosen: string | null;
  pending: boolean;
  onSubmit: (values: DiscoveryCallFormValues, setFieldError: (field: BookingFormFields, message: string) => void) => void;
}

const EMPTY: DiscoveryCallFormValues = { name: "", email: "", company: "", needs: "" };

export function BookingForm({ chosen, pending, onSubmit }: BookingFormProps) {
  const form = useForm<DiscoveryCallFormValues>({ resolver: zodResolver(discoveryCallFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, (field, message) => form.setError(field, { message }, { shouldFocus: true })))}
      className="grid gap-4"
    >
      <p className="rounded-md bg-secondary px-4 py-3 text-sm" aria-live="polite">
        {chosen ? (
          <>
            <span className="font-semibold">Your call:</span> {chosen}
          </>
        ) : (
          "Choose a day and a time for your call."
        )}
      </p>
      <FormField label="Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField label="Work email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
      </FormField>
      <FormField label="Company" required error={errors.company?.message}>
        <Input autoComplete="organization" {...form.register("company")} />
      </FormField>
      <FormField
        label="What do you need?"
        required
        hint="Roles, stack, team size and when you would like to start."
        error={errors.needs?.message}
      >
        <Textarea rows={4} maxLength={DISCOVERY_NEEDS_MAX} {...form.register("needs")} />
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
  );
}
