import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientProfileInput } from "@shared/contracts/client-profiles";
import { apiRequest } from "@/lib/api-client";
import { clientProfileKeys } from "./keys";

/** POST /api/client/profile: creates or replaces the signed-in client's company profile. */
export function saveClientProfile(input: ClientProfileInput) {
  return apiRequest<{ success: true }>("POST", "/api/client/profile", input);
}

export function useSaveClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientProfileKeys.own }),
  });
}
