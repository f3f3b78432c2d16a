// The 30-day trial on an engagement's page, for its client: while it runs, until when, and 'End in
// the trial'; once it has ended in the trial, the way to its free replacement's search.
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { TRIAL_DAYS } from "@shared/constants";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatDay } from "@shared/calendar";

// The dialog (and the dialog primitives) load when the client first asks to end: the page's first load stays as it was.
const EndTrialDialog = lazy(() => import("./end-trial-dialog").then((m) => ({ default: m.EndTrialDialog })));

export function TrialSection({ engagement: e }: { engagement: EngagementDetail }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [, navigate] = useLocation();
  if (e.viewer !== "client") return null;

  if (e.status === "ended" && e.endReason === "trial") {
    if (e.replacementRequisitionId === null) return null;
    return (
      <section aria-labelledby="trial-replacement" className="rounded-lg border border-border p-5 sm:p-6">
        <h2 id="trial-replacement" className="text-lg font-semibold">
          Your free replacement
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">This engagement ended in its trial. We are searching for a replacement, free of charge, on its own 14-day clock.</p>
        <Link href={`/client/requisitions/${e.replacementRequisitionId}`} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
          See the search
        </Link>
      </section>
    );
  }

  // Whether the trial is open today (the client's calendar), and whether the reader's role may end
  // it, are the server's to say.
  if (!e.trial.open || !e.mayEndTrial) return null;
  return (
    <section aria-labelledby="trial-window" className="rounded-lg border border-border p-5 sm:p-6">
      <h2 id="trial-window" className="text-lg font-semibold">
        The {TRIAL_DAYS}-day trial
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Not satisfied? Until {formatDay(e.trial.lastDay)} you may end this engagement: its hours are refunded by credit notes, and we
        search for a replacement free of charge.
      </p>
      <Button
        variant="outline"
        className="mt-4"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        End in the trial
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <EndTrialDialog
            engagement={{ id: e.id, expertName: e.expert.name, trialLastDay: e.trial.lastDay }}
            open={open}
            onOpenChange={setOpen}
            onEnded={(result) => result.replacement && navigate(result.replacement.link)}
          />
        </Suspense>
      )}
    </section>
  );
}
