import { useQuery } from "@tanstack/react-query";
import type { OwnReview } from "@shared/contracts/experts";
import { apiRequest } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** GET /api/experts/me/review: where the signed-in expert's own application stands. */
export function useOwnReview(enabled: boolean) {
  return useQuery({
    queryKey: expertKeys.ownReview,
    queryFn: () => apiRequest<OwnReview>("GET", "/api/experts/me/review"),
    enabled,
  });
}
