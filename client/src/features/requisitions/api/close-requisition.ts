import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Requisition, requisitionAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { requisitionKeys } from "./keys";

/** PATCH /api/requisitions/{id} {status: "closed"}: the client stops the search. */
export function closeRequisition(id: number): Promise<Requisition> {
  return apiAnswer(requisitionAnswer, "PATCH", `/api/requisitions/${id}`, { status: "closed" });
}

export function useCloseRequisition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeRequisition,
    onSuccess: async (requisition) => {
      await showSaved(queryClient, requisitionKeys.detail(requisition.id), requisition);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.own });
    },
  });
}
