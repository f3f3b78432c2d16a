import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { requisitionFitAnswer, type RequisitionFit, type RequisitionFitValues } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { requisitionKeys } from "./keys";

/** POST /api/requisitions/fit: how many active experts pass the need's hard filters, and with none, what rules everyone out. */
export function fetchFit(need: RequisitionFitValues, signal?: AbortSignal): Promise<RequisitionFit> {
  return apiAnswer(requisitionFitAnswer, "POST", "/api/requisitions/fit", need, { signal });
}

/** The count for a need the contract accepts; nothing is asked while `need` is null (the form is not complete yet). */
export function useRequisitionFit(need: RequisitionFitValues | null) {
  return useQuery({
    queryKey: requisitionKeys.fit(need),
    queryFn: ({ signal }) => fetchFit(need!, signal),
    enabled: need !== null,
    // The last count stays on screen, marked as being updated, while the next one comes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
