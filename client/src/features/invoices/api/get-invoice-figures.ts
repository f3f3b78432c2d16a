import { useQuery } from "@tanstack/react-query";
import { invoiceFiguresAnswer } from "@shared/contracts/invoices";
import { apiAnswer } from "@/lib/api-client";
import { invoiceKeys } from "./keys";

/** GET /api/admin/invoices/figures: approved hours and billed totals per month, the last 12 months. */
export function useInvoiceFigures() {
  return useQuery({
    queryKey: invoiceKeys.figures,
    queryFn: ({ signal }) => apiAnswer(invoiceFiguresAnswer, "GET", "/api/admin/invoices/figures", undefined, { signal, asAdmin: true }),
  });
}
