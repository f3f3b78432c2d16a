import { useMutation } from "@tanstack/react-query";
import { type Expert, expertAnswer } from "@shared/contracts/experts";
import { apiAnswer } from "@/lib/api-client";
import { useExpertProfileSaved } from "./update-expert-profile";

/** DELETE /api/experts/profile/photo. */
export function removeExpertPhoto(): Promise<Expert> {
  return apiAnswer(expertAnswer, "DELETE", "/api/experts/profile/photo");
}

export function useRemoveExpertPhoto() {
  const saved = useExpertProfileSaved();
  return useMutation({ mutationFn: removeExpertPhoto, onSuccess: saved });
}
