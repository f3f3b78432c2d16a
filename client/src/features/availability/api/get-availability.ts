import { useQuery } from "@tanstack/react-query";
import { type Availability, availabilityAnswer } from "@shared/contracts/availability";
import { apiAnswer, ApiError } from "@/lib/api-client";
import { availabilityKeys } from "./keys";

/** GET /api/availability/{expertId}; null when the expert has saved none yet (404). */
export async function getAvailability(expertId: number): Promise<Availability | null> {
  try {
    return await apiAnswer(availabilityAnswer, "GET", `/api/availability/${expertId}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useAvailability(expertId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: availabilityKeys.expert(expertId), queryFn: () => getAvailability(expertId), enabled });
}
