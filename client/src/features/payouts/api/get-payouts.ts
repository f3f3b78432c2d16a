import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { payoutAnswer } from "@shared/contracts/payouts";
import { apiPageOf } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** GET /api/payouts: the expert's payouts, newest month first, a page at a time. */
export function usePayouts(params: { limit: number; offset: number }) {
  return useQuery({
    queryKey: payoutKeys.list(params),
    queryFn: ({ signal }) => apiPageOf(payoutAnswer, `/api/payouts?limit=${params.limit}&offset=${params.offset}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
