import { useQuery } from "@tanstack/react-query";
import { bankAccountAnswer } from "@shared/contracts/payouts";
import { apiAnswer } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** GET /api/payouts/bank-account: the expert's account for payouts, masked; null when none is saved. */
export function useBankAccount() {
  return useQuery({
    queryKey: payoutKeys.bankAccount,
    queryFn: ({ signal }) => apiAnswer(bankAccountAnswer.nullable(), "GET", "/api/payouts/bank-account", undefined, { signal }),
  });
}
