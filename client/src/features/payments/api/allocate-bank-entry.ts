import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bankEntryAnswer, type BankEntry } from "@shared/contracts/payments";
import { apiAnswer } from "@/lib/api-client";
import { paymentKeys } from "./keys";

/** POST /api/admin/bank-entries/{id}/allocate: a waiting entry recorded against an issued invoice, once (409 after). */
export function allocateBankEntry({ id, invoiceId }: { id: number; invoiceId: number }): Promise<BankEntry> {
  return apiAnswer(bankEntryAnswer, "POST", `/api/admin/bank-entries/${id}/allocate`, { invoiceId }, { asAdmin: true });
}

export function useAllocateBankEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allocateBankEntry,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.entries });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/invoices"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/invoices"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/ledger"] });
    },
  });
}
