// Query keys of the timesheets: an engagement's weeks, one week, and the console's weeks waiting.
import type { ADMIN_TIMESHEET_FILTERS } from "@shared/contracts/timesheets";
import type { PageParams } from "@/lib/api-client";

export type AdminTimesheetFilter = (typeof ADMIN_TIMESHEET_FILTERS)[number];

export const timesheetKeys = {
  /** Every engagement's weeks and each week (prefix). */
  all: ["timesheets"] as const,
  weeks: (engagementId: number) => ["timesheets", engagementId] as const,
  week: (engagementId: number, weekStart: string) => ["timesheets", engagementId, weekStart] as const,
  /** The console's lists (prefix). */
  admin: ["/api/admin/timesheets"] as const,
  adminList: (params: PageParams & { status: AdminTimesheetFilter }) => ["/api/admin/timesheets", params] as const,
};
