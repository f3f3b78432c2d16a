import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeTermsInput, type EngagementDetail, engagementDetailAnswer } from "@shared/contracts/engagements";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { engagementKeys } from "./keys";

/** PATCH /api/engagements/{id} (admins): new rate, weekly hours or end date; both parties accept again. */
export function changeTerms({ id, ...body }: ChangeTermsInput & { id: number }): Promise<EngagementDetail> {
  return apiAnswer(engagementDetailAnswer, "PATCH", `/api/engagements/${id}`, body, { asAdmin: true });
}

export function useChangeTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTerms,
    onSuccess: async (engagement) => {
      await showSaved(queryClient, engagementKeys.detail(engagement.id), engagement);
      void queryClient.invalidateQueries({ queryKey: engagementKeys.admin });
    },
  });
}
