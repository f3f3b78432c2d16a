import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminTimesheetWeekAnswer } from "@shared/contracts/timesheets";
import { apiPageOf, type PageParams } from "@/lib/api-client";
import { timesheetKeys, type AdminTimesheetFilter } from "./keys";

/** GET /api/admin/timesheets: weeks waiting for the client's answer, or disputed, a page at a time. */
export function useAdminTimesheets(params: PageParams & { status: AdminTimesheetFilter }) {
  return useQuery({
    queryKey: timesheetKeys.adminList(params),
    queryFn: ({ signal }) => apiPageOf(adminTimesheetWeekAnswer, `/api/admin/timesheets?status=${params.status}&limit=${params.limit}&offset=${params.offset}`, { asAdmin: true, signal }),
    placeholderData: keepPreviousData,
  });
}
