// The dashboards' Account card, loaded when it is shown: it sits below the fold and its forms
// need not weigh on the dashboard's first load.
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";

const AccountSecurity = lazy(() => import("./account-security").then((m) => ({ default: m.AccountSecurity })));

export function LazyAccountSecurity() {
  return (
    <Suspense fallback={<Skeleton className="h-64" aria-label="Loading your account settings" />}>
      <AccountSecurity />
    </Suspense>
  );
}
