import { useSyncExternalStore } from "react";
import { useCurrentUserCheck } from "../api/get-current-user";
import { useLogout } from "../api/logout";
import { readSession, subscribeSession } from "../lib/auth-storage";

// Prerendered HTML and the hydration pass render signed out; the stored session applies right after.
const serverSnapshot = () => null;

/** The signed-in user (or null), with logout. Signing in is the login form's own call (useLogin). */
export function useAuth() {
  const session = useSyncExternalStore(subscribeSession, readSession, serverSnapshot);
  useCurrentUserCheck(Boolean(session));
  const logoutMutation = useLogout();

  return {
    user: session?.user ?? null,
    /** Always signs out locally, whether or not the server call succeeds. */
    logout: () => logoutMutation.mutateAsync(),
    isLoggingOut: logoutMutation.isPending,
  };
}
