import { invoiceNumberText, type InvoiceSummary } from "@shared/contracts/invoices";
import { apiDownload } from "@/lib/api-client";

/** Where the invoice's PDF is: a link that works with the session cookie alone. */
export const invoicePdfPath = (id: number) => `/api/invoices/${id}.pdf`;

/** GET /api/invoices/{id}.pdf, saved as "INV-000042-2026-10.pdf" (with the bearer token, so it works however the reader signed in). */
export function downloadInvoicePdf(invoice: Pick<InvoiceSummary, "id" | "number" | "month">, opts: { asAdmin?: boolean } = {}) {
  return apiDownload(invoicePdfPath(invoice.id), `${invoiceNumberText(invoice.number)}-${invoice.month}.pdf`, opts);
}
