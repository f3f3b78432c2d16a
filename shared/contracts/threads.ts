// Conversations: GET and POST /api/threads/{kind}/{id}/messages and POST /api/threads/{kind}/{id}/read
// (PRODUCT.md "Conversations"; docs/decisions/061-*). One thread per requisition now, per engagement later.
import { z } from "zod";
import { THREAD_KINDS, THREAD_MESSAGE_MAX } from "../constants";
import { idSchema, momentAnswer, pageQuerySchema } from "./common";

/** A message unread this long is e-mailed to its reader, once. */
export const THREAD_MAIL_AFTER_MINUTES = 15;

export const THREAD_MESSAGES = {
  empty: "Please write a message",
  tooLong: `Messages are at most ${THREAD_MESSAGE_MAX.toLocaleString("en-US")} characters`,
  notFound: "Conversation not found",
  kind: `Conversations belong to one of: ${THREAD_KINDS.join(", ")}`,
} as const;

export const threadParamsSchema = z.object({
  kind: z.enum(THREAD_KINDS, { error: THREAD_MESSAGES.kind }),
  id: idSchema,
});
export type ThreadParams = z.output<typeof threadParamsSchema>;

/**
 * Plain text. Control characters other than tab and line breaks have no place in a message: they
 * are dropped (NUL never gets this far: every body holding one is refused, server/lib/validate.ts);
 * line breaks are kept, as "\n".
 */
export const postMessageSchema = z.object({
  body: z
    .string({ error: THREAD_MESSAGES.empty })
    // eslint-disable-next-line no-control-regex -- the control characters are what this removes
    .transform((s) => s.replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, THREAD_MESSAGES.empty).max(THREAD_MESSAGE_MAX, THREAD_MESSAGES.tooLong)),
});
export type PostMessageInput = z.input<typeof postMessageSchema>;

/** GET: a page of messages, oldest first: the newest `limit` by default, `offset` counting back from the newest. */
export const threadMessagesQuerySchema = pageQuerySchema(50);

export const threadMessageAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(THREAD_KINDS),
  subjectId: z.number().int(),
  /** Who wrote it, which is how the screen places it. */
  authorRole: z.enum(["client", "admin", "expert"]),
  authorName: z.string(),
  /** The reader wrote it. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: momentAnswer,
  /** Not yet read by the reader (never for their own). */
  unread: z.boolean(),
});
export type ThreadMessage = z.output<typeof threadMessageAnswer>;

export const threadReadAnswer = z.object({ updated: z.number().int() });
