import { useMutation, useQueryClient } from "@tanstack/react-query";
import { candidateProfileSavedAnswer, type CandidateProfileUpdateInput } from "@shared/contracts/candidates";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { candidateKeys } from "./keys";

/** PUT /api/candidate/profile: changes only the fields sent (edit form, calendar, new CV). */
export function updateCandidateProfile(input: CandidateProfileUpdateInput) {
  return apiAnswer(candidateProfileSavedAnswer, "PUT", "/api/candidate/profile", input);
}

export function useUpdateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidateProfile,
    onSuccess: ({ profile }) => showSaved(queryClient, candidateKeys.profile, profile),
  });
}
