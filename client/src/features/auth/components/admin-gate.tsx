// Guards admin screens (SPEC.md section 4 "Admin authentication"): unchecked -> loading screen ->
// children when the stored token passes GET /api/admin/check-auth, else the admin login form.
// The server enforces admin access; this only decides what to show.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { PublicUser } from "@shared/contracts/auth";
import { Spinner } from "@/components/ui/icons";
import { useAdminLogout } from "../api/admin-logout";
import { useAdminCheckAuth } from "../api/check-admin-auth";
import { useAdminToken } from "../lib/admin-token";
import { isEnrolmentRequired } from "../lib/two-factor-errors";
import { AdminLoginForm } from "./admin-login-form";
import { TwoFactorRequired } from "./two-factor-required";

export interface AdminSession {
  user: PublicUser;
  /** Logs out (token cleared even if the call fails) and toasts. */
  logout: () => Promise<void>;
  isLoggingOut: boolean;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

/** The admin session inside <AdminGate>. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession must be used inside <AdminGate>");
  return session;
}

function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="h-8 w-8 text-primary" />
      <span>Checking your session...</span>
    </div>
  );
}

export interface AdminGateProps {
  children: ReactNode;
  /** Heading of the login form. */
  loginTitle?: string;
}

export function AdminGate({ children, loginTitle }: AdminGateProps) {
  const token = useAdminToken();
  const check = useAdminCheckAuth(Boolean(token));
  const logoutMutation = useAdminLogout();
  const user = check.data?.user;

  const session = useMemo<AdminSession | null>(
    () =>
      user
        ? { user, logout: () => logoutMutation.mutateAsync(), isLoggingOut: logoutMutation.isPending }
        : null,
    [user, logoutMutation],
  );

  if (token === undefined) return <LoadingScreen />;
  if (token && check.isError && isEnrolmentRequired(check.error)) return <TwoFactorRequired />;
  if (!token || check.isError) return <AdminLoginForm title={loginTitle} />;
  if (!session) return <LoadingScreen />;
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}
