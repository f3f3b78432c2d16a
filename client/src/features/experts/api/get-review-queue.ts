import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { talentReviewAnswer } from "@shared/contracts/experts";
import { type PageParams, pageQueryFnOf } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** GET /api/admin/experts/reviews?status=&limit=&offset=: the vetting queue, awaiting review first, oldest first. */
export function useReviewQueue(params: PageParams & { status?: "pending" | "approved" | "rejected" }) {
  return useQuery({
    queryKey: expertKeys.reviewPage(params),
    queryFn: pageQueryFnOf(talentReviewAnswer, { asAdmin: true }),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
