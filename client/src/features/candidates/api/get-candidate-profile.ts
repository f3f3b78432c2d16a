import { useQuery } from "@tanstack/react-query";
import { type CandidateProfile, candidateProfileAnswer } from "@shared/contracts/candidates";
import { apiAnswer, ApiError } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/** GET /api/candidate/profile: the caller's profile, or null when they have not created one yet. */
export async function getCandidateProfile(): Promise<CandidateProfile | null> {
  try {
    return await apiAnswer(candidateProfileAnswer, "GET", "/api/candidate/profile");
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useCandidateProfile(enabled = true) {
  return useQuery({ queryKey: candidateKeys.profile, queryFn: getCandidateProfile, enabled });
}
