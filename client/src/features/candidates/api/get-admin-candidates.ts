import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminCandidate } from "@shared/contracts/candidates";
import { pageQueryFn, type PageParams } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/** GET /api/admin/candidates?limit&offset: candidate profiles with their accounts. */
export function useAdminCandidates(page: PageParams) {
  return useQuery({ queryKey: candidateKeys.admin(page), queryFn: pageQueryFn<AdminCandidate>({ asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}
