import { useMutation } from "@tanstack/react-query";
import { downloadAsAdmin } from "../lib/admin-request";

/** GET /api/candidate/cv/{id} as the admin, saved under the file's own name. */
export function downloadCandidateCv({ path, fileName }: { path: string; fileName?: string | null }): Promise<void> {
  return downloadAsAdmin(path, fileName || "cv.pdf");
}

export function useDownloadCandidateCv() {
  return useMutation({ mutationFn: downloadCandidateCv });
}
