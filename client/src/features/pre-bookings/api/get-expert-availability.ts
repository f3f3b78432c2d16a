import { useQuery } from "@tanstack/react-query";
import type { Availability } from "@shared/contracts/availability";
import { ApiError, apiRequest } from "@/lib/api-client";

/** The fields of an expert's saved availability the booking dialog uses. */
export type ExpertAvailability = Pick<Availability, "status" | "availableFrom" | "availableTo" | "currentContractEndDate" | "preferredContractLength">;

/** Same key as the availability feature's own query, so both share one cached answer. */
export const expertAvailabilityKey = (expertId: number) => ["/api/availability", expertId] as const;

/** GET /api/availability/{expertId}; null when the expert has saved none. */
export async function getExpertAvailability(expertId: number): Promise<ExpertAvailability | null> {
  try {
    return await apiRequest<ExpertAvailability | null>("GET", `/api/availability/${expertId}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The booking dialog opens whatever happens here: a failed fetch just means no window is shown. */
export function useExpertAvailability(expertId: number, enabled: boolean) {
  return useQuery({ queryKey: expertAvailabilityKey(expertId), queryFn: () => getExpertAvailability(expertId), enabled });
}
