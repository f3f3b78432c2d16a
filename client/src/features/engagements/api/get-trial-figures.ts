import { useQuery } from "@tanstack/react-query";
import { trialFiguresAnswer } from "@shared/contracts/engagement-trial";
import { apiAnswer } from "@/lib/api-client";

export const trialFiguresKey = ["/api/admin/engagements", "trial-figures"] as const;

/** GET /api/admin/engagements/trial-figures: ends in the trial and free replacements, 90 days and all time. */
export function useTrialFigures() {
  return useQuery({
    queryKey: trialFiguresKey,
    queryFn: ({ signal }) => apiAnswer(trialFiguresAnswer, "GET", "/api/admin/engagements/trial-figures", undefined, { signal, asAdmin: true }),
  });
}
