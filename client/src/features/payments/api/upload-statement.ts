import { useMutation, useQueryClient } from "@tanstack/react-query";
import { statementUploadAnswer, type StatementUpload } from "@shared/contracts/payments";
import { apiUploadAnswer } from "@/lib/api-client";
import { paymentKeys } from "./keys";

/** POST /api/admin/bank-statements: the bank's statement (camt.053 XML or CSV), multipart field `file`. */
export function uploadStatement(file: File): Promise<StatementUpload> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiUploadAnswer(statementUploadAnswer, "POST", "/api/admin/bank-statements", form, { asAdmin: true });
}

export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStatement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.entries });
      // Matched entries paid invoices, and the books moved.
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/invoices"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/invoices"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/ledger"] });
    },
  });
}
