import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CandidateProfile, CandidateProfileInput } from "@shared/contracts/candidates";
import { apiRequest } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { candidateKeys } from "./keys";

/** POST /api/candidate/profile: the upload form creates (or replaces) the caller's profile. */
export function saveCandidateProfile(input: CandidateProfileInput) {
  return apiRequest<{ success: true; profile: CandidateProfile }>("POST", "/api/candidate/profile", input);
}

export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    onSuccess: ({ profile }) => showSaved(queryClient, candidateKeys.profile, profile),
  });
}
