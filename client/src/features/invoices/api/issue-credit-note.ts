import { useMutation, useQueryClient } from "@tanstack/react-query";
import { creditNoteAnswer, type CreditNote, type IssueCorrectionInput } from "@shared/contracts/invoices";
import { apiAnswer } from "@/lib/api-client";
import { invoiceKeys } from "./keys";

/** POST /api/admin/invoices/{id}/credit-notes (admins): a correction of an issued invoice. */
export function issueCreditNote({ invoiceId, ...input }: IssueCorrectionInput & { invoiceId: number }): Promise<CreditNote> {
  return apiAnswer(creditNoteAnswer, "POST", `/api/admin/invoices/${invoiceId}/credit-notes`, input, { asAdmin: true });
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    onSuccess: (note) => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(note.invoiceId) });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.admin });
    },
  });
}
