import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "@/lib/api-client";

/** GET /api/candidate/cv/{id} as the admin, saved under the file's own name. */
export function downloadCandidateCv({ path, fileName }: { path: string; fileName?: string | null }): Promise<void> {
  return apiDownload(path, fileName || "cv.pdf", { asAdmin: true });
}

export function useDownloadCandidateCv() {
  return useMutation({ mutationFn: downloadCandidateCv });
}
