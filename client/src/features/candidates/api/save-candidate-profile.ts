import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CandidateProfileInput, candidateProfileSavedAnswer } from "@shared/contracts/candidates";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { candidateKeys } from "./keys";

/** POST /api/candidate/profile: the upload form creates (or replaces) the caller's profile. */
export function saveCandidateProfile(input: CandidateProfileInput) {
  return apiAnswer(candidateProfileSavedAnswer, "POST", "/api/candidate/profile", input);
}

export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    onSuccess: ({ profile }) => showSaved(queryClient, candidateKeys.profile, profile),
  });
}
