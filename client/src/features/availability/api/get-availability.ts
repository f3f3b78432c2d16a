import { useQuery } from "@tanstack/react-query";
import type { Availability } from "@shared/contracts/availability";
import { ApiError, apiRequest } from "@/lib/api-client";

/** The same key the booking dialog uses, so both read one cached answer. */
export const availabilityKey = (expertId: number) => ["/api/availability", expertId] as const;

/** GET /api/availability/{expertId}; null when the expert has saved none yet (404). */
export async function getAvailability(expertId: number): Promise<Availability | null> {
  try {
    return await apiRequest<Availability>("GET", `/api/availability/${expertId}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useAvailability(expertId: number) {
  return useQuery({ queryKey: availabilityKey(expertId), queryFn: () => getAvailability(expertId) });
}
