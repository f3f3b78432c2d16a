import { useQuery } from "@tanstack/react-query";
import { vettingReportAnswer } from "@shared/contracts/vetting";
import { apiAnswer } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** GET /api/experts/me/vetting: the signed-in expert's or candidate's own stages and those still to come. */
export function useOwnVetting() {
  return useQuery({
    queryKey: expertKeys.ownVetting,
    queryFn: () => apiAnswer(vettingReportAnswer, "GET", "/api/experts/me/vetting"),
  });
}
