import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Availability, AvailabilityInput } from "@shared/contracts/availability";
import { apiRequest } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { availabilityKeys } from "./keys";

export interface SaveAvailabilityInput {
  expertId: number;
  /** PUT when a record exists, POST to create the first one (SPEC.md section 7). */
  exists: boolean;
  values: Omit<AvailabilityInput, "expertId">;
}

export function saveAvailability({ expertId, exists, values }: SaveAvailabilityInput): Promise<Availability> {
  const body = { ...values, expertId };
  return exists ? apiRequest<Availability>("PUT", `/api/availability/${expertId}`, body) : apiRequest<Availability>("POST", "/api/availability", body);
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => showSaved(queryClient, availabilityKeys.expert(saved.expertId), saved),
  });
}
