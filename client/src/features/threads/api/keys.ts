// Query keys of the conversations, one per thread.
import type { ThreadKind } from "@shared/constants";

export const threadKeys = {
  /** Every thread (prefix): a live message refreshes whichever is open. */
  all: ["/api/threads"] as const,
  messages: (kind: ThreadKind, subjectId: number) => ["/api/threads", kind, subjectId, "messages"] as const,
};
