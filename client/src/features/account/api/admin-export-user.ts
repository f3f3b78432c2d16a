import { useMutation } from "@tanstack/react-query";
import { exportFileName } from "@shared/contracts/account";
import { apiDownload } from "@/lib/api-client";

/** GET /api/admin/users/{userId}/export: an admin takes the copy of one person's data. */
export function adminExportUser(userId: number): Promise<void> {
  return apiDownload(`/api/admin/users/${userId}/export`, exportFileName(userId, new Date()), { asAdmin: true });
}

export function useAdminExportUser() {
  return useMutation({ mutationFn: adminExportUser });
}
