import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "@/lib/api-client";

/** GET /api/candidate/cv/{id} with the session cookie and bearer token, saved under the file's own name. */
export function downloadCv({ path, fileName }: { path: string; fileName?: string | null }): Promise<void> {
  return apiDownload(path, fileName || "cv.pdf");
}

export function useDownloadCv() {
  return useMutation({ mutationFn: downloadCv });
}
