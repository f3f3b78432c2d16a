// Route /client/dashboard (SPEC.md section 2, PRODUCT.md "What needs you now"): the signed-in client's
// dashboard opens on what waits for them, each item a link to the exact item, with short links to
// the pages of their own (needs, team, engagements, invoices) and, below, their account: company and
// working day, e-mail setting, calendar feed, security and My data. The heading and "What needs you
// now" are drawn with this page's own code; everything below loads after it.
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { LazyAccountSecurity } from "@/features/auth/components/lazy-account-security";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { LazyMyDataSection } from "@/features/account/components/lazy-account";
import { leaveErasedAccount } from "@/features/auth/lib/after-erasure";
import { useClientTimeZone } from "@/features/client-profiles/api/get-client-profile";
import { useMayInCompany } from "@/features/companies/api/get-company-name";
import { NeedsYouSection } from "@/features/dashboard/components/needs-you";
import { clientPaths } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";

// Below the fold and rarely changed: their code loads after the dashboard's own.
const CompanyProfileSection = lazy(() => import("@/features/client-profiles/components/company-profile-section").then((m) => ({ default: m.CompanyProfileSection })));
const EmailNotificationsSetting = lazy(() =>
  import("@/features/notifications/components/email-notifications-setting").then((m) => ({ default: m.EmailNotificationsSetting })),
);
const CalendarFeedCard = lazy(() => import("@/features/calendar/components/calendar-feed-card").then((m) => ({ default: m.CalendarFeedCard })));

const PAGES = [
  { href: clientPaths.needs, title: "Needs", text: "Your shortlists, each with its 14-day clock, and a new one." },
  { href: clientPaths.team, title: "Team", text: "Experts, dream teams, pre-bookings and interviews." },
  { href: clientPaths.engagements, title: "Engagements", text: "Terms, timesheets and the conversation with each expert." },
  { href: clientPaths.invoices, title: "Invoices", text: "One a month for the hours you approved, with its PDF." },
] as const;

export default function ClientDashboardPage() {
  useDocumentTitle("Client Dashboard");
  return (
    <RequireClient title="Client Dashboard" returnTo={paths.clientDashboard}>
      {(client) => <ClientDashboard clientId={client.id} firstName={client.firstName} />}
    </RequireClient>
  );
}

function ClientDashboard({ clientId, firstName }: { clientId: number; firstName: string }) {
  // The company's facts are its owners' to change; another member edits only their own preferences.
  const mayRename = useMayInCompany("company.rename");
  const timeZone = useClientTimeZone();
  return (
    // Names and other text people typed may be one long word: it wraps rather than widening the page.
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Client Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Welcome back, {firstName}.</p>
      </div>
      <EmailVerificationNotice userType="client" />
      <NeedsYouSection timeZone={timeZone} />

      <nav aria-labelledby="your-pages">
        <h2 id="your-pages" className="text-xl font-semibold">
          Your pages
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link
                href={page.href}
                className="flex h-full flex-col gap-1 rounded-lg border border-border p-4 transition-colors hover:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-semibold text-accent">{page.title}</span>
                <span className="text-sm text-muted-foreground">{page.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Suspense fallback={<Skeleton className="h-64" aria-label="Loading your company profile" />}>
        <CompanyProfileSection companyEditable={mayRename !== false} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-32" aria-label="Loading your email setting" />}>
        <EmailNotificationsSetting />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-48" aria-label="Loading your calendar feed" />}>
        <CalendarFeedCard />
      </Suspense>
      <LazyAccountSecurity />
      <LazyMyDataSection userId={clientId} onDeleted={leaveErasedAccount} />
    </section>
  );
}
