// The console's live parts, loaded after its first paint: the stream that keeps it current (new
// requisitions, clients' answers, the overdue clock, messages) and the notification bell.
import { notificationKeys } from "@/features/notifications/api/keys";
import { useLiveRefresh, type RefreshMap } from "@/features/notifications/api/use-live-refresh";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { preBookingKeys } from "@/features/pre-bookings/api/keys";
import { requisitionKeys } from "@/features/requisitions/api/keys";
import { threadKeys } from "@/features/threads/api/keys";
import { engagementKeys } from "@/features/engagements/api/keys";
import { timesheetKeys } from "@/features/timesheets/api/keys";

const ADMIN_REFRESHES: RefreshMap = {
  notifications: [{ queryKey: notificationKeys.all }],
  "pre-bookings": [{ queryKey: preBookingKeys.adminLists }, { queryKey: requisitionKeys.all }],
  profile: [],
  requisitions: [{ queryKey: requisitionKeys.admin }, { queryKey: requisitionKeys.all }],
  threads: [{ queryKey: threadKeys.all }],
  engagements: [{ queryKey: engagementKeys.all }, { queryKey: timesheetKeys.all }, { queryKey: timesheetKeys.admin }],
};

/** Keeps the console current; renders nothing. */
export function AdminLiveUpdates() {
  useLiveRefresh({ refreshes: ADMIN_REFRESHES });
  return null;
}

export { NotificationBell as AdminBell };
