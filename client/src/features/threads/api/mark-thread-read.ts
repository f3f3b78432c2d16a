import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadKind } from "@shared/constants";
import { threadReadAnswer } from "@shared/contracts/threads";
import { apiAnswer } from "@/lib/api-client";
import { threadKeys } from "./keys";

export interface MarkThreadReadRequest {
  kind: ThreadKind;
  subjectId: number;
  asAdmin?: boolean;
}

/** POST /api/threads/{kind}/{id}/read: the reader has seen the conversation (its notices are read). */
export function markThreadRead({ kind, subjectId, asAdmin }: MarkThreadReadRequest): Promise<{ updated: number }> {
  return apiAnswer(threadReadAnswer, "POST", `/api/threads/${kind}/${subjectId}/read`, {}, { asAdmin });
}

/** `onRead`: notices were read (the page refreshes the bell, which another feature keeps). */
export function useMarkThreadRead(onRead?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: ({ updated }, { kind, subjectId }) => {
      if (updated === 0) return;
      void queryClient.invalidateQueries({ queryKey: threadKeys.messages(kind, subjectId) });
      onRead?.();
    },
  });
}
