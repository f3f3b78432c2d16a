import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DecideCandidateInput, type Requisition, requisitionAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { requisitionKeys } from "./keys";

export interface DecideCandidateRequest extends DecideCandidateInput {
  requisitionId: number;
  expertId: number;
}

/** PATCH /api/requisitions/{id}/candidates/{expertId}: `interview`, or `declined` with a reason. */
export function decideCandidate({ requisitionId, expertId, ...body }: DecideCandidateRequest): Promise<Requisition> {
  return apiAnswer(requisitionAnswer, "PATCH", `/api/requisitions/${requisitionId}/candidates/${expertId}`, body);
}

export function useDecideCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCandidate,
    onSuccess: async (requisition) => {
      await showSaved(queryClient, requisitionKeys.detail(requisition.id), requisition);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.own });
    },
  });
}
