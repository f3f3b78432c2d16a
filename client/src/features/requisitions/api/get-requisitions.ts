import { requisitionSummaryAnswer } from "@shared/contracts/requisitions";
import { usePagedList } from "@/lib/paged-list";
import { requisitionKeys } from "./keys";

/** GET /api/requisitions: the signed-in client's needs, newest first, a page at a time. */
export function useOwnRequisitions() {
  return usePagedList(requisitionKeys.own, "/api/requisitions", { item: requisitionSummaryAnswer });
}
