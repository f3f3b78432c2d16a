// Shown on a dashboard while the account's address is unverified: why it matters, and a button
// that mails a new link.
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useAccount } from "../api/get-account";
import { useResendVerification } from "../api/resend-verification";

/** What waits for a verified address, by kind of account. */
const WHAT_WAITS = {
  client: "Until then you can browse experts, but not pre-book them.",
  expert: "Until then we cannot activate your profile for clients.",
  candidate: "Until then we cannot activate you as an expert.",
} as const;

export function EmailVerificationNotice({ userType, className }: { userType: keyof typeof WHAT_WAITS; className?: string }) {
  const account = useAccount();
  const resend = useResendVerification();
  if (!account.data || account.data.emailVerified) return null;
  return (
    <section aria-labelledby="verify-email-title" className={cn("rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950", className)} data-testid="email-verification-notice">
      <h2 id="verify-email-title" className="font-semibold">
        Please verify your e-mail address
      </h2>
      <p className="mt-1 text-sm">
        We sent a link to <strong className="break-all">{account.data.email}</strong>. {WHAT_WAITS[userType]}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending && <Spinner />}
          Send me a new link
        </Button>
        <p aria-live="polite" className="text-sm">
          {resend.isSuccess && resend.data.message}
          {resend.isError && <span className="text-destructive">{errorMessage(resend.error, "Could not send a new link. Please try again.")}</span>}
        </p>
      </div>
    </section>
  );
}
