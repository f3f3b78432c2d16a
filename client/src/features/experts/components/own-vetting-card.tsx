// The talent's own vetting on their dashboard: the stages recorded, with their dates and figures,
// and what is still to come. The assessor's notes are the team's and never shown here.
import { VETTING_STAGE_LABELS } from "@shared/contracts/vetting";
import { Skeleton } from "@/components/ui/skeleton";
import { VettingReport } from "@/components/ui/vetting-report";
import { errorMessage } from "@/lib/api-client";
import { useOwnVetting } from "../api/get-own-vetting";

export const OWN_VETTING_MESSAGES = {
  complete: "All six stages passed. Clients see this report on your profile, shortlist cards and match results.",
  toCome: (stages: string[]) => `Still to come: ${stages.join(", ")}. Our team will contact you to arrange each one.`,
} as const;

export function OwnVettingCard() {
  const vetting = useOwnVetting();
  if (vetting.isPending) return <Skeleton className="h-40" aria-label="Loading your vetting" />;
  if (vetting.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(vetting.error, "Could not load your vetting.")}
      </p>
    );
  }
  const { missing } = vetting.data;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 className="text-lg font-semibold">Your vetting</h2>
      <p className="text-sm text-muted-foreground">{missing.length ? OWN_VETTING_MESSAGES.toCome(missing.map((s) => VETTING_STAGE_LABELS[s])) : OWN_VETTING_MESSAGES.complete}</p>
      <VettingReport report={vetting.data} title="Stages" toCome="Still to come" className="border-0 p-0" />
    </div>
  );
}
