import { useSyncExternalStore } from "react";
import { useCurrentUserCheck } from "../api/get-current-user";
import { useLogin } from "../api/login";
import { useLogout } from "../api/logout";
import { readSession, subscribeSession } from "../lib/auth-storage";

// Prerendered HTML and the hydration pass render signed out; the stored session applies right after.
const serverSnapshot = () => null;

/** The signed-in user (or null), with login and logout. */
export function useAuth() {
  const session = useSyncExternalStore(subscribeSession, readSession, serverSnapshot);
  useCurrentUserCheck(Boolean(session));
  const loginMutation = useLogin();
  const logoutMutation = useLogout();

  return {
    user: session?.user ?? null,
    isAuthenticated: session !== null,
    /** Resolves with `{user, token}`; rejects with ApiError (401 bad credentials, 429 throttled). */
    login: loginMutation.mutateAsync,
    isLoggingIn: loginMutation.isPending,
    /** Always signs out locally, whether or not the server call succeeds. */
    logout: () => logoutMutation.mutateAsync(),
    isLoggingOut: logoutMutation.isPending,
  };
}
