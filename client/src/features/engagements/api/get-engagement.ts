import { useQuery } from "@tanstack/react-query";
import { type EngagementDetail, engagementDetailAnswer } from "@shared/contracts/engagements";
import { apiAnswer } from "@/lib/api-client";
import { engagementKeys } from "./keys";

/** GET /api/engagements/{id}: the engagement, its current terms and how the reader stands to it (its parties and admins). */
export function getEngagement(id: number, opts: { asAdmin?: boolean; signal?: AbortSignal } = {}): Promise<EngagementDetail> {
  return apiAnswer(engagementDetailAnswer, "GET", `/api/engagements/${id}`, undefined, opts);
}

export function useEngagement(id: number, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: engagementKeys.detail(id),
    queryFn: ({ signal }) => getEngagement(id, { ...opts, signal }),
  });
}
