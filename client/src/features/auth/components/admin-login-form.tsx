// The admin sign-in form shown by AdminGate (SPEC.md "/admin/blog", section 8 "Admin login").
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MESSAGES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { PasswordInput } from "@/components/ui/password-input";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { needsTwoFactor, useAdminLogin } from "../api/admin-login";
import { TwoFactorCodeForm } from "./two-factor-code-form";

const schema = z.object({
  username: z.string().trim().min(1, "Username is required"),
  password: z.string().min(1, "Password is required"),
});
type Values = z.infer<typeof schema>;

export function AdminLoginForm({ title = "Admin Login" }: { title?: string }) {
  const loginMutation = useAdminLogin();
  /** Set once the password was right and the account needs its code next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await loginMutation.mutateAsync(values);
      if (needsTwoFactor(answer)) return setChallenge(answer.challenge);
      toast({ title: "Login successful", description: "Welcome to the admin panel" });
    } catch (err) {
      const description =
        err instanceof ApiError && err.status === 429
          ? errorMessage(err, MESSAGES.tooManyAttempts)
          : MESSAGES.adminLoginFailed.description;
      toast({ title: MESSAGES.adminLoginFailed.title, description, variant: "destructive" });
    }
  });

  if (challenge) {
    return (
      <TwoFactorCodeForm
        challenge={challenge}
        onRestart={() => {
          setChallenge(null);
          form.reset({ username: form.getValues("username"), password: "" });
        }}
      />
    );
  }

  return (
    <div className="container flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription>Sign in with your administrator account to continue.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <FormField label="Username" error={errors.username?.message} required>
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register("username")} />
            </FormField>
            <FormField label="Password" error={errors.password?.message} required>
              <PasswordInput autoComplete="current-password" {...form.register("password")} />
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
              {loginMutation.isPending && <Spinner />}
              {loginMutation.isPending ? "Signing in..." : "Sign In"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
