// Query keys of payments in: the console's bank entries (prefix), by status and page.
import type { BankEntriesQuery } from "@shared/contracts/payments";

export const paymentKeys = {
  entries: ["/api/admin/bank-entries"] as const,
  list: (params: Pick<BankEntriesQuery, "status" | "limit" | "offset">) => ["/api/admin/bank-entries", params] as const,
};
