import { useQuery } from "@tanstack/react-query";
import type { ThreadKind } from "@shared/constants";
import { threadMessageAnswer } from "@shared/contracts/threads";
import { apiPageOf } from "@/lib/api-client";
import { threadKeys } from "./keys";

/** The newest messages a conversation shows at once; older ones are counted, not loaded. */
export const THREAD_PAGE = 100;

/** GET /api/threads/{kind}/{id}/messages: the newest messages, oldest first, and how many there are. */
export function useThreadMessages(kind: ThreadKind, subjectId: number, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: threadKeys.messages(kind, subjectId),
    queryFn: ({ signal }) => apiPageOf(threadMessageAnswer, `/api/threads/${kind}/${subjectId}/messages?limit=${THREAD_PAGE}`, { signal, asAdmin: opts.asAdmin }),
  });
}
