// Rejecting someone from the vetting queue: the reason is required and is sent to them. Loaded
// when an admin first clicks Reject, so the console's first load carries no dialog or form code.
import { zodResolver } from "@hookform/resolvers/zod";
import type { RefObject } from "react";
import { useForm } from "react-hook-form";
import { REJECTION_REASON_MAX, REVIEW_MESSAGES, rejectTalentSchema, type RejectTalentInput, type TalentReview } from "@shared/contracts/experts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useRejectTalent } from "../api/review-talent";

export interface RejectTalentDialogProps {
  person: TalentReview;
  onClose: () => void;
  /** The Reject button that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function RejectTalentDialog({ person, onClose, returnFocusTo }: RejectTalentDialogProps) {
  const reject = useRejectTalent();
  const form = useForm<RejectTalentInput>({ resolver: zodResolver(rejectTalentSchema), defaultValues: { reason: "" } });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await reject.mutateAsync({ userId: person.userId, reason });
      toast(REVIEW_MESSAGES.rejected);
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.reason) form.setError("reason", { message: fields.reason });
      else toast({ variant: "destructive", title: REVIEW_MESSAGES.failed.title, description: errorMessage(err, REVIEW_MESSAGES.failed.description) });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Reject {person.name}</DialogTitle>
          <DialogDescription>They will be told your reason, and that their CV will be deleted after the retention period.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Reason" required error={form.formState.errors.reason?.message}>
            <Textarea rows={4} maxLength={REJECTION_REASON_MAX} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending && <Spinner />}
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
