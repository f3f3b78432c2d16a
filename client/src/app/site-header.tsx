// The header with the signed-in user's controls: the layout's Header, given the session and the
// notification bell.
import { Header } from "@/components/layout/header";
import { useAuth } from "@/features/auth/lib/use-auth";
import { NotificationBell } from "@/features/notifications/components/notification-bell";

export function SiteHeader() {
  const { user, logout, isLoggingOut } = useAuth();
  return <Header user={user} onLogout={logout} isLoggingOut={isLoggingOut} notifications={user ? <NotificationBell /> : null} />;
}
