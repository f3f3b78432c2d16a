// A conversation (PRODUCT.md "Conversations"): the thread's messages, oldest first, and a box to write
// the next one. Messages are plain text shown as text, line breaks kept. New ones arrive through the
// live stream (the page's live refresh reloads the thread) and are announced politely; what the reader
// sees is marked read, so no e-mail follows it.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { THREAD_MESSAGE_MAX, type ThreadKind } from "@shared/constants";
import { postMessageSchema, type ThreadMessage } from "@shared/contracts/threads";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { formatMoment } from "@/lib/calendar-date";
import { cn } from "@/lib/cn";
import { useThreadMessages } from "../api/get-messages";
import { useMarkThreadRead } from "../api/mark-thread-read";
import { usePostMessage } from "../api/post-message";

export interface ConversationProps {
  kind: ThreadKind;
  subjectId: number;
  /** Who reads: the client sees the team's messages as "Protea Talent", admins see the client's name. */
  viewer: "client" | "expert" | "admin";
  /** Send the admin's credentials (the console). */
  asAdmin?: boolean;
  /** Messages were marked read: the bell's count changed. */
  onRead?: () => void;
  title?: string;
  description?: string;
  headingLevel?: 2 | 3;
  /** What an empty thread says, and the box's placeholder (the requisition's words by default). */
  emptyText?: string;
  placeholder?: string;
  /** The reader's zone (the one saved with their account): message times are shown in it; the browser's when not given. */
  timeZone?: string;
  /**
   * The box to write in: `open` (the default), `read-only` (a member whose role reads the
   * conversation but writes in none: a line says so), or `hidden` (while it is not known yet).
   */
  composer?: "open" | "read-only" | "hidden";
}

function authorLabel(message: ThreadMessage, viewer: ConversationProps["viewer"]) {
  if (message.mine) return "You";
  if (message.authorRole === "admin") return viewer === "admin" ? `${message.authorName} (Protea Talent)` : `${message.authorName}, Protea Talent`;
  return message.authorName;
}

export function Conversation({ kind, subjectId, viewer, asAdmin, onRead, title = "Conversation", description, headingLevel = 2, emptyText, placeholder, timeZone, composer = "open" }: ConversationProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const messages = useThreadMessages(kind, subjectId, { asAdmin });
  const markRead = useMarkThreadRead(onRead);
  const post = usePostMessage();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const items = messages.data?.items ?? [];
  const newestId = items.at(-1)?.id ?? 0;
  const unread = items.filter((m) => m.unread);

  // What is on screen has been read; a message that arrived while it was open is announced.
  const newestUnread = unread.at(-1)?.id;
  useEffect(() => {
    if (newestUnread !== undefined) markRead.mutate({ kind, subjectId, asAdmin });
    // One request per newly seen message, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newestUnread, kind, subjectId, asAdmin]);
  // The newest message when the thread first showed: anything after it arrived while it was open.
  const [baseline, setBaseline] = useState<number | null>(null);
  if (messages.isSuccess && baseline === null) setBaseline(newestId);
  const newest = items.at(-1);
  const announcement = baseline !== null && newest && newest.id > baseline && !newest.mine ? `New message from ${authorLabel(newest, viewer)}: ${newest.body.slice(0, 140)}` : "";
  // The newest message in view, within the list (the page itself does not move).
  useEffect(() => {
    if (newestId && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newestId]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = postMessageSchema.safeParse({ body: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please write a message");
      return;
    }
    setError(null);
    try {
      await post.mutateAsync({ kind, subjectId, body: parsed.data.body, asAdmin });
      setDraft("");
    } catch (err) {
      setError(fieldErrors(err).body ?? errorMessage(err, "Your message could not be sent. Please try again."));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
  };

  const hidden = messages.data ? messages.data.total - items.length : 0;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
      <div>
        <Heading id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </Heading>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {messages.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading messages" className="flex flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="ml-auto h-14 w-3/4" />
        </div>
      ) : messages.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
          <p>{errorMessage(messages.error, "Could not load the messages.")}</p>
          <Button size="sm" variant="outline" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No messages yet. {emptyText ?? (viewer === "client" ? "Ask us anything about this search: we answer here." : "Write to the client here: they see it at once.")}
        </p>
      ) : (
        <ol ref={list} aria-label="Messages" className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1" tabIndex={0}>
          {hidden > 0 && <li className="text-center text-xs text-muted-foreground">{hidden} earlier messages are not shown.</li>}
          {items.map((m) => (
            <li key={m.id} className={cn("flex flex-col gap-1 rounded-lg px-3 py-2 text-sm sm:max-w-[85%]", m.mine ? "self-end bg-teal-50 text-teal-950" : "self-start bg-muted text-foreground")}>
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{authorLabel(m, viewer)}</span>
                <time dateTime={m.createdAt}>{formatMoment(m.createdAt, timeZone)}</time>
                {m.unread && <span className="font-semibold text-accent">New</span>}
              </p>
              <p className="whitespace-pre-wrap break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      )}

      {composer === "read-only" && <p className="text-sm text-muted-foreground">You read this conversation; an owner, hiring or finance member of your company writes in it.</p>}
      {composer === "open" && (
        <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-2">
          <label htmlFor={`${id}-draft`} className="text-sm font-medium">
            Your message
          </label>
          <Textarea
            id={`${id}-draft`}
            rows={3}
            value={draft}
            maxLength={THREAD_MESSAGE_MAX}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
            placeholder={placeholder ?? (viewer === "client" ? "Ask about the search, the candidates or the dates" : "Write to the client")}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-count`} className="text-xs text-muted-foreground">
              {draft.length.toLocaleString("en-US")} / {THREAD_MESSAGE_MAX.toLocaleString("en-US")} characters · Ctrl+Enter sends
            </p>
            <Button type="submit" size="sm" variant="accent" disabled={post.isPending}>
              {post.isPending && <Spinner />}
              {post.isPending ? "Sending..." : "Send"}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
