// The second step of an admin sign-in: a code from the authenticator app, or a recovery code.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { TWO_FACTOR_MESSAGES } from "@shared/contracts/auth-two-factor";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useCompleteTwoFactorLogin } from "../api/complete-two-factor-login";
import { errorCode } from "../lib/two-factor-errors";

export function TwoFactorCodeForm({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const mutation = useCompleteTwoFactorLogin();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError("Enter the code from your authenticator app");
    setError(undefined);
    mutation.mutate(
      { challenge, code: typed },
      {
        onSuccess: () => toast({ title: "Login successful", description: "Welcome to the admin panel" }),
        onError: (err) => {
          if (errorCode(err) === "two_factor_challenge_expired") {
            toast({ variant: "destructive", title: "Login failed", description: TWO_FACTOR_MESSAGES.challengeExpired });
            return onRestart();
          }
          const message = err instanceof ApiError && (err.status === 401 || err.status === 429) ? errorMessage(err, TWO_FACTOR_MESSAGES.wrongCode) : errorMessage(err, "Something went wrong");
          setError(message);
          setCode("");
          input.current?.focus();
        },
      },
    );
  };

  return (
    <div className="container flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">Two-factor sign-in</h1>
          <CardDescription>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <FormField label="Code" error={error} required>
              <Input ref={input} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={40} value={code} onChange={(e) => setCode(e.target.value)} />
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner />}
              {mutation.isPending ? "Checking..." : "Verify"}
            </Button>
            <Button type="button" variant="link" onClick={onRestart}>
              Start again with your password
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
