import { useQuery } from "@tanstack/react-query";
import { companyAnswer, type CompanyAnswer } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** GET /api/company: the caller's company, their role and the actions it allows (billing details only for the roles that see them). */
export function getCompany(signal?: AbortSignal): Promise<CompanyAnswer> {
  return apiAnswer(companyAnswer, "GET", "/api/company", undefined, { signal });
}

export function useCompany({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.own, queryFn: ({ signal }) => getCompany(signal), enabled, staleTime: 60_000 });
}
