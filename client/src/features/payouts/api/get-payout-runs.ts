import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { payoutRunAnswer, payoutRunDetailAnswer } from "@shared/contracts/payouts";
import { apiAnswer, apiPageOf } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** GET /api/admin/payout-runs: the runs with their totals, newest month first. */
export function usePayoutRuns(params: { limit: number; offset: number }) {
  return useQuery({
    queryKey: payoutKeys.runList(params),
    queryFn: ({ signal }) => apiPageOf(payoutRunAnswer, `/api/admin/payout-runs?limit=${params.limit}&offset=${params.offset}`, { signal, asAdmin: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/payout-runs/{id}: a run with each expert's payout. */
export function usePayoutRun(id: number | null) {
  return useQuery({
    queryKey: payoutKeys.run(id ?? 0),
    queryFn: ({ signal }) => apiAnswer(payoutRunDetailAnswer, "GET", `/api/admin/payout-runs/${id}`, undefined, { signal, asAdmin: true }),
    enabled: id !== null,
  });
}
