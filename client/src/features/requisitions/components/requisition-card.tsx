// One requisition on the client's dashboard: what was asked for, its live state, the deadline and the
// days left, a bar of the 14 days, and how far the shortlist has come.
import { Link } from "wouter";
import type { RequisitionSummary } from "@shared/contracts/requisitions";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { requisitionPath } from "@/lib/client-paths";
import { progressText, REQUISITION_STATUS_STYLES } from "../lib/format";
import { ShortlistClock } from "./shortlist-clock";

export interface RequisitionCardProps {
  requisition: RequisitionSummary;
}

export function RequisitionCard({ requisition: r }: RequisitionCardProps) {
  const status = REQUISITION_STATUS_STYLES[r.status];
  const headingId = `requisition-${r.id}-title`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="requisition-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold leading-tight">
            {r.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {r.headcount === 1 ? "1 person" : `${r.headcount} people`} · {r.mustHave.join(", ")}
          </p>
        </div>
        <Badge variant={status.variant} className="shrink-0">
          <span className="sr-only">Status: </span>
          {status.label}
        </Badge>
      </div>
      {/* The client's card: the deadline in their own zone. */}
      <ShortlistClock requisition={r} timeZone={r.clientTimeZone} />
      <p className="text-sm">{progressText(r)}</p>
      <Link href={requisitionPath(r.id)} className={buttonVariants({ variant: "outline", size: "sm", className: "mt-auto self-start" })} aria-label={`Open ${r.title}`}>
        Open
      </Link>
    </article>
  );
}
