import { useMutation } from "@tanstack/react-query";
import { exportFileName } from "@shared/contracts/account";
import { apiDownload } from "@/lib/api-client";

/** GET /api/account/export: everything held about the signed-in person, saved as one JSON file. */
export function downloadMyData(userId: number): Promise<void> {
  return apiDownload("/api/account/export", exportFileName(userId, new Date()));
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
