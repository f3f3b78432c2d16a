// 'Account' on every dashboard: change the password (current, new, confirm), change the e-mail
// address (verified again), and sign out on every device.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { changeEmailSchema, changePasswordSchema, type ChangeEmailInput } from "@shared/contracts/auth";
import { ACCOUNT_MESSAGES, MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useChangeEmail } from "../api/change-email";
import { useChangePassword } from "../api/change-password";
import { useAccount } from "../api/get-account";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";

const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm the new password") })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordMismatch.description, path: ["confirmPassword"] });
type PasswordValues = z.infer<typeof passwordFormSchema>;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast({ title: ACCOUNT_MESSAGES.passwordChanged, description: "You stay signed in here; every other device was signed out." });
    } catch (err) {
      const fields = fieldErrors(err);
      let mapped = false;
      for (const name of ["currentPassword", "newPassword"] as const) {
        if (fields[name]) {
          form.setError(name, { message: fields[name] });
          mapped = true;
        }
      }
      if (!mapped) toast({ title: "Password not changed", description: errorMessage(err, "Something went wrong"), variant: "destructive" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="font-semibold">
        Change password
      </h3>
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message} hint={PASSWORD_MESSAGES.rule} required>
        <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending && <Spinner />}
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}

export function ChangeEmailForm() {
  const account = useAccount();
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: "", currentPassword: "" } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      form.reset();
      toast({
        title: "E-mail address changed",
        description: result.emailVerified ? `Your address is now ${result.email}.` : `We sent a verification link to ${result.email}.`,
      });
    } catch (err) {
      const fields = fieldErrors(err);
      let mapped = false;
      for (const name of ["email", "currentPassword"] as const) {
        if (fields[name]) {
          form.setError(name, { message: fields[name] });
          mapped = true;
        }
      }
      if (!mapped) toast({ title: "E-mail address not changed", description: errorMessage(err, "Something went wrong"), variant: "destructive" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="font-semibold">
        Change e-mail address
      </h3>
      <p className="text-sm text-muted-foreground">
        {account.isPending
          ? "Loading your address..."
          : account.data
            ? `Now: ${account.data.email} (${account.data.emailVerified ? "verified" : "not verified yet"}).`
            : "Could not load your address."}{" "}
        A new address must be verified again.
      </p>
      <FormField label="New e-mail address" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register("email")} />
      </FormField>
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={change.isPending} className="self-start">
        {change.isPending && <Spinner />}
        {change.isPending ? "Saving..." : "Change e-mail address"}
      </Button>
    </form>
  );
}

export function SignOutEverywhere() {
  const [, navigate] = useLocation();
  const signOut = useSignOutEverywhere();
  return (
    <div className="flex flex-col gap-3" aria-labelledby="sign-out-everywhere-title" role="group">
      <h3 id="sign-out-everywhere-title" className="font-semibold">
        Sign out everywhere
      </h3>
      <p className="text-sm text-muted-foreground">Ends every sign-in of your account, on every device and this one.</p>
      <Button
        variant="destructive"
        className="self-start"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              toast({ title: ACCOUNT_MESSAGES.signedOutEverywhere });
              navigate(paths.login);
            },
            onError: (err) => toast({ title: "Sign-out failed", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
          })
        }
      >
        {signOut.isPending && <Spinner />}
        Sign out everywhere
      </Button>
    </div>
  );
}

/** The whole 'Account' card, for a dashboard. */
export function AccountSecurity() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Account</CardTitle>
        <CardDescription>Your password, your e-mail address and where you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-2">
        <ChangePasswordForm />
        <div className="flex flex-col gap-8">
          <ChangeEmailForm />
          <SignOutEverywhere />
        </div>
      </CardContent>
    </Card>
  );
}
