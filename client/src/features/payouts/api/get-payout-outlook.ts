import { useQuery } from "@tanstack/react-query";
import { payoutOutlookAnswer } from "@shared/contracts/payouts";
import { apiAnswer } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** GET /api/payouts/outlook: the next payout day and what the approved hours not yet paid will bring. */
export function usePayoutOutlook() {
  return useQuery({
    queryKey: payoutKeys.outlook,
    queryFn: ({ signal }) => apiAnswer(payoutOutlookAnswer, "GET", "/api/payouts/outlook", undefined, { signal }),
  });
}
