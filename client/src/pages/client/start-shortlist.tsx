// Route /client/shortlist/new (PRODUCT.md "Beyond: from a shortlist…"): 'Start your shortlist', where
// the landing page's 'Start Your Free Shortlist' leads (a visitor is sent to sign up first and comes
// back here). The client states a need (requisitions feature) with the match's skill fields (match feature), starting
// from their working day (client-profiles feature); the requisition opens next, its clock running.
import { Link, Redirect, useLocation } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/lib/use-auth";
import { useClientProfile } from "@/features/client-profiles/api/get-client-profile";
import { clientWorkingHours } from "@/features/client-profiles/lib/client-hours";
import { SkillField } from "@/features/match/components/skill-field";
import { StartShortlistForm } from "@/features/requisitions/components/start-shortlist-form";
import { errorMessage } from "@/lib/api-client";
import { requisitionPath } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";
import { RequireCompanyMay } from "./require-company-may";

/** A visitor signs up first, and comes back here once signed in. */
export const SIGN_UP_FIRST = `${paths.registerClient}?next=${encodeURIComponent(paths.startShortlist)}`;

export default function StartShortlistPage() {
  useDocumentTitle("Start your shortlist");
  const { user } = useAuth();
  if (!user) return <Redirect to={SIGN_UP_FIRST} replace />;
  return (
    <RequireClient title="Start your shortlist" returnTo={paths.startShortlist}>
      {() => (
        <RequireCompanyMay action="needs.create" doing="ask for a shortlist" title="Start your shortlist">
          <StartShortlistScreen />
        </RequireCompanyMay>
      )}
    </RequireClient>
  );
}

function StartShortlistScreen() {
  const [, navigate] = useLocation();
  const profile = useClientProfile();
  return (
    <section className="container flex max-w-4xl flex-col gap-6 py-10 sm:py-12">
      <div>
        <Link href={paths.clientDashboard} className="text-sm text-accent underline-offset-4 hover:underline">
          Back to your dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Start your shortlist</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Say who you need. Our team proposes 2 to 3 vetted seniors per role within 14 days, each with the reasons they fit; you watch the clock and answer each candidate
          here.
        </p>
      </div>
      {profile.isPending ? (
        <Skeleton className="h-96" aria-label="Loading your working day" />
      ) : (
        <>
          {profile.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(profile.error, "Could not load your saved working day.")} The form starts from your browser&apos;s time zone instead.
            </p>
          )}
          <StartShortlistForm initialHours={clientWorkingHours(profile.data)} SkillInput={SkillField} onCreated={(r) => navigate(requisitionPath(r.id))} />
        </>
      )}
    </section>
  );
}
