import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { bankEntryAnswer, type BankEntriesQuery } from "@shared/contracts/payments";
import { apiPageOf } from "@/lib/api-client";
import { paymentKeys } from "./keys";

/** GET /api/admin/bank-entries: the statement's credit entries by status, newest booking first, a page at a time. */
export function useBankEntries(params: Pick<BankEntriesQuery, "status" | "limit" | "offset">) {
  return useQuery({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) => apiPageOf(bankEntryAnswer, `/api/admin/bank-entries?status=${params.status}&limit=${params.limit}&offset=${params.offset}`, { signal, asAdmin: true }),
    placeholderData: keepPreviousData,
  });
}
