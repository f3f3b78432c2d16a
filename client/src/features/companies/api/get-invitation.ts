import { useQuery } from "@tanstack/react-query";
import { invitationPreviewAnswer, type InvitationPreview } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** GET /api/company/invitations/{token}: the company, address and role an invitation's link is for. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiAnswer(invitationPreviewAnswer, "GET", `/api/company/invitations/${encodeURIComponent(token)}`, undefined, { signal });
}

/** `enabled` false once the invitation is accepted: read again, it would answer that it was used. */
export function useInvitation(token: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.invitation(token ?? ""), queryFn: ({ signal }) => getInvitation(token!, signal), enabled: enabled && Boolean(token), retry: false, staleTime: Infinity });
}
