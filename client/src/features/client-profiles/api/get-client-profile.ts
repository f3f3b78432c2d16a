import { useQuery } from "@tanstack/react-query";
import type { ClientProfile } from "@shared/contracts/client-profiles";
import { ApiError, apiRequest } from "@/lib/api-client";
import { clientProfileQueryKey } from "./save-client-profile";

export type SavedClientProfile = ClientProfile & { userId: number; updatedAt: string };

/** GET /api/client/profile: the signed-in client's company profile, or null before the first save. */
export async function getClientProfile(): Promise<SavedClientProfile | null> {
  try {
    return await apiRequest<SavedClientProfile>("GET", "/api/client/profile");
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useClientProfile(enabled = true) {
  return useQuery({ queryKey: clientProfileQueryKey, queryFn: getClientProfile, enabled });
}
