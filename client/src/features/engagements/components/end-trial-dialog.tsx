// Ending an engagement in its 30-day trial: the client says why, and learns what happens next (the
// hours credited, the free replacement's search, or why no second one opens).
import { useId, useState } from "react";
import { TRIAL_DAYS } from "@shared/constants";
import type { EndTrialResult } from "@shared/contracts/engagement-trial";
import { TRIAL_MESSAGES, TRIAL_REASON_MAX } from "@shared/trial";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useEndTrial } from "../api/end-trial";
import { formatDay } from "@shared/calendar";

export interface EndTrialDialogProps {
  /** `trialLastDay`: the last day it may end in the trial, as the engagement's answer gives it. */
  engagement: { id: number; expertName: string; trialLastDay: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After it ended: the page may open the replacement. */
  onEnded?: (result: EndTrialResult) => void;
}

export function EndTrialDialog({ engagement, open, onOpenChange, onEnded }: EndTrialDialogProps) {
  const id = useId();
  const end = useEndTrial();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setReason("");
      setError(null);
      end.reset();
    }
    onOpenChange(next);
  };

  const submit = async () => {
    if (!reason.trim()) {
      setError(TRIAL_MESSAGES.reasonRequired);
      return;
    }
    setError(null);
    try {
      const result = await end.mutateAsync({ engagementId: engagement.id, reason: reason.trim() });
      toast({ title: "Engagement ended in the trial", description: result.message });
      close(false);
      onEnded?.(result);
    } catch (err) {
      const field = fieldErrors(err).reason;
      if (field) setError(field);
      else toast({ title: "Could not end the engagement", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel="Close without ending the engagement">
        <DialogHeader>
          <DialogTitle>End {engagement.expertName}&rsquo;s engagement in the trial?</DialogTitle>
          <DialogDescription>
            Within {TRIAL_DAYS} days of the start (until {formatDay(engagement.trialLastDay)}) you may end it as not satisfied. The
            engagement ends today, its hours are refunded by credit notes on the invoices that bill them, and we start a free search for a replacement with its own 14-day clock.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="flex flex-col gap-4"
        >
          <FormField label="Why is it not working out?" id={`${id}-reason`} error={error ?? undefined} required>
            <Textarea rows={4} maxLength={TRIAL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
          </FormField>
          <p className="text-sm text-muted-foreground">{engagement.expertName} is told that the engagement ended, with your reason.</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={end.isPending}>
              Keep the engagement
            </Button>
            <Button type="submit" variant="destructive" disabled={end.isPending}>
              {end.isPending && <Spinner />}
              End in the trial
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
