import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProposeCandidateInput, type Requisition, requisitionAnswer } from "@shared/contracts/requisitions";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { requisitionKeys } from "./keys";

export interface ProposeCandidateRequest extends ProposeCandidateInput {
  requisitionId: number;
}

/**
 * POST /api/requisitions/{id}/candidates (admins): an expert with a note. A 409 `candidate_not_eligible`
 * names in `error.details` each hard filter the expert fails.
 */
export function proposeCandidate({ requisitionId, ...body }: ProposeCandidateRequest): Promise<Requisition> {
  return apiAnswer(requisitionAnswer, "POST", `/api/requisitions/${requisitionId}/candidates`, body, { asAdmin: true });
}

export function useProposeCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeCandidate,
    onSuccess: async (requisition) => {
      await showSaved(queryClient, requisitionKeys.detail(requisition.id), requisition);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.admin });
    },
  });
}
