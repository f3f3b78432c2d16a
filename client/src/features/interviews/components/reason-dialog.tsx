// Cancelling an interview (its reason goes to the other party) and recording its outcome (the
// client, after its start: passed or not, with notes the expert reads).
import { useId, useState } from "react";
import { INTERVIEW_CANCEL_REASON_MAX, INTERVIEW_MESSAGES, INTERVIEW_NOTES_MAX, type Interview } from "@shared/contracts/interviews";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useUpdateInterview } from "../api/update-interview";
import { otherOf, type Viewer } from "../lib/format";

interface Props {
  interview: Interview | null;
  viewer: Viewer;
  onOpenChange: (open: boolean) => void;
}

export function CancelInterviewDialog({ interview, viewer, onOpenChange }: Props) {
  const id = useId();
  const update = useUpdateInterview();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    onOpenChange(false);
  };
  const submit = () => {
    if (!interview) return;
    if (!reason.trim()) return setError(INTERVIEW_MESSAGES.reason);
    update.mutate(
      { id: interview.id, action: "cancel", reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: "Interview cancelled", description: `${interview[otherOf(viewer)].name} is told why.` });
          close();
        },
        onError: (err) => setError(fieldErrors(err).reason ?? errorMessage(err, "Could not cancel the interview.")),
      },
    );
  };
  return (
    <Dialog open={interview !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent closeLabel="Close without cancelling">
        <DialogHeader>
          <DialogTitle>Cancel the interview{interview ? ` with ${interview[otherOf(viewer)].name}` : ""}?</DialogTitle>
          <DialogDescription>They are told at once, with your reason, and their calendar invitation is withdrawn.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField label="Reason" id={`${id}-reason`} error={error ?? undefined} required>
            <Textarea rows={3} maxLength={INTERVIEW_CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              Cancel the interview
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function OutcomeDialog({ interview, onOpenChange }: Omit<Props, "viewer">) {
  const id = useId();
  const update = useUpdateInterview();
  const [outcome, setOutcome] = useState<"passed" | "failed" | null>(null);
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<{ outcome?: string; notes?: string }>({});
  const close = () => {
    setOutcome(null);
    setNotes("");
    setErrors({});
    onOpenChange(false);
  };
  const submit = () => {
    if (!interview) return;
    const missing = { outcome: outcome ? undefined : "Please choose passed or not passed", notes: notes.trim() ? undefined : INTERVIEW_MESSAGES.notes };
    if (missing.outcome || missing.notes) return setErrors(missing);
    update.mutate(
      { id: interview.id, action: "outcome", outcome: outcome!, notes: notes.trim() },
      {
        onSuccess: () => {
          toast({ title: "Outcome recorded", description: `${interview.expert.name} can see it now.` });
          close();
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          if (fields.notes || fields.outcome) setErrors({ notes: fields.notes, outcome: fields.outcome });
          else toast({ title: "Could not record the outcome", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
        },
      },
    );
  };
  return (
    <Dialog open={interview !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent closeLabel="Close without recording">
        <DialogHeader>
          <DialogTitle>How did the interview{interview ? ` with ${interview.expert.name}` : ""} go?</DialogTitle>
          <DialogDescription>The expert sees the outcome and your notes.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}>
            <legend className="text-sm font-medium">Outcome</legend>
            <div className="flex flex-wrap gap-4">
              {(["passed", "failed"] as const).map((o) => (
                <label key={o} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
                  {o === "passed" ? "Passed" : "Not passed"}
                </label>
              ))}
            </div>
            {errors.outcome && (
              <p id={`${id}-outcome-error`} className="text-sm text-destructive">
                {errors.outcome}
              </p>
            )}
          </fieldset>
          <FormField label="Notes" id={`${id}-notes`} error={errors.notes} required>
            <Textarea rows={4} maxLength={INTERVIEW_NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
              Not now
            </Button>
            <Button type="submit" variant="accent" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              Record the outcome
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
