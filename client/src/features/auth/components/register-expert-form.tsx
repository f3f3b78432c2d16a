// The /register/expert form (SPEC.md "/register/expert", sections 5 and 8); success signs the expert in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { EXPERT_SPECIALIZATIONS, MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { registerExpertSchema } from "@shared/contracts/auth";
import type { PublicUser } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { fieldErrors } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { useRegisterExpert } from "../api/register-expert";
import { AUTO_LOGIN_FAILED, expertRegistrationError, REGISTRATION_FAILED_TITLE } from "../lib/registration-messages";

const formSchema = registerExpertSchema
  .omit({ userType: true, specialization: true })
  .extend({
    specialization: z.union([z.literal(""), z.enum(EXPERT_SPECIALIZATIONS)]).refine((v) => v !== "", "Please choose a specialization"),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaults: FormInput = { firstName: "", lastName: "", specialization: "", email: "", username: "", password: "", confirmPassword: "" };

export function RegisterExpertForm({ onComplete }: { onComplete: (result: { signedIn: boolean; user: PublicUser }) => void }) {
  const register = useRegisterExpert();
  const login = useLogin();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.password !== values.confirmPassword) {
      form.setError("confirmPassword", { message: MESSAGES.passwordMismatch.description });
      toast({ ...MESSAGES.passwordMismatch, variant: "destructive" });
      return;
    }
    const { confirmPassword: _confirm, specialization, ...account } = values;
    let user: PublicUser;
    try {
      ({ user } = await register.mutateAsync({ ...account, specialization: specialization as (typeof EXPERT_SPECIALIZATIONS)[number] }));
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) {
        if (path in defaults) form.setError(path as keyof FormInput, { message });
      }
      toast({ title: REGISTRATION_FAILED_TITLE, description: expertRegistrationError(err), variant: "destructive" });
      return;
    }
    try {
      await login.mutateAsync({ identifier: account.username, password: account.password });
    } catch {
      toast(AUTO_LOGIN_FAILED);
      onComplete({ signedIn: false, user });
      return;
    }
    toast({ title: "Registration successful", description: "Welcome! Your profile is now under review." });
    onComplete({ signedIn: true, user });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="First Name" error={errors.firstName?.message} required>
        <Input autoComplete="given-name" {...form.register("firstName")} />
      </FormField>
      <FormField label="Last Name" error={errors.lastName?.message} required>
        <Input autoComplete="family-name" {...form.register("lastName")} />
      </FormField>
      <FormField label="Specialization" error={errors.specialization?.message} required className="sm:col-span-2">
        <Select placeholder="Select your specialization" options={EXPERT_SPECIALIZATIONS} {...form.register("specialization")} />
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
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:col-span-2">
        {isSubmitting && <Spinner />}
        {isSubmitting ? "Creating account..." : "Create Expert Account"}
      </Button>
    </form>
  );
}
