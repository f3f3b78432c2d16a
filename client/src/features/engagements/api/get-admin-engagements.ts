import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { engagementAnswer, engagementCountsAnswer } from "@shared/contracts/engagements";
import { apiAnswer, apiPageOf, type PageParams } from "@/lib/api-client";
import { engagementKeys, type EngagementFilter } from "./keys";

/** GET /api/engagements as an admin: every engagement of one status (or all), a page at a time. */
export function useAdminEngagements(params: PageParams & { status: EngagementFilter }) {
  return useQuery({
    queryKey: engagementKeys.adminList(params),
    queryFn: ({ signal }) => apiPageOf(engagementAnswer, `/api/engagements?status=${params.status}&limit=${params.limit}&offset=${params.offset}`, { asAdmin: true, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/engagements/counts: how many engagements are in each status. */
export function useEngagementCounts() {
  return useQuery({
    queryKey: engagementKeys.counts,
    queryFn: ({ signal }) => apiAnswer(engagementCountsAnswer, "GET", "/api/admin/engagements/counts", undefined, { asAdmin: true, signal }),
  });
}
