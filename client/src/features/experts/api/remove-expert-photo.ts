import { useMutation } from "@tanstack/react-query";
import type { Expert } from "@shared/contracts/experts";
import { apiRequest } from "@/lib/api-client";
import { useExpertProfileSaved } from "./update-expert-profile";

/** DELETE /api/experts/profile/photo. */
export function removeExpertPhoto(): Promise<Expert> {
  return apiRequest<Expert>("DELETE", "/api/experts/profile/photo");
}

export function useRemoveExpertPhoto() {
  const saved = useExpertProfileSaved();
  return useMutation({ mutationFn: removeExpertPhoto, onSuccess: saved });
}
