// The console's correction of an issued invoice: an admin credits an amount with the reason the
// company reads; the server numbers the credit note in its own series and refuses more than what
// the invoice's other credit notes leave (409, shown here as it says).
import { useId, useState } from "react";
import { INVOICE_MESSAGES, creditNoteNumberText, invoiceNumberText, issueCorrectionSchema, type Invoice } from "@shared/contracts/invoices";
import { formatCents, parseDollars } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useIssueCreditNote } from "../api/issue-credit-note";

export interface CreditNoteDialogProps {
  invoice: Pick<Invoice, "id" | "number" | "totalCents" | "creditNotes">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreditNoteDialog({ invoice, open, onOpenChange }: CreditNoteDialogProps) {
  const id = useId();
  const issue = useIssueCreditNote();
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; description?: string }>({});
  const left = invoice.totalCents - invoice.creditNotes.reduce((sum, n) => sum + n.amountCents, 0);

  const close = (next: boolean) => {
    if (!next) {
      setAmount("");
      setDescription("");
      setErrors({});
      issue.reset();
    }
    onOpenChange(next);
  };

  const submit = async () => {
    const cents = parseDollars(amount);
    const parsed = issueCorrectionSchema.safeParse({ amountCents: cents ?? 0, description });
    const found: typeof errors = {};
    if (cents === null || cents < 1) found.amount = INVOICE_MESSAGES.creditAmountDollars;
    else if (cents > left) found.amount = INVOICE_MESSAGES.creditTooLarge;
    if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === "description")) found.description = INVOICE_MESSAGES.creditReason;
    setErrors(found);
    if (found.amount || found.description || cents === null) return;
    try {
      const note = await issue.mutateAsync({ invoiceId: invoice.id, amountCents: cents, description: description.trim() });
      toast({ title: `Credit note ${creditNoteNumberText(note.number)} issued`, description: `${formatCents(note.amountCents)} on ${invoiceNumberText(invoice.number)}; the company is told.` });
      close(false);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.amountCents || fields.description) setErrors({ amount: fields.amountCents, description: fields.description });
      else toast({ variant: "destructive", title: "Could not issue the credit note", description: errorMessage(err, "Please try again.") });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel="Close without issuing a credit note">
        <DialogHeader>
          <DialogTitle>Credit note on {invoiceNumberText(invoice.number)}</DialogTitle>
          <DialogDescription>
            A credit note corrects the invoice without changing it: it is numbered in its own series, names this invoice, and the company reads
            it with its reason. Up to {formatCents(left)} is left to credit.
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
          <FormField label="Amount to credit (USD)" id={`${id}-amount`} error={errors.amount} required>
            <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} autoFocus />
          </FormField>
          <FormField label="What it corrects" id={`${id}-description`} error={errors.description} hint="The company reads this on the credit note." required>
            <Textarea rows={3} maxLength={300} value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={issue.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={issue.isPending}>
              {issue.isPending && <Spinner />}
              Issue credit note
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
