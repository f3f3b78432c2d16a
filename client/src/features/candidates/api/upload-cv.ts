import { useMutation } from "@tanstack/react-query";
import { cvUploadAnswer, type CvUploadResponse } from "@shared/contracts/candidates";
import { apiUploadAnswer, type UploadOptions } from "@/lib/api-client";

export interface UploadCvVariables extends Pick<UploadOptions, "signal" | "onProgress"> {
  file: File;
}

/** POST /api/upload/cv: multipart, field `cv`, with the bearer header (SPEC.md section 6), reporting progress. */
export function uploadCv({ file, signal, onProgress }: UploadCvVariables): Promise<CvUploadResponse> {
  const form = new FormData();
  form.append("cv", file, file.name);
  return apiUploadAnswer(cvUploadAnswer, "POST", "/api/upload/cv", form, { signal, onProgress });
}

export function useUploadCv() {
  return useMutation({ mutationFn: uploadCv });
}
