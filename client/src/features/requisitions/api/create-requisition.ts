import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateRequisitionInput, type Requisition, requisitionAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { requisitionKeys } from "./keys";

/** POST /api/requisitions: the client states a need; the 14-day clock starts. */
export function createRequisition(input: CreateRequisitionInput): Promise<Requisition> {
  return apiAnswer(requisitionAnswer, "POST", "/api/requisitions", input);
}

export function useCreateRequisition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequisition,
    onSuccess: async (requisition) => {
      await showSaved(queryClient, requisitionKeys.detail(requisition.id), requisition);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.own });
    },
  });
}
