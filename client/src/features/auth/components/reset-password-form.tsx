// The 'set a new password' screen the reset link opens: the new password twice, under the
// sign-up rules. A link that is expired, used or not ours gets the server's clear message.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { passwordSchema } from "@shared/contracts/auth";
import { MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, errorCode, errorMessage, fieldErrors, isNetworkError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useResetPassword } from "../api/reset-password";

const schema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, "Please confirm the password") })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch.description, path: ["confirmPassword"] });
type Values = z.infer<typeof schema>;

const LINK_CODES = new Set(["link_invalid", "link_used", "link_expired"]);

function linkProblem(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const code = errorCode(err);
  return code && LINK_CODES.has(code) ? errorMessage(err, "") : null;
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [badLink, setBadLink] = useState<string | null>(token ? null : "This link is not valid. Please check that you copied the whole link, or ask for a new one.");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: "", confirmPassword: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ token: token ?? "", password });
      setDone(answer.message);
    } catch (err) {
      const problem = linkProblem(err);
      if (problem) return setBadLink(problem);
      const fields = fieldErrors(err);
      if (fields.password) return form.setError("password", { message: fields.password });
      setFailure(isNetworkError(err) ? MESSAGES.networkError : errorMessage(err, "Something went wrong. Please try again."));
    }
  });

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg border border-teal-300 bg-teal-50 p-4 text-sm text-teal-950">
          {done}
        </p>
        <Link href={paths.login} className={buttonVariants({ variant: "accent", size: "lg" })}>
          Sign in
        </Link>
      </div>
    );
  }
  if (badLink) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950">
          {badLink}
        </p>
        <Link href={paths.forgotPassword} className={buttonVariants({ variant: "outline" })}>
          Ask for a new link
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField label="New password" error={errors.password?.message} hint={PASSWORD_MESSAGES.rule} required>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending && <Spinner />}
        {reset.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
