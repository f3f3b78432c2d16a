import { useQuery } from "@tanstack/react-query";
import { invoiceSummaryAnswer } from "@shared/contracts/invoices";
import { apiPageOf } from "@/lib/api-client";

/** GET /api/invoices?status=open as an admin: the invoices a waiting entry can be allocated to (the 100 newest). */
export function useOpenInvoices(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/admin/invoices", "open-for-allocation"],
    queryFn: ({ signal }) => apiPageOf(invoiceSummaryAnswer, "/api/invoices?status=open&limit=100&offset=0", { signal, asAdmin: true }),
    enabled,
  });
}
