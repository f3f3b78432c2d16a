// Route /admin/dreamteam (SPEC.md section 2): the admin login, then the console of requisitions,
// experts, bookings, teams, discovery calls, candidates and accounts (export and erasure). Each tab
// is its domain's admin panel; the console stays current through the admin's live stream.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { AdminConsole, type ConsoleTab } from "@/components/admin/admin-console";
import { ListSkeleton } from "@/components/admin/list-parts";
import { AdminHeader } from "@/components/admin/admin-header";
import { LazyAdminAccountsPanel } from "@/features/account/components/lazy-account";
import { OverviewPanel } from "@/features/admin/components/overview-panel";
import { AdminGate, useAdminSession } from "@/features/auth/components/admin-gate";
import { AdminCandidatesPanel } from "@/features/candidates/components/admin-candidates-panel";
import { AdminDreamTeamsPanel } from "@/features/dream-teams/components/admin-dream-teams-panel";
import { invalidateExpert } from "@/features/experts/api/invalidate-expert";
import { isAdminExpertsKey } from "@/features/experts/api/keys";
import { AdminExpertsPanel } from "@/features/experts/components/admin-experts-panel";
import { AdminPreBookingsPanel } from "@/features/pre-bookings/components/admin-pre-bookings-panel";
import { useDocumentTitle } from "@/lib/use-document-title";

/** A candidate made an expert shows up in the expert lists and has a profile. */
function CandidatesTab() {
  const queryClient = useQueryClient();
  return <AdminCandidatesPanel onExpertActivated={(expert) => invalidateExpert(queryClient, expert.userId)} />;
}

// Tabs opened now and then load their code when first opened, so the console's first load stays small.
const AuditLogPanel = lazy(() => import("@/features/audit/components/audit-log-panel").then((m) => ({ default: m.AuditLogPanel })));
const AdminSecurityPanel = lazy(() => import("@/features/auth/components/two-factor-panel").then((m) => ({ default: m.AdminSecurityPanel })));
const RequisitionsPanel = lazy(() => import("./requisitions-tab"));
const EngagementsPanel = lazy(() => import("./engagements-tab"));
const AdminDiscoveryCallsPanel = lazy(() =>
  import("@/features/discovery-calls/components/admin-discovery-calls-panel").then((m) => ({ default: m.AdminDiscoveryCallsPanel })),
);
const AdminCompaniesPanel = lazy(() => import("@/features/companies/components/admin-companies-panel").then((m) => ({ default: m.AdminCompaniesPanel })));
const AdminPaymentsPanel = lazy(() => import("@/features/payments/components/admin-payments-panel").then((m) => ({ default: m.AdminPaymentsPanel })));
const AdminPayoutsPanel = lazy(() => import("@/features/payouts/components/admin-payouts-panel").then((m) => ({ default: m.AdminPayoutsPanel })));
const BooksPanel = lazy(() => import("@/features/ledger/components/books-panel").then((m) => ({ default: m.BooksPanel })));
const AdminInvoicesPanel = lazy(() => import("@/features/invoices/components/admin-invoices-panel").then((m) => ({ default: m.AdminInvoicesPanel })));
const RequisitionFigures = lazy(() => import("@/features/requisitions/components/requisition-figures").then((m) => ({ default: m.RequisitionFigures })));
const AdminLiveUpdates = lazy(() => import("./admin-live").then((m) => ({ default: m.AdminLiveUpdates })));
const AdminBell = lazy(() => import("./admin-live").then((m) => ({ default: m.AdminBell })));

/** The summary tiles and weekly chart, and the 14-day promise's figures. */
function OverviewTab() {
  return (
    <div className="space-y-10">
      <OverviewPanel />
      <Suspense fallback={<ListSkeleton label="Loading the shortlist figures..." rows={1} />}>
        <RequisitionFigures />
      </Suspense>
    </div>
  );
}

function RequisitionsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading requisitions..." />}>
      <RequisitionsPanel />
    </Suspense>
  );
}

function EngagementsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading engagements..." />}>
      <EngagementsPanel />
    </Suspense>
  );
}

function DiscoveryCallsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading discovery calls..." />}>
      <AdminDiscoveryCallsPanel />
    </Suspense>
  );
}

function CompaniesTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading companies..." />}>
      <AdminCompaniesPanel />
    </Suspense>
  );
}

function InvoicesTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading invoices..." />}>
      <AdminInvoicesPanel />
    </Suspense>
  );
}

function PaymentsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading payments..." />}>
      <AdminPaymentsPanel />
    </Suspense>
  );
}

function PayoutsTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading payouts..." />}>
      <AdminPayoutsPanel />
    </Suspense>
  );
}

function BooksTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading the books..." />}>
      <BooksPanel />
    </Suspense>
  );
}

function AuditTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading the audit log..." />}>
      <AuditLogPanel />
    </Suspense>
  );
}

function SecurityTab() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading two-factor sign-in..." rows={1} />}>
      <AdminSecurityPanel />
    </Suspense>
  );
}

const TABS: readonly ConsoleTab<string>[] = [
  { value: "overview", label: "Overview", panel: OverviewTab },
  { value: "requisitions", label: "Requisitions", panel: RequisitionsTab },
  { value: "engagements", label: "Engagements", panel: EngagementsTab },
  { value: "experts", label: "Experts", panel: AdminExpertsPanel },
  { value: "bookings", label: "Prebookings", panel: AdminPreBookingsPanel },
  { value: "teams", label: "Dream Teams", panel: AdminDreamTeamsPanel },
  { value: "calls", label: "Discovery Calls", panel: DiscoveryCallsTab },
  { value: "candidates", label: "Candidates", panel: CandidatesTab },
  { value: "accounts", label: "Accounts", panel: LazyAdminAccountsPanel },
  { value: "companies", label: "Companies", panel: CompaniesTab },
  { value: "invoices", label: "Invoices", panel: InvoicesTab },
  { value: "payments", label: "Payments", panel: PaymentsTab },
  { value: "payouts", label: "Payouts", panel: PayoutsTab },
  { value: "books", label: "Books", panel: BooksTab },
  { value: "audit", label: "Audit log", panel: AuditTab },
  { value: "security", label: "Security", panel: SecurityTab },
];

function AdminDreamTeamContent() {
  const { user, logout, isLoggingOut } = useAdminSession();
  const queryClient = useQueryClient();
  // The admin's expert list (inactive experts too) is not under /api/admin: drop it with the session.
  const onLogout = () => void logout().finally(() => queryClient.removeQueries({ predicate: (query) => isAdminExpertsKey(query.queryKey) }));
  return (
    <>
      <Suspense fallback={null}>
        <AdminLiveUpdates />
      </Suspense>
      <AdminHeader
        current="dreamteam"
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
        userName={user.username ?? user.firstName}
        notifications={
          <Suspense fallback={<span className="inline-flex h-10 w-10" aria-hidden="true" />}>
            <AdminBell />
          </Suspense>
        }
      />
      <section className="container py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Requisitions, experts, pre-bookings, dream teams, discovery calls, candidates and the audit log at a glance.</p>
        <div className="mt-6">
          <AdminConsole tabs={TABS} />
        </div>
      </section>
    </>
  );
}

export default function AdminDreamTeamPage() {
  useDocumentTitle("Admin Dashboard");
  return (
    <AdminGate loginTitle="Admin Login">
      <AdminDreamTeamContent />
    </AdminGate>
  );
}
