// 'Forgot password?': asks for the address and always answers the same (the server says nothing
// about which addresses have accounts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { passwordResetRequestSchema, type PasswordResetRequestInput } from "@shared/contracts/auth";
import { MESSAGES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { errorMessage, fieldErrors, isNetworkError } from "@/lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await request.mutateAsync(values);
      setSent(answer.message);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.email) form.setError("email", { message: fields.email });
      else setFailure(isNetworkError(err) ? MESSAGES.networkError : errorMessage(err, "Something went wrong. Please try again."));
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-teal-300 bg-teal-50 p-4 text-sm text-teal-950">
        {sent}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField label="E-mail address" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register("email")} />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending && <Spinner />}
        {request.isPending ? "Sending..." : "Send me a link"}
      </Button>
    </form>
  );
}
