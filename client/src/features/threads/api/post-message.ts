import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadKind } from "@shared/constants";
import { threadMessageAnswer, type ThreadMessage } from "@shared/contracts/threads";
import { apiAnswer } from "@/lib/api-client";
import { threadKeys } from "./keys";

export interface PostMessageRequest {
  kind: ThreadKind;
  subjectId: number;
  body: string;
  asAdmin?: boolean;
}

/** POST /api/threads/{kind}/{id}/messages: plain text, 1 to 5,000 characters. */
export function postMessage({ kind, subjectId, body, asAdmin }: PostMessageRequest): Promise<ThreadMessage> {
  return apiAnswer(threadMessageAnswer, "POST", `/api/threads/${kind}/${subjectId}/messages`, { body }, { asAdmin });
}

export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: (message) => void queryClient.invalidateQueries({ queryKey: threadKeys.messages(message.kind, message.subjectId) }),
  });
}
