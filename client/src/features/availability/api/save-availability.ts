import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Availability, availabilityAnswer, type AvailabilityInput } from "@shared/contracts/availability";
import { apiAnswer } from "@/lib/api-client";
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
  return exists ? apiAnswer(availabilityAnswer, "PUT", `/api/availability/${expertId}`, body) : apiAnswer(availabilityAnswer, "POST", "/api/availability", body);
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => showSaved(queryClient, availabilityKeys.expert(saved.expertId), saved),
  });
}
