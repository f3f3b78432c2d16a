// Route /client/engagements (PRODUCT.md "Engagements" and "What needs you now"): every engagement of
// the signed-in client, a page of its own, each a link to its terms and timesheets.
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { clientEngagementPath, clientPaths } from "@/lib/client-paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";

// Its list is fetched before it can show anything, so its code loads beside that fetch.
const EngagementsSection = lazy(() => import("@/features/engagements/components/engagements-section").then((m) => ({ default: m.EngagementsSection })));

export default function ClientEngagementsPage() {
  useDocumentTitle("Engagements");
  return (
    <RequireClient title="Engagements" returnTo={clientPaths.engagements}>
      {() => (
        // Names and other text people typed may be one long word: it wraps rather than widening the page.
        <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
          <div>
            <h1 className="text-3xl font-bold sm:text-4xl">Engagements</h1>
            <p className="mt-2 text-muted-foreground">The work your confirmed bookings became: terms to accept, weeks to approve, and the conversation with each expert.</p>
          </div>
          <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your engagements" />}>
            <EngagementsSection viewer="client" linkTo={clientEngagementPath} />
          </Suspense>
        </section>
      )}
    </RequireClient>
  );
}
