import { useState, useSyncExternalStore } from "react";
import { readSession, subscribeSession } from "../lib/auth-storage";

// Prerendered HTML and the hydration pass render signed out; the stored session applies right after.
const serverSnapshot = () => null;

/**
 * The signed-in user (or null) and logout, without React Query, so the header every page shows
 * loads none of it. While signed in, the header's `SessionCheck` checks the stored session with
 * the server (features/auth/components/session-check.tsx).
 */
export function useAuth() {
  const session = useSyncExternalStore(subscribeSession, readSession, serverSnapshot);
  const [isLoggingOut, setLoggingOut] = useState(false);

  return {
    user: session?.user ?? null,
    isAuthenticated: session !== null,
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
