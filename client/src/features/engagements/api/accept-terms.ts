import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type EngagementDetail, engagementDetailAnswer } from "@shared/contracts/engagements";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { sha256Hex } from "../lib/sha256";
import { engagementKeys } from "./keys";

export interface AcceptTermsRequest {
  id: number;
  /** The terms exactly as shown: their SHA-256 is what the server checks against the current text. */
  text: string;
}

/** POST /api/engagements/{id}/accept with the SHA-256 of the text the party read. */
export async function acceptTerms({ id, text }: AcceptTermsRequest): Promise<EngagementDetail> {
  return apiAnswer(engagementDetailAnswer, "POST", `/api/engagements/${id}/accept`, { sha256: await sha256Hex(text) });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async (engagement) => {
      await showSaved(queryClient, engagementKeys.detail(engagement.id), engagement);
      void queryClient.invalidateQueries({ queryKey: engagementKeys.own });
    },
  });
}
