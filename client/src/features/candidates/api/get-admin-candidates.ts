import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminCandidateAnswer } from "@shared/contracts/candidates";
import { type PageParams, pageQueryFnOf } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/** GET /api/admin/candidates?limit&offset: candidate profiles with their accounts. */
export function useAdminCandidates(page: PageParams) {
  return useQuery({ queryKey: candidateKeys.admin(page), queryFn: pageQueryFnOf(adminCandidateAnswer, { asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}
