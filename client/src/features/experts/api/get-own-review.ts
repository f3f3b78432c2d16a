import { useQuery } from "@tanstack/react-query";
import { ownReviewAnswer } from "@shared/contracts/experts";
import { apiAnswer } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** GET /api/experts/me/review: where the signed-in expert's own application stands. */
export function useOwnReview(enabled: boolean) {
  return useQuery({
    queryKey: expertKeys.ownReview,
    queryFn: () => apiAnswer(ownReviewAnswer, "GET", "/api/experts/me/review"),
    enabled,
  });
}
