import { useQuery } from "@tanstack/react-query";
import { type Requisition, requisitionAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { requisitionKeys } from "./keys";

/** GET /api/requisitions/{id}: the need, its clock and its candidates (its client and admins). */
export function getRequisition(id: number, opts: { asAdmin?: boolean; signal?: AbortSignal } = {}): Promise<Requisition> {
  return apiAnswer(requisitionAnswer, "GET", `/api/requisitions/${id}`, undefined, opts);
}

export function useRequisition(id: number | null, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: requisitionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getRequisition(id!, { ...opts, signal }),
    enabled: id !== null,
  });
}
