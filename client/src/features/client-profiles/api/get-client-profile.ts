import { useQuery } from "@tanstack/react-query";
import { savedClientProfileAnswer, type SavedClientProfile } from "@shared/contracts/client-profiles";
import { apiAnswer, ApiError } from "@/lib/api-client";
import { browserTimeZone } from "@/lib/calendar-date";
import { clientProfileKeys } from "./keys";

/**
 * GET /api/client/profile: the signed-in client's company profile and working hours (the defaults,
 * with `updatedAt` null, before anything is saved; a server that answers 404 then gives null).
 */
export async function getClientProfile(signal?: AbortSignal): Promise<SavedClientProfile | null> {
  try {
    return await apiAnswer(savedClientProfileAnswer, "GET", "/api/client/profile", undefined, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useClientProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: clientProfileKeys.own, queryFn: ({ signal }) => getClientProfile(signal), enabled });
}

/** The signed-in client's zone, where their screens show times: the one saved in their profile, else the browser's. */
export function useClientTimeZone(): string {
  const profile = useClientProfile();
  const saved = profile.data?.updatedAt ? profile.data.timeZone : null;
  return saved || browserTimeZone();
}
