// The /login form (SPEC.md "/login", section 8 "User login").
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MESSAGES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage, isNetworkError } from "@/lib/api-client";
import { ADMIN_SIGN_IN_ELSEWHERE, useLogin } from "../api/login";
import type { AuthUser } from "../lib/auth-storage";
import { PasswordInput } from "@/components/ui/password-input";

const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, "Username is required"),
  password: z.string().min(1, "Password is required"),
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

function failureDescription(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) return errorMessage(err, MESSAGES.tooManyAttempts);
  if (isNetworkError(err)) return MESSAGES.networkError;
  if (err instanceof Error && err.message === ADMIN_SIGN_IN_ELSEWHERE) return err.message;
  return MESSAGES.loginFailed.description;
}

export interface LoginFormProps {
  /** Called after a successful sign-in (after the welcome toast). */
  onSuccess: (user: AuthUser) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await loginMutation.mutateAsync(values);
      toast({ title: "Login successful", description: `Welcome back, ${user.firstName || user.username || ""}!` });
      onSuccess(user);
    } catch (err) {
      toast({ title: MESSAGES.loginFailed.title, description: failureDescription(err), variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField label="Username" error={errors.identifier?.message} required>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register("identifier")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={loginMutation.isPending} className="w-full">
        {loginMutation.isPending && <Spinner />}
        {loginMutation.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
