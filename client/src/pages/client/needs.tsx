// Route /client/needs (PRODUCT.md "Beyond: from a shortlist…" and "What needs you now"): the signed-in
// client's needs, a page of its own: their shortlists (requisitions) with each clock, the way into
// 'Start your shortlist' and into "Find my team" for a member whose role may take them. Composes the
// requisitions and companies features.
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCompanyMay } from "@/features/companies/api/get-company-name";
import { clientPaths } from "@/lib/client-paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";

// Its list is fetched before it can show anything, so its code loads beside that fetch.
const ShortlistsSection = lazy(() => import("@/features/requisitions/components/shortlists-section").then((m) => ({ default: m.ShortlistsSection })));

export default function ClientNeedsPage() {
  useDocumentTitle("Your needs");
  return (
    <RequireClient title="Your needs" returnTo={clientPaths.needs}>
      {() => <NeedsScreen />}
    </RequireClient>
  );
}

/** The needs, with the ways to a new one that the member's role may take. */
function NeedsScreen() {
  const mayStart = useCompanyMay("needs.create");
  const mayMatch = useCompanyMay("match.run");
  return (
    // Names and other text people typed may be one long word: it wraps rather than widening the page.
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Your needs</h1>
        <p className="mt-2 text-muted-foreground">The roles you asked us to fill, each with its 14-day clock and the candidates we propose.</p>
      </div>
      <Suspense fallback={<Skeleton className="h-64" aria-label="Loading your shortlists" />}>
        <ShortlistsSection mayStart={mayStart} />
      </Suspense>
      {mayMatch && <FindMyTeamCallout />}
    </section>
  );
}

/** The way into "Find my team" (PRODUCT.md "Beyond SPEC"). */
function FindMyTeamCallout() {
  return (
    <section aria-labelledby="find-my-team" className="flex flex-col gap-3 rounded-lg bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="find-my-team" className="text-xl font-semibold text-white">
          Find my team
        </h2>
        <p className="mt-1 text-sm text-navy-100">Say which skills you need, your budget, dates and working day: we rank the experts who fit, and say why.</p>
      </div>
      <Link href={clientPaths.match} className={buttonVariants({ variant: "accent", size: "lg", className: "shrink-0" })}>
        Find my team
      </Link>
    </section>
  );
}

