import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Expert, expertAnswer, type UpdateExpertProfileInput } from "@shared/contracts/experts";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { expertKeys } from "./keys";

/** PUT /api/experts/profile: the signed-in expert's own role, skills, rate, years and bio. */
export function updateExpertProfile(input: UpdateExpertProfileInput): Promise<Expert> {
  return apiAnswer(expertAnswer, "PUT", "/api/experts/profile", input);
}

/** Stores the saved profile and refreshes every expert list (name, role and skills show there). */
export function useExpertProfileSaved() {
  const queryClient = useQueryClient();
  return async (expert: Expert) => {
    await showSaved(queryClient, expertKeys.profile(expert.id), expert);
    void queryClient.invalidateQueries({ queryKey: expertKeys.lists });
  };
}

export function useUpdateExpertProfile() {
  const saved = useExpertProfileSaved();
  return useMutation({ mutationFn: updateExpertProfile, onSuccess: saved });
}
