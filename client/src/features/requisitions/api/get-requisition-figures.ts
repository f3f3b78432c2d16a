import { useQuery } from "@tanstack/react-query";
import type { RequisitionFigures } from "@shared/contracts/requisitions";
import { apiRequest } from "@/lib/api-client";
import { requisitionKeys } from "./keys";

/** GET /api/admin/requisitions/figures: time to shortlist and missed guarantees over 90 days. */
export function useRequisitionFigures() {
  return useQuery({
    queryKey: requisitionKeys.figures,
    queryFn: ({ signal }) => apiRequest<RequisitionFigures>("GET", "/api/admin/requisitions/figures", undefined, { signal, asAdmin: true }),
  });
}
