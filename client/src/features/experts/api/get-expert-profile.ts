import { useQuery } from "@tanstack/react-query";
import { type Expert, expertAnswer } from "@shared/contracts/experts";
import { apiAnswer } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** GET /api/experts/profile/{expertId}: an active expert, or one's own profile (404 otherwise). */
export function getExpertProfile(expertId: number): Promise<Expert> {
  return apiAnswer(expertAnswer, "GET", `/api/experts/profile/${expertId}`);
}

export function useExpertProfile(expertId: number | null | undefined) {
  return useQuery({
    queryKey: expertKeys.profile(expertId ?? 0),
    queryFn: () => getExpertProfile(expertId!),
    enabled: typeof expertId === "number" && expertId > 0,
  });
}
