import { invoiceSummaryAnswer } from "@shared/contracts/invoices";
import { usePagedList } from "@/lib/paged-list";
import { invoiceKeys } from "./keys";

/** GET /api/invoices: the signed-in client's issued invoices, newest month first, a page at a time. */
export function useOwnInvoices() {
  return usePagedList(invoiceKeys.own, "/api/invoices", { item: invoiceSummaryAnswer });
}
