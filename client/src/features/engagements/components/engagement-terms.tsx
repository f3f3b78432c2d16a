// The generated agreement, each party's acceptance and, for a party who has not accepted, the way to
// accept it: the browser sends the SHA-256 of the very text shown here, so a text changed meanwhile is
// refused and shown afresh (PRODUCT.md "Engagements").
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useAcceptTerms } from "../api/accept-terms";
import { engagementKeys } from "../api/keys";
import { formatMoment } from "@/lib/calendar-date";
import { readerTimeZone } from "../lib/format";

function Acceptance({ who, at, mine, timeZone }: { who: string; at: string | null; mine: boolean; timeZone: string | undefined }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2">
      <span className="font-medium">
        {who}
        {mine ? " (you)" : ""}
      </span>
      <span className={at ? "text-green-800" : "text-amber-900"}>{at ? `Accepted ${formatMoment(at, timeZone)}` : "Not accepted yet"}</span>
    </li>
  );
}

export function EngagementTerms({ engagement: e }: { engagement: EngagementDetail }) {
  const queryClient = useQueryClient();
  const accept = useAcceptTerms();
  const [read, setRead] = useState(false);
  const id = useId();
  // An engagement from before the expert's agreement, at work: its expert accepts it now.
  const agreementOwed = e.viewer === "expert" && e.mayAccept && e.status !== "awaiting_acceptance";

  const onAccept = async () => {
    try {
      await accept.mutateAsync({ id: e.id, text: e.terms.text });
      toast({ title: "Terms accepted", description: "Your acceptance is recorded." });
      setRead(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: engagementKeys.detail(e.id) });
      toast({ variant: "destructive", title: "Could not accept the terms", description: errorMessage(err, "Please try again.") });
    }
  };

  return (
    <section id="terms" aria-labelledby={`${id}-terms`} className="scroll-mt-24 flex flex-col gap-4 rounded-lg border border-border p-5 sm:p-6">
      <div>
        <h2 id={`${id}-terms`} className="text-lg font-semibold">
          {e.viewer === "expert" ? "Your agreement" : "Terms"}, version {e.terms.version}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {agreementOwed
            ? "Your expert agreement, with your pay, payout date and currency, is new: accept it and this engagement's approved hours go with the next payout."
            : e.status === "awaiting_acceptance"
              ? "Work starts once both of you have accepted these terms."
              : e.status === "active"
                ? "Both of you have accepted these terms."
                : "These were the terms of this engagement."}
        </p>
      </div>
      <ul className="flex flex-col gap-2 text-sm" aria-label="Acceptances">
        <Acceptance who={e.client.name} at={e.clientAcceptedAt} mine={e.viewer === "client"} timeZone={readerTimeZone(e)} />
        <Acceptance who={e.expert.name} at={e.expertAcceptedAt} mine={e.viewer === "expert"} timeZone={readerTimeZone(e)} />
      </ul>
      <pre tabIndex={0} aria-label="The terms" className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-muted/30 p-4 font-sans text-sm leading-relaxed">
        {e.terms.text}
      </pre>
      {e.mayAccept && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Checkbox id={`${id}-read`} checked={read} onChange={(event) => setRead(event.target.checked)} label="I have read these terms and accept them." />
          <Button type="button" variant="accent" disabled={!read || accept.isPending} onClick={() => void onAccept()}>
            {accept.isPending && <Spinner className="h-4 w-4" />}
            Accept the terms
          </Button>
        </div>
      )}
    </section>
  );
}
