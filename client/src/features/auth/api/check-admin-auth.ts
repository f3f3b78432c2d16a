import { useQuery } from "@tanstack/react-query";
import { adminCheckAnswer } from "@shared/contracts/sign-in";
import { apiAnswer } from "@/lib/api-client";
import { clearAdminToken } from "../lib/admin-token";
import { isEnrolmentRequired } from "../lib/two-factor-errors";
import { authKeys } from "./keys";

/**
 * GET /api/admin/check-auth. A failed check clears the token (SPEC.md section 4), except the 403
 * that asks the admin to set up two-factor sign-in first: they are signed in, just not let in yet.
 */
export async function checkAdminAuth() {
  try {
    return await apiAnswer(adminCheckAnswer, "GET", "/api/admin/check-auth");
  } catch (err) {
    if (!isEnrolmentRequired(err)) clearAdminToken();
    throw err;
  }
}

export function useAdminCheckAuth(enabled: boolean) {
  return useQuery({ queryKey: authKeys.adminCheck, queryFn: checkAdminAuth, enabled });
}
