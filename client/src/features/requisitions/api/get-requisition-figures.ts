import { useQuery } from "@tanstack/react-query";
import { requisitionFiguresAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { requisitionKeys } from "./keys";

/** GET /api/admin/requisitions/figures: time to shortlist and missed guarantees over 90 days. */
export function useRequisitionFigures() {
  return useQuery({
    queryKey: requisitionKeys.figures,
    queryFn: ({ signal }) => apiAnswer(requisitionFiguresAnswer, "GET", "/api/admin/requisitions/figures", undefined, { signal, asAdmin: true }),
  });
}
