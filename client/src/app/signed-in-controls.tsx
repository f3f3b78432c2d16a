// The header's part for a signed-in user, loaded only while signed in (with React Query, see
// site-header.tsx): the session check, the live stream that keeps open screens current, and the
// notification bell.
import { SessionCheck } from "@/features/auth/components/session-check";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { LiveUpdates } from "./live-updates";

export default function SignedInControls() {
  return (
    <>
      <SessionCheck />
      <LiveUpdates />
      <NotificationBell />
    </>
  );
}
