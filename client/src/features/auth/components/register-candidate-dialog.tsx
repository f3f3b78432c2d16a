// A candidate account created from /candidate/upload: register, sign in, carry on with the upload.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { registerCandidateSchema } from "@shared/contracts/candidates";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { fieldErrors } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { useRegisterCandidate } from "../api/register-candidate";
import { AUTO_LOGIN_FAILED, expertRegistrationError, REGISTRATION_FAILED_TITLE } from "../lib/registration-messages";

const formSchema = registerCandidateSchema.omit({ userType: true }).extend({ confirmPassword: z.string().min(1, "Please confirm your password") });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const defaults: FormInput = { firstName: "", lastName: "", email: "", username: "", password: "", confirmPassword: "" };

export interface RegisterCandidateDialogProps {
  /** Called once the new account is signed in. */
  onSignedIn?: () => void;
  /** Called when the account exists but signing in failed. */
  onNeedsLogin?: () => void;
  triggerLabel?: string;
}

export function RegisterCandidateDialog({ onSignedIn, onNeedsLogin, triggerLabel = "Create a candidate account" }: RegisterCandidateDialogProps) {
  const [open, setOpen] = useState(false);
  const register = useRegisterCandidate();
  const login = useLogin();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.password !== values.confirmPassword) {
      form.setError("confirmPassword", { message: MESSAGES.passwordMismatch.description });
      toast({ ...MESSAGES.passwordMismatch, variant: "destructive" });
      return;
    }
    const { confirmPassword: _confirm, ...account } = values;
    try {
      await register.mutateAsync(account);
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) {
        if (path in defaults) form.setError(path as keyof FormInput, { message });
      }
      toast({ title: REGISTRATION_FAILED_TITLE, description: expertRegistrationError(err), variant: "destructive" });
      return;
    }
    setOpen(false);
    try {
      await login.mutateAsync({ identifier: account.username, password: account.password });
    } catch {
      toast(AUTO_LOGIN_FAILED);
      onNeedsLogin?.();
      return;
    }
    toast({ title: "Account created", description: `Welcome, ${account.firstName}! You can now upload your profile.` });
    onSignedIn?.();
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a candidate account</DialogTitle>
          <DialogDescription>Your account keeps your profile and CV private to you and our vetting team.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register("email")} />
          </FormField>
          <FormField label="Username" error={errors.username?.message} required>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register("username")} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} hint={PASSWORD_MESSAGES.rule} required>
            <PasswordInput autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="w-full sm:col-span-2">
            {isSubmitting && <Spinner />}
            {isSubmitting ? "Creating account..." : "Create Account"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
