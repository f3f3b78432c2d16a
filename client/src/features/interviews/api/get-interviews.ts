import { interviewAnswer } from "@shared/contracts/interviews";
import { usePagedList } from "@/lib/paged-list";
import { interviewKeys } from "./keys";

/** GET /api/interviews: the signed-in user's interviews, those to come first, a page at a time. */
export function useInterviews() {
  return usePagedList(interviewKeys.list, "/api/interviews", { item: interviewAnswer });
}
