import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invoiceRunAnswer, type InvoiceRunResult, type RunInvoicesInput } from "@shared/contracts/invoices";
import { apiAnswer } from "@/lib/api-client";
import { invoiceKeys } from "./keys";

/** POST /api/invoices/run (admins): issues the invoices of a month that has ended. */
export function runInvoices(body: RunInvoicesInput): Promise<InvoiceRunResult> {
  return apiAnswer(invoiceRunAnswer, "POST", "/api/invoices/run", body, { asAdmin: true });
}

export function useRunInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runInvoices,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.admin });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
