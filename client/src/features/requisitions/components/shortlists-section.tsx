// The client dashboard's 'Your shortlists': the way into 'Start your shortlist' and a card per
// requisition, each with its live state and the 14-day clock (PRODUCT.md "Beyond: from a shortlist…").
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useOwnRequisitions } from "../api/get-requisitions";
import { RequisitionCard } from "./requisition-card";

/** `mayStart`: the member's role may ask for a shortlist (the page reads it from their company). */
export function ShortlistsSection({ mayStart }: { mayStart: boolean }) {
  const list = useOwnRequisitions();
  return (
    <section aria-labelledby="your-shortlists" className="flex flex-col gap-4 rounded-lg bg-navy-900 p-5 text-white sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="your-shortlists" className="text-xl font-semibold text-white">
            Your shortlists
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-navy-100">
            Tell us who you need: our team proposes 2 to 3 vetted seniors per role within 14 days, and you watch the clock here.
          </p>
        </div>
        {mayStart && (
          <Link href={paths.startShortlist} className={buttonVariants({ variant: "accent", size: "lg", className: "shrink-0" })}>
            Start your shortlist
          </Link>
        )}
      </div>
      <div className="text-foreground">
        {list.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading your shortlists" className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-44 bg-navy-800" />
            <Skeleton className="h-44 bg-navy-800" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-md bg-white p-3 text-sm text-destructive">
            {errorMessage(list.error, "Could not load your shortlists.")}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-md border border-dashed border-navy-700 p-4 text-sm text-navy-100">
            {mayStart ? "No shortlists yet. State your first need and the 14-day clock starts." : "No shortlists yet."}
          </p>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {list.data.items.map((r) => (
                <li key={r.id}>
                  <RequisitionCard requisition={r} />
                </li>
              ))}
            </ul>
            <div className="text-white [&_p]:text-navy-100">
              <ShowMore shown={list.data.items.length} total={list.data.total} noun="shortlists" loading={list.isFetchingNextPage} failed={list.isFetchNextPageError} onShowMore={() => void list.fetchNextPage()} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
