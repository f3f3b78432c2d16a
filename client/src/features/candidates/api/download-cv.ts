import { useMutation } from "@tanstack/react-query";
import { apiDownload, type RequestOptions } from "@/lib/api-client";

/**
 * GET /api/candidate/cv/{id}, saved under the file's own name: the candidate's own CV, or any
 * candidate's for the admin console (`asAdmin`).
 */
export function downloadCv({ path, fileName }: { path: string; fileName?: string | null }, options?: RequestOptions): Promise<void> {
  return apiDownload(path, fileName || "cv.pdf", options);
}

export function useDownloadCv(options?: { asAdmin?: boolean }) {
  return useMutation({ mutationFn: (file: { path: string; fileName?: string | null }) => downloadCv(file, options) });
}
