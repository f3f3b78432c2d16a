// My data and the console's Accounts tab load when they are shown, not with the page: they are
// seldom used, and the dashboards' first-load JavaScript is budgeted (client/bundle-budget.json).
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { MyDataSectionProps } from "./my-data-section";

const MyDataSectionModule = lazy(() => import("./my-data-section").then((m) => ({ default: m.MyDataSection })));
const AdminAccountsPanelModule = lazy(() => import("./admin-accounts-panel").then((m) => ({ default: m.AdminAccountsPanel })));

export function LazyMyDataSection(props: MyDataSectionProps) {
  return (
    <Suspense fallback={<Skeleton className="h-36" aria-label="Loading My data" />}>
      <MyDataSectionModule {...props} />
    </Suspense>
  );
}

export function LazyAdminAccountsPanel() {
  return (
    <Suspense fallback={<Skeleton className="h-36" aria-label="Loading accounts" />}>
      <AdminAccountsPanelModule />
    </Suspense>
  );
}
