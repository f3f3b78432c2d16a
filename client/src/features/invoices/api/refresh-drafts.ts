import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invoiceRunAnswer, type InvoiceRunResult } from "@shared/contracts/invoices";
import { apiAnswer } from "@/lib/api-client";
import { invoiceKeys } from "./keys";

/** POST /api/invoices/drafts (admins): the current month's drafts, made again from the hours approved so far. */
export function refreshDrafts(): Promise<InvoiceRunResult> {
  return apiAnswer(invoiceRunAnswer, "POST", "/api/invoices/drafts", {}, { asAdmin: true });
}

export function useRefreshDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshDrafts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.admin });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
