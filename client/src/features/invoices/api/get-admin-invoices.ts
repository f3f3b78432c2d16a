import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type InvoiceFilter, invoiceSummaryAnswer } from "@shared/contracts/invoices";
import { apiPageOf, type PageParams } from "@/lib/api-client";
import { invoiceKeys } from "./keys";

/** GET /api/invoices as an admin: every client's, by status, newest month first, a page at a time. */
export function useAdminInvoices(params: PageParams & { status: InvoiceFilter }) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => apiPageOf(invoiceSummaryAnswer, `/api/invoices?status=${params.status}&limit=${params.limit}&offset=${params.offset}`, { signal, asAdmin: true }),
    placeholderData: keepPreviousData,
  });
}
