import { engagementAnswer } from "@shared/contracts/engagements";
import { usePagedList } from "@/lib/paged-list";
import { engagementKeys } from "./keys";

/** GET /api/engagements: the signed-in client's or expert's engagements, the latest start first, a page at a time. */
export function useOwnEngagements() {
  return usePagedList(engagementKeys.own, "/api/engagements", { item: engagementAnswer });
}
