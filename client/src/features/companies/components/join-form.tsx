// The join page's content: what the invitation is for (the company, the address, the role), then
// the invitee's name and a password. A link that is unknown, used, revoked or expired says so.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { acceptInvitationSchema } from "@shared/contracts/companies";
import { COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS } from "@shared/company-roles";
import { MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, fieldErrors, isNetworkError } from "@/lib/api-client";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useInvitation } from "../api/get-invitation";

const schema = acceptInvitationSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm the password") })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch.description, path: ["confirmPassword"] });
type Values = z.input<typeof schema>;

export interface JoinFormProps {
  token: string | null;
  /** After the account is made: sign the new member in (the page composes the sign-in). */
  onJoined: (credentials: { email: string; password: string }) => Promise<void> | void;
  /** Where someone whose link does not work can go instead. */
  fallback: React.ReactNode;
}

export function JoinForm({ token, onJoined, fallback }: JoinFormProps) {
  const [joined, setJoined] = useState(false);
  const invitation = useInvitation(token, { enabled: !joined });
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  if (!token) return <BadLink message="This invitation link is not valid. Please check that you copied the whole link." fallback={fallback} />;
  if (invitation.isPending) return <Skeleton className="h-40" aria-label="Loading your invitation" />;
  if (invitation.isError) return <BadLink message={errorMessage(invitation.error, "Could not load your invitation. Please try again.")} fallback={fallback} />;
  const { companyName, email, role } = invitation.data;

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, password }) => {
    setFailure(null);
    try {
      await accept.mutateAsync({ token, firstName, lastName, password });
      setJoined(true);
      await onJoined({ email, password });
    } catch (err) {
      const fields = fieldErrors(err);
      const known = (["firstName", "lastName", "password"] as const).filter((k) => fields[k]);
      for (const k of known) form.setError(k, { message: fields[k] });
      if (known.length === 0) setFailure(isNetworkError(err) ? MESSAGES.networkError : errorMessage(err, "Could not join. Please try again."));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <p className="rounded-lg border border-border bg-muted/50 p-4 text-sm">
        <strong>{companyName}</strong> invites <span className="break-all">{email}</span> to join as <strong>{COMPANY_ROLE_LABELS[role]}</strong>: {COMPANY_ROLE_DESCRIPTIONS[role].toLowerCase()}.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Join ${companyName}`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
        </div>
        <FormField label="Password" error={errors.password?.message} hint={PASSWORD_MESSAGES.rule} required>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? "Joining..." : `Join ${companyName}`}
        </Button>
      </form>
    </div>
  );
}

function BadLink({ message, fallback }: { message: string; fallback: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950">
        {message}
      </p>
      {fallback}
    </div>
  );
}
