// Who approves an engagement's weeks, on its page for the client's company (PRODUCT.md "Roles";
// docs/decisions/089-*): the approver by name, or the owners when it has none who may act, and for
// an owner or hiring member a choice of another owner or hiring member of the company.
import { useState, type FormEvent } from "react";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSetApprover } from "../api/set-approver";

export interface ApproverCandidate {
  userId: number;
  name: string;
}

export interface EngagementApproverProps {
  engagement: EngagementDetail;
  /** The company's members who may approve (owners and hiring), once read; the page reads them. */
  candidates?: readonly ApproverCandidate[];
  /** After a change: what else shows who may answer a week (the weeks' buttons) reads again. */
  onChanged?: () => void;
}

export function EngagementApprover({ engagement: e, candidates, onChanged }: EngagementApproverProps) {
  const current = e.approver?.userId ?? null;
  const [chosen, setChosen] = useState<string>(current === null ? "" : String(current));
  const save = useSetApprover();
  if (e.viewer !== "client") return null;

  const options = candidates ?? [];
  const picked = options.find((c) => String(c.userId) === chosen);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    save.mutate(
      { engagementId: e.id, userId: picked.userId },
      {
        onSuccess: () => {
          toast({ title: "Approver changed", description: `${picked.name} now approves or disputes the weeks of this engagement.` });
          onChanged?.();
        },
        onError: (err) => toast({ title: "Approver not changed", description: errorMessage(err, "Could not change the approver."), variant: "destructive" }),
      },
    );
  };

  return (
    <section aria-labelledby="engagement-approver" className="rounded-lg border border-border p-5 sm:p-6">
      <h2 id="engagement-approver" className="text-lg font-semibold">
        Approver: <span data-testid="engagement-approver-name">{e.approver ? e.approver.name : "the owners"}</span>
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {e.approver
          ? `${e.approver.name} or an owner of your company approves or disputes the weeks of this engagement.`
          : "The approver is no longer an owner or hiring member of your company, so its owners approve or dispute its weeks."}
      </p>
      {e.maySetApprover && (
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-col gap-1.5 sm:w-72">
            <Label htmlFor={`approver-${e.id}`}>Approver</Label>
            <Select
              id={`approver-${e.id}`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              disabled={candidates === undefined || save.isPending}
              placeholder={candidates === undefined ? "Loading the members…" : current === null ? "Choose a member" : undefined}
              options={options.map((c) => ({ value: String(c.userId), label: c.name }))}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!picked || picked.userId === current || save.isPending}>
            {save.isPending ? "Saving…" : "Change approver"}
          </Button>
        </form>
      )}
    </section>
  );
}
