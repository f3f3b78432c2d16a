// What the live stream's `refresh` topics mean in query keys: the one place that knows both the
// notifications stream and the other domains' keys (features do not import each other).
import { useQueryClient } from "@tanstack/react-query";
import { authKeys } from "@/features/auth/api/keys";
import { candidateKeys } from "@/features/candidates/api/keys";
import { expertKeys } from "@/features/experts/api/keys";
import { notificationKeys } from "@/features/notifications/api/keys";
import { useLiveRefresh, type RefreshMap } from "@/features/notifications/api/use-live-refresh";
import { preBookingKeys } from "@/features/pre-bookings/api/keys";
import { requisitionKeys } from "@/features/requisitions/api/keys";
import { threadKeys } from "@/features/threads/api/keys";
import { engagementKeys } from "@/features/engagements/api/keys";
import { timesheetKeys } from "@/features/timesheets/api/keys";
import { dependsOnFreeDays } from "@/lib/query-keys";

export const LIVE_REFRESHES: RefreshMap = {
  notifications: [{ queryKey: notificationKeys.all }],
  "pre-bookings": [
    { queryKey: preBookingKeys.expertLists },
    { queryKey: preBookingKeys.clientLists },
    { queryKey: preBookingKeys.adminLists },
    // A request made, declined or expired changes who is free when.
    { predicate: (query) => dependsOnFreeDays(query.queryKey) },
    // A requisition's candidates show the bookings made from it.
    { queryKey: requisitionKeys.all },
  ],
  // An application approved or rejected: the person's own profile, its badge and notice.
  profile: [{ queryKey: expertKeys.profiles }, { queryKey: expertKeys.ownReview }, { queryKey: candidateKeys.profile }],
  // A candidate proposed, a shortlist made, the clock run out, a requisition filled or closed.
  requisitions: [{ queryKey: requisitionKeys.all }, { queryKey: requisitionKeys.admin }],
  // A new message in a conversation.
  threads: [{ queryKey: threadKeys.all }],
  // Terms to accept or accepted, an engagement started, changed or ended; a timesheet week moved.
  engagements: [{ queryKey: engagementKeys.all }, { queryKey: timesheetKeys.all }],
};

/** Keeps the signed-in user's open screens current; renders nothing. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useLiveRefresh({
    refreshes: LIVE_REFRESHES,
    // The sign-in this stream was opened with has ended: the session check signs the browser out.
    onEnd: (reason) => {
      if (reason === "signed-out") void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
  return null;
}
