// Query keys of the invoices: the client's own list and each invoice, and the console's list and figures.
import type { InvoiceFilter } from "@shared/contracts/invoices";
import type { PageParams } from "@/lib/api-client";

export const invoiceKeys = {
  /** The client's list and every invoice read by id (prefix). */
  all: ["/api/invoices"] as const,
  own: ["/api/invoices", "own"] as const,
  detail: (id: number) => ["/api/invoices", id] as const,
  /** The console's list and figures (prefix). */
  admin: ["/api/admin/invoices"] as const,
  list: (params: PageParams & { status: InvoiceFilter }) => ["/api/admin/invoices", "list", params] as const,
  figures: ["/api/admin/invoices", "figures"] as const,
};
