import { useMutation } from "@tanstack/react-query";
import { type Expert, expertAnswer } from "@shared/contracts/experts";
import { apiUploadAnswer, type UploadOptions } from "@/lib/api-client";
import { useExpertProfileSaved } from "./update-expert-profile";

export interface UploadExpertPhotoVariables extends Pick<UploadOptions, "signal" | "onProgress"> {
  file: File;
}

/** POST /api/experts/profile/photo (multipart, field `photo`): PNG, JPEG or WebP up to 2 MB, reporting progress. */
export function uploadExpertPhoto({ file, signal, onProgress }: UploadExpertPhotoVariables): Promise<Expert> {
  const form = new FormData();
  form.append("photo", file);
  return apiUploadAnswer(expertAnswer, "POST", "/api/experts/profile/photo", form, { signal, onProgress });
}

export function useUploadExpertPhoto() {
  const saved = useExpertProfileSaved();
  return useMutation({ mutationFn: uploadExpertPhoto, onSuccess: saved });
}
