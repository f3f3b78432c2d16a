import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type EditRequisitionInput, type Requisition, requisitionAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { requisitionKeys } from "./keys";

/** PATCH /api/requisitions/{id} with the need's fields: the client restates it while it is open with no candidate. */
export function editRequisition({ id, need }: { id: number; need: EditRequisitionInput }): Promise<Requisition> {
  return apiAnswer(requisitionAnswer, "PATCH", `/api/requisitions/${id}`, need);
}

export function useEditRequisition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRequisition,
    onSuccess: async (requisition) => {
      await showSaved(queryClient, requisitionKeys.detail(requisition.id), requisition);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.own });
    },
  });
}
