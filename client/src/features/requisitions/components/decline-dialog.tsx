// Declining a candidate asks why: the reason reaches our team, who look for someone who fits better.
import { useId, useState } from "react";
import { DECLINE_REASON_MAX, REQUISITION_MESSAGES } from "@shared/contracts/requisitions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";

export interface DeclineDialogProps {
  /** The candidate's name; closed when null. */
  name: string | null;
  pending: boolean;
  /** A refusal from the server, shown under the field. */
  error?: string | null;
  onDecline: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
}

export function DeclineDialog({ name, pending, error, onDecline, onOpenChange }: DeclineDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onDecline(reason.trim());
  };
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          setMissing(false);
        }
        onOpenChange(open);
      }}
    >
      <DialogContent closeLabel="Close without declining">
        <DialogHeader>
          <DialogTitle>Decline {name}?</DialogTitle>
          <DialogDescription>Tell us why, and we will look for someone who fits better. The reason goes to our team only.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="flex flex-col gap-4"
        >
          <FormField label="Reason" id={`${id}-reason`} error={missing ? REQUISITION_MESSAGES.declineReasonRequired : (error ?? undefined)} required>
            <Textarea rows={3} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <Spinner />}
              Decline
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
