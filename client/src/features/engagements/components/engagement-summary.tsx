// An engagement's heading facts: who, when, at what rate, what it is expected to cost (or, to its
// expert, to earn), what has been approved and billed so far, and where it stands.
import { ENGAGEMENT_END_REASON_LABELS, type EngagementDetail } from "@shared/contracts/engagements";
import { formatCents, formatHours } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { ENGAGEMENT_STATUS_STYLES, readerTimeZone } from "../lib/format";
import { formatMoment } from "@/lib/calendar-date";
import { formatDay } from "@shared/calendar";
import { CostEstimate } from "@/components/ui/cost-estimate";

export function EngagementSummary({ engagement: e }: { engagement: EngagementDetail }) {
  const style = ENGAGEMENT_STATUS_STYLES[e.status];
  const client = e.client.companyName ? `${e.client.name} (${e.client.companyName})` : e.client.name;
  return (
    <section aria-labelledby="engagement-facts" className="rounded-lg border border-border p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="engagement-facts" className="text-lg font-semibold">
          Engagement {e.id}
        </h2>
        <Badge variant={style.variant}>{style.label}</Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {e.viewer === "client" ? (
          <div>
            <dt className="text-muted-foreground">Booked by</dt>
            <dd className="font-medium" data-testid="engagement-booked-by">
              {e.client.name}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-muted-foreground">Client</dt>
            <dd className="font-medium">{client}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground">Expert</dt>
          <dd className="font-medium">
            {e.expert.name}, {e.expert.role}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Dates</dt>
          <dd className="font-medium">
            {formatDay(e.startDate)} to {formatDay(e.endDate)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Rate and hours</dt>
          <dd className="font-medium">
            {formatCents(e.hourlyRateCents)} an hour, {e.weeklyHours} hours a week
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{e.viewer === "expert" ? "Expected earnings" : "Expected cost"}</dt>
          <dd>
            <CostEstimate estimate={e.estimate} basis={`at ${e.weeklyHours} hours a week over the dates`} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">To date</dt>
          <dd className="font-medium" data-testid="engagement-to-date">
            {formatHours(Math.round(e.toDate.approvedHours * 60))} hours approved ({formatCents(e.toDate.approvedCents)}) · {formatCents(e.toDate.billedCents)}{" "}
            {e.viewer === "expert" ? "invoiced to the client" : "billed"}
          </dd>
        </div>
        {e.endedAt && (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Ended</dt>
            <dd className="font-medium">
              {formatMoment(e.endedAt, readerTimeZone(e))}
              {e.endReason ? ` · ${ENGAGEMENT_END_REASON_LABELS[e.endReason]}` : ""}
              {e.endNote ? ` · “${e.endNote}”` : ""}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
