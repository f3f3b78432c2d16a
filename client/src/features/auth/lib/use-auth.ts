import { useState, useSyncExternalStore } from "react";
import { readSession, subscribeSession } from "./auth-storage";

// Prerendered HTML and the hydration pass render signed out; the stored session applies right after.
const serverSnapshot = () => null;

/**
 * The signed-in user (or null), with logout. Signing in is the login form's own call (useLogin).
 * Without React Query, so the header every page shows loads none of it; while signed in, the
 * site header's `SessionCheck` checks the stored session with the server
 * (features/auth/components/session-check.tsx).
 */
export function useAuth() {
  const session = useSyncExternalStore(subscribeSession, readSession, serverSnapshot);
  const [isLoggingOut, setLoggingOut] = useState(false);

  return {
    user: session?.user ?? null,
    /** Always signs out locally, whether or not the server call succeeds. */
    logout: async () => {
      setLoggingOut(true);
      try {
        // The API helper loads with the click: signed-out visits (most) never need it.
        const { signOut } = await import("../api/logout");
        await signOut();
      } finally {
        setLoggingOut(false);
      }
    },
    isLoggingOut,
  };
}
