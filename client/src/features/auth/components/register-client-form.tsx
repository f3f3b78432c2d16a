// The /register/client form (SPEC.md "/register/client", sections 5 and 8): personal details,
// company information and project preferences; registers, then signs the new client in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MESSAGES, PASSWORD_MESSAGES } from "@shared/constants";
import { registerClientSchema } from "@shared/contracts/auth";
import { clientProfileSchema, type ClientProfile } from "@shared/contracts/client-profiles";
import { CompanyInformationFields, ProjectPreferenceFields } from "@/components/forms/company-profile-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { fieldErrors } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { useRegisterClient } from "../api/register-client";
import { AUTO_LOGIN_FAILED, clientRegistrationError, REGISTRATION_FAILED_TITLE } from "../lib/registration-messages";

const formSchema = registerClientSchema
  .omit({ userType: true })
  .extend(clientProfileSchema.shape)
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export interface RegisterClientResult {
  /** False when the account was created but the automatic sign-in failed. */
  signedIn: boolean;
  profile: ClientProfile;
}

const defaults: FormInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  companyName: "",
  companySize: "",
  industry: "",
  companyLocation: "",
  website: "",
  typicalProjectDuration: "",
  preferredTeamSize: "",
  budgetRange: "",
  urgency: "",
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-border pt-6 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function RegisterClientForm({ onComplete }: { onComplete: (result: RegisterClientResult) => void | Promise<void> }) {
  const register = useRegisterClient();
  const login = useLogin();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.password !== values.confirmPassword) {
      form.setError("confirmPassword", { message: MESSAGES.passwordMismatch.description });
      toast({ ...MESSAGES.passwordMismatch, variant: "destructive" });
      return;
    }
    const { firstName, lastName, email, password, confirmPassword: _confirm, ...profile } = values;
    try {
      await register.mutateAsync({ firstName, lastName, email, password });
    } catch (err) {
      for (const [path, message] of Object.entries(fieldErrors(err))) {
        if (path in defaults) form.setError(path as keyof FormInput, { message });
      }
      toast({ title: REGISTRATION_FAILED_TITLE, description: clientRegistrationError(err), variant: "destructive" });
      return;
    }
    try {
      await login.mutateAsync({ identifier: email, password });
    } catch {
      toast(AUTO_LOGIN_FAILED);
      await onComplete({ signedIn: false, profile });
      return;
    }
    toast({ title: "Registration successful", description: `Welcome to Protea Talent, ${firstName}!` });
    await onComplete({ signedIn: true, profile });
  });

  const busy = isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <Section title="Personal Details">
        <FormField label="First Name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required className="sm:col-span-2">
          <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register("email")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={PASSWORD_MESSAGES.rule} required>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </Section>

      <Section title="Company Information">
        <CompanyInformationFields register={form.register} errors={errors} />
      </Section>

      <Section title="Project Preferences">
        <ProjectPreferenceFields register={form.register} errors={errors} />
      </Section>

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
