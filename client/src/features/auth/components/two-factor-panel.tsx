// The admin console's Security tab: whether two-factor sign-in is on for this admin, its set-up,
// and the admin's password (ADMIN_PASSWORD is the first one only; it is changed here).
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { ListSkeleton, LoadError } from "@/components/admin/list-parts";
import { twoFactorStatusKey, useTwoFactorStatus } from "../api/get-two-factor-status";
import { ChangePasswordForm } from "./account-security";
import { TwoFactorSetup } from "./two-factor-setup";
import { formatMoment } from "@/lib/calendar-date";

export function TwoFactorPanel() {
  const id = useId();
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-2xl space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Two-factor sign-in
      </h2>
      {status.isPending ? (
        <ListSkeleton label="Loading two-factor sign-in..." rows={1} />
      ) : status.isError ? (
        <LoadError what="your two-factor sign-in" onRetry={() => void status.refetch()} />
      ) : status.data.enrolled ? (
        <div className="rounded-lg border border-border bg-card p-4 text-sm">
          <p className="font-medium">On since {formatMoment(status.data.enrolledAt)}.</p>
          <p className="mt-1 text-muted-foreground">
            Signing in asks for a code from your authenticator app after your password. {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">
            Off. Turn it on so that signing in to the admin console needs a code from your phone as well as your password.
            {status.data.required && " This server requires it."}
          </p>
          <TwoFactorSetup onDone={() => void queryClient.invalidateQueries({ queryKey: twoFactorStatusKey })} />
        </div>
      )}
    </section>
  );
}

export function AdminSecurityPanel() {
  return (
    <div className="space-y-10">
      <TwoFactorPanel />
      <section className="max-w-md">
        <ChangePasswordForm />
      </section>
    </div>
  );
}
