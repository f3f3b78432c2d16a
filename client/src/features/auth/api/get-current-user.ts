import { useQuery } from "@tanstack/react-query";
import { currentUserAnswer } from "@shared/contracts/sign-in";
import { apiAnswer, ApiError } from "@/lib/api-client";
import { clearSession, updateStoredUser, type AuthUser } from "../lib/auth-storage";
import { authKeys } from "./keys";

/**
 * GET /api/auth/me. A 401 means the stored session is no longer valid: storage is cleared and
 * null returned. Other failures (offline, server down) keep the stored session.
 */
export async function getCurrentUser(): Promise<AuthUser | null> {
  try {
    const { user } = await apiAnswer(currentUserAnswer, "GET", "/api/auth/me");
    updateStoredUser(user);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      clearSession();
      return null;
    }
    throw err;
  }
}

/** Checks the stored session with the server once per session (enabled while a token is stored). */
export function useCurrentUserCheck(enabled: boolean) {
  return useQuery({ queryKey: authKeys.currentUser, queryFn: getCurrentUser, enabled });
}
