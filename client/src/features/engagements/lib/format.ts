// How engagements read on screen: status badges, money and dates in the reader's own words.
import type { EngagementStatus } from "@shared/constants";
import { ENGAGEMENT_STATUS_LABELS } from "@shared/contracts/engagements";
import type { StatusStyle } from "@/components/ui/status-style";

export const ENGAGEMENT_STATUS_STYLES: Record<EngagementStatus, StatusStyle> = {
  awaiting_acceptance: { label: ENGAGEMENT_STATUS_LABELS.awaiting_acceptance, variant: "warning" },
  active: { label: ENGAGEMENT_STATUS_LABELS.active, variant: "success" },
  ended: { label: ENGAGEMENT_STATUS_LABELS.ended, variant: "neutral" },
};

/** "7 Dec 2026" for a calendar date (no zone: a date is the same day everywhere). */
export const shortDate = (isoDate: string) =>
  new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/** An instant in the reader's own zone: "7 Dec 2026, 14:30". */
export const moment = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
