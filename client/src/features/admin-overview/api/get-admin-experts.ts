import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Expert } from "@shared/contracts/experts";
import { pageQueryFn } from "../lib/admin-request";
import { adminKeys, type PageParams } from "./keys";

/** GET /api/experts?includeInactive=true: every expert, active or not (admins only see inactive ones). */
export function useAdminExperts(page: PageParams) {
  return useQuery({ queryKey: adminKeys.experts(page), queryFn: pageQueryFn<Expert>(), placeholderData: keepPreviousData, refetchOnMount: true });
}
