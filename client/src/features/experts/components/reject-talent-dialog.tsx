// Rejecting someone from the vetting queue: the reason is required and is sent to them.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { REJECTION_REASON_MAX, REVIEW_MESSAGES, rejectTalentSchema, type RejectTalentInput, type TalentReview } from "@shared/contracts/experts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useRejectTalent } from "../api/review-talent";

export function RejectTalentDialog({ person, disabled }: { person: TalentReview; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const reject = useRejectTalent();
  const form = useForm<RejectTalentInput>({ resolver: zodResolver(rejectTalentSchema), defaultValues: { reason: "" } });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await reject.mutateAsync({ userId: person.userId, reason });
      toast(REVIEW_MESSAGES.rejected);
      setOpen(false);
      form.reset();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.reason) form.setError("reason", { message: fields.reason });
      else toast({ variant: "destructive", title: REVIEW_MESSAGES.failed.title, description: errorMessage(err, REVIEW_MESSAGES.failed.description) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`Reject ${person.name}`}>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {person.name}</DialogTitle>
          <DialogDescription>They will be told your reason, and that their CV will be deleted after the retention period.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Reason" required error={form.formState.errors.reason?.message}>
            <Textarea rows={4} maxLength={REJECTION_REASON_MAX} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
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
