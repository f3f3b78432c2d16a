// The header's part for a signed-in user, loaded only while signed in (with React Query): the
// session check, the live stream that keeps open screens current, and the notification bell.
import { SessionCheck } from "@/features/auth/components/session-check";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { LiveUpdates } from "./live-updates";
import { QueryProvider } from "./query-provider";

export default function SignedInControls() {
  return (
    <QueryProvider>
      <SessionCheck />
      <LiveUpdates />
      <NotificationBell />
    </QueryProvider>
  );
}
