import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { companyMemberAnswer, type CompanyMember } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** GET /api/company/members: every member of the caller's company with their role. */
export function getMembers(signal?: AbortSignal): Promise<CompanyMember[]> {
  return apiAnswer(z.array(companyMemberAnswer), "GET", "/api/company/members", undefined, { signal });
}

export function useMembers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.members, queryFn: ({ signal }) => getMembers(signal), enabled });
}
