import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Invoice, invoiceAnswer } from "@shared/contracts/invoices";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { invoiceKeys } from "./keys";

/** POST /api/invoices/{id}/paid (admins): an open invoice becomes paid, once (409 otherwise). */
export function markInvoicePaid(id: number): Promise<Invoice> {
  return apiAnswer(invoiceAnswer, "POST", `/api/invoices/${id}/paid`, {}, { asAdmin: true });
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: async (invoice) => {
      await showSaved(queryClient, invoiceKeys.detail(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.admin });
    },
  });
}
