import type { TimesheetStatus } from "@shared/constants";
import { TIMESHEET_STATUS_LABELS } from "@shared/contracts/timesheets";
import type { StatusStyle } from "@/components/ui/status-style";

export const TIMESHEET_STATUS_STYLES: Record<TimesheetStatus, StatusStyle> = {
  draft: { label: TIMESHEET_STATUS_LABELS.draft, variant: "neutral" },
  submitted: { label: TIMESHEET_STATUS_LABELS.submitted, variant: "accent" },
  disputed: { label: TIMESHEET_STATUS_LABELS.disputed, variant: "destructive" },
  approved: { label: TIMESHEET_STATUS_LABELS.approved, variant: "success" },
};
