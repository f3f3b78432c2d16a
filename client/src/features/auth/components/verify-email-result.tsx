// What the verification link opens: the link is checked once, and the result said plainly.
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useVerifyEmail } from "../api/verify-email";

export function VerifyEmailResult({ token }: { token: string | null }) {
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    // Once: a link is single-use, and a second request would say it was used.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (!token || verify.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950">
          {verify.isError
            ? errorMessage(verify.error, "We could not verify your address. Please try again.")
            : "This link is not valid. Please check that you copied the whole link, or ask for a new one."}
        </p>
        <p className="text-sm text-muted-foreground">Signed in, you can ask for a new link from your dashboard.</p>
      </div>
    );
  }
  if (verify.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-lg border border-teal-300 bg-teal-50 p-4 text-sm text-teal-950">
          {verify.data.message}
        </p>
        <Link href={paths.login} className={buttonVariants({ variant: "accent" })}>
          Continue
        </Link>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner /> Checking your link...
    </p>
  );
}
