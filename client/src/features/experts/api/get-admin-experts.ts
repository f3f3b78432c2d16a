import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { expertAnswer } from "@shared/contracts/experts";
import { type PageParams, pageQueryFnOf } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** GET /api/experts?includeInactive=true&q: every expert, active or not (only admins see inactive ones). */
export function useAdminExperts(params: PageParams & { q: string }) {
  return useQuery({ queryKey: expertKeys.admin(params), queryFn: pageQueryFnOf(expertAnswer, { asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}
