// Setting up two-factor sign-in: the password again (a session left open is not enough), a QR code
// (an SVG our server draws; nothing is fetched from anyone else), the same secret as text, a first
// code to confirm, then the 10 recovery codes, shown this once.
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { TWO_FACTOR_MESSAGES } from "@shared/contracts/auth-two-factor";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useConfirmTwoFactor } from "../api/confirm-two-factor";
import { useStartTwoFactorSetup } from "../api/start-two-factor-setup";

const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId();
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join("\n")).then(
      () => toast({ title: "Recovery codes copied" }),
      () => toast({ variant: "destructive", title: "Copy failed", description: "Select the codes and copy them by hand." }),
    );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Two-factor sign-in is on. Save your recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: they are shown only
        now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}

export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const id = useId();
  const setup = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;

  if (!setup.data) {
    const onStart = (event: FormEvent) => {
      event.preventDefault();
      if (!password) return setPasswordError(TWO_FACTOR_MESSAGES.passwordRequired);
      setPasswordError(undefined);
      setup.mutate(
        { password },
        {
          onSuccess: () => setPassword(""),
          onError: (err) => {
            const field = fieldErrors(err).password;
            if (field) setPasswordError(field);
            else toast({ variant: "destructive", title: "Set-up failed", description: errorMessage(err, "Something went wrong") });
          },
        },
      );
    };
    return (
      <form onSubmit={onStart} noValidate className="flex flex-col gap-3 sm:max-w-xs">
        <p className="text-sm text-muted-foreground">
          You will need an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).
        </p>
        <FormField label="Your password" error={passwordError} hint="Asked again so that nobody at an open session can add their own phone." required>
          <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={setup.isPending}>
          {setup.isPending && <Spinner />}
          Set up two-factor sign-in
        </Button>
      </form>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) return setCodeError("Enter the 6-digit code from your authenticator app");
    setCodeError(undefined);
    confirm.mutate(typed, {
      onError: (err) => {
        const field = fieldErrors(err).code;
        if (field) setCodeError(field);
        else toast({ variant: "destructive", title: "Could not turn on two-factor sign-in", description: errorMessage(err, "Something went wrong") });
      },
    });
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt={`QR code to add ${setup.data.issuer} (${setup.data.label}) to your authenticator app`}
            width={200}
            height={200}
            className="mt-2 h-48 w-48 rounded-md border border-border bg-white p-1"
          />
        </li>
        <li>
          <p id={`${id}-secret-label`}>Or type this key into the app instead:</p>
          <code aria-labelledby={`${id}-secret-label`} data-testid="two-factor-secret" className="mt-1 block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
            {grouped(setup.data.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-xs">
        <FormField label="Code from the app" error={codeError} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending && <Spinner />}
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}
