import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { invitationAnswer, type Invitation } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** GET /api/company/invitations: the company's pending invitations (owners). */
export function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return apiAnswer(z.array(invitationAnswer), "GET", "/api/company/invitations", undefined, { signal });
}

export function useInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companyKeys.invitations, queryFn: ({ signal }) => getInvitations(signal), enabled });
}
