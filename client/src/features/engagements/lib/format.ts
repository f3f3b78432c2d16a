// How engagements read on screen: their status badges (dates: shared/calendar.ts and @/lib/calendar-date).
import type { EngagementStatus } from "@shared/constants";
import { ENGAGEMENT_STATUS_LABELS } from "@shared/contracts/engagements";
import type { StatusStyle } from "@/components/ui/status-style";

export const ENGAGEMENT_STATUS_STYLES: Record<EngagementStatus, StatusStyle> = {
  awaiting_acceptance: { label: ENGAGEMENT_STATUS_LABELS.awaiting_acceptance, variant: "warning" },
  active: { label: ENGAGEMENT_STATUS_LABELS.active, variant: "success" },
  ended: { label: ENGAGEMENT_STATUS_LABELS.ended, variant: "neutral" },
};
