import { useMutation } from "@tanstack/react-query";
import type { Expert } from "@shared/contracts/experts";
import { apiRequest } from "@/lib/api-client";
import { useExpertProfileSaved } from "./update-expert-profile";

/** POST /api/experts/profile/photo (multipart, field `photo`): PNG, JPEG or WebP up to 2 MB. */
export function uploadExpertPhoto(file: File): Promise<Expert> {
  const form = new FormData();
  form.append("photo", file);
  return apiRequest<Expert>("POST", "/api/experts/profile/photo", form);
}

export function useUploadExpertPhoto() {
  const saved = useExpertProfileSaved();
  return useMutation({ mutationFn: uploadExpertPhoto, onSuccess: saved });
}
