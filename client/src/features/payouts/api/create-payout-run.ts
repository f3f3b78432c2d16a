import { useMutation, useQueryClient } from "@tanstack/react-query";
import { payoutRunDetailAnswer, type PayoutRunDetail } from "@shared/contracts/payouts";
import { apiAnswer } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** POST /api/admin/payout-runs: a month's run at the day's rate, once (409 after). */
export function createPayoutRun(input: { month: string; usdZarRate: string }): Promise<PayoutRunDetail> {
  return apiAnswer(payoutRunDetailAnswer, "POST", "/api/admin/payout-runs", input, { asAdmin: true });
}

export function useCreatePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutRun,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payoutKeys.runs }),
  });
}
