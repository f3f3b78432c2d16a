import { useQuery } from "@tanstack/react-query";
import { trialBalanceAnswer } from "@shared/contracts/ledger";
import { apiAnswer } from "@/lib/api-client";
import { ledgerKeys } from "./keys";

/** GET /api/admin/ledger/trial-balance: each account's debits, credits and balance. */
export function useTrialBalance() {
  return useQuery({
    queryKey: ledgerKeys.trialBalance,
    queryFn: ({ signal }) => apiAnswer(trialBalanceAnswer, "GET", "/api/admin/ledger/trial-balance", undefined, { signal, asAdmin: true }),
  });
}
