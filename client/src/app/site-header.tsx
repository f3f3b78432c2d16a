// The header with the signed-in user's controls: the layout's Header, given the session and the
// notification bell.
import { lazy, Suspense } from "react";
import { Header } from "@/components/layout/header";
import { useAdminToken } from "@/features/auth/lib/admin-token";
import { useAuth } from "@/features/auth/lib/use-auth";

// Loaded only while signed in, with React Query: the header of a signed-out visit carries none of it.
const SignedInControls = lazy(() =>
  Promise.all([import("./signed-in-controls"), import("./query-provider")]).then(([c, m]) => ({ default: m.withQueryProvider(c.default) })),
);

export function SiteHeader() {
  const { user, logout, isLoggingOut } = useAuth();
  // Known after hydration, like the session: the prerendered page shows the visitor's header.
  const adminToken = useAdminToken();
  const notifications = user ? (
    <Suspense fallback={<span className="inline-flex h-10 w-10" aria-hidden="true" />}>
      <SignedInControls key={user.id} />
    </Suspense>
  ) : null;
  return <Header user={user} onLogout={logout} isLoggingOut={isLoggingOut} notifications={notifications} admin={!user && Boolean(adminToken)} />;
}
