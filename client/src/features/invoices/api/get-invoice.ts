import { useQuery } from "@tanstack/react-query";
import { type Invoice, invoiceAnswer } from "@shared/contracts/invoices";
import { apiAnswer } from "@/lib/api-client";
import { invoiceKeys } from "./keys";

/** GET /api/invoices/{id}: its lines and totals (its client and admins). */
export function getInvoice(id: number, opts: { asAdmin?: boolean; signal?: AbortSignal } = {}): Promise<Invoice> {
  return apiAnswer(invoiceAnswer, "GET", `/api/invoices/${id}`, undefined, opts);
}

export function useInvoice(id: number | null, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getInvoice(id!, { ...opts, signal }),
    enabled: id !== null,
  });
}
