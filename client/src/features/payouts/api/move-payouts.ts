import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPayoutAnswer, payoutRunDetailAnswer } from "@shared/contracts/payouts";
import { apiAnswer, apiDownload } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** POST /api/admin/payout-runs/{id}/sent: the run handed to the bank; held payouts stay scheduled. */
export function markRunSent(id: number) {
  return apiAnswer(payoutRunDetailAnswer, "POST", `/api/admin/payout-runs/${id}/sent`, {}, { asAdmin: true });
}

/** POST /api/admin/payouts/{id}/paid or /failed: what the bank answered for one payout. */
export function markPayout({ id, outcome, reason }: { id: number; outcome: "paid" | "failed"; reason?: string }) {
  return apiAnswer(adminPayoutAnswer, "POST", `/api/admin/payouts/${id}/${outcome}`, outcome === "failed" ? { reason } : {}, { asAdmin: true });
}

/** GET /api/admin/payout-runs/{id}/batch.csv or .xml: the bank's file, saved. */
export function downloadBatch(id: number, month: string, format: "csv" | "xml") {
  return apiDownload(`/api/admin/payout-runs/${id}/batch.${format}`, `payouts-${month}-${id}.${format}`, { asAdmin: true });
}

function useRunsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: payoutKeys.runs });
    // A paid payout moves the books.
    void queryClient.invalidateQueries({ queryKey: ["/api/admin/ledger"] });
  };
}

export function useMarkRunSent() {
  const changed = useRunsChanged();
  return useMutation({ mutationFn: markRunSent, onSettled: changed });
}

export function useMarkPayout() {
  const changed = useRunsChanged();
  return useMutation({ mutationFn: markPayout, onSettled: changed });
}
