import { useMutation } from "@tanstack/react-query";
import type { CvUploadResponse } from "@shared/contracts/candidates";
import { apiRequest } from "@/lib/api-client";

/** POST /api/upload/cv: multipart, field `cv`, with the bearer header (SPEC.md section 6). */
export function uploadCv(file: File): Promise<CvUploadResponse> {
  const form = new FormData();
  form.append("cv", file, file.name);
  return apiRequest<CvUploadResponse>("POST", "/api/upload/cv", form);
}

export function useUploadCv() {
  return useMutation({ mutationFn: uploadCv });
}
