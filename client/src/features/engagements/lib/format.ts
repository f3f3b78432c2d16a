// How engagements read on screen: their status badges, and the zone their moments are shown in
// (dates: shared/calendar.ts and @/lib/calendar-date).
import type { EngagementStatus } from "@shared/constants";
import { ENGAGEMENT_STATUS_LABELS, type EngagementDetail } from "@shared/contracts/engagements";
import type { StatusStyle } from "@/components/ui/status-style";

export const ENGAGEMENT_STATUS_STYLES: Record<EngagementStatus, StatusStyle> = {
  awaiting_acceptance: { label: ENGAGEMENT_STATUS_LABELS.awaiting_acceptance, variant: "warning" },
  active: { label: ENGAGEMENT_STATUS_LABELS.active, variant: "success" },
  ended: { label: ENGAGEMENT_STATUS_LABELS.ended, variant: "neutral" },
};

/**
 * The zone an engagement's moments are shown in: its reader's own, the one saved with their account
 * (the client's profile, the expert's); undefined for an admin, who keeps none (the browser's).
 */
export function readerTimeZone(e: Pick<EngagementDetail, "viewer" | "client" | "expert">): string | undefined {
  return e.viewer === "client" ? e.client.timeZone : e.viewer === "expert" ? e.expert.timeZone : undefined;
}
