import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { requisitionSummaryAnswer } from "@shared/contracts/requisitions";
import { apiPageOf, type PageParams } from "@/lib/api-client";
import { requisitionKeys, type RequisitionFilter } from "./keys";

/** GET /api/admin/requisitions: the console's queue (overdue first, then by days left), a page at a time. */
export function useRequisitionQueue(params: PageParams & { status: RequisitionFilter }) {
  return useQuery({
    queryKey: requisitionKeys.queue(params),
    queryFn: ({ signal }) =>
      apiPageOf(requisitionSummaryAnswer, `/api/admin/requisitions?status=${params.status}&limit=${params.limit}&offset=${params.offset}`, { signal, asAdmin: true }),
    placeholderData: keepPreviousData,
  });
}
