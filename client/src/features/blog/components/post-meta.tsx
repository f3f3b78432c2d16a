import { useSyncExternalStore } from "react";
import { READ_TIME_LABEL } from "@shared/constants";
import { cn } from "@/lib/cn";
import { formatPublishedDate } from "../lib/format";

const noopSubscribe = () => () => {};
/** UTC while rendering on the server and hydrating (the server cannot know the reader's zone), the browser's zone after. */
const useUtcDates = () => useSyncExternalStore(noopSubscribe, () => false, () => true);

/** Date and the fixed read time (SPEC.md section 2), with the author when given. */
export function PostMeta({ publishedAt, author, className }: { publishedAt: string | null; author?: string; className?: string }) {
  const inUtc = useUtcDates();
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground", className)}>
      {publishedAt ? <time dateTime={publishedAt}>{formatPublishedDate(publishedAt, inUtc)}</time> : <span>{formatPublishedDate(null)}</span>}
      <span aria-hidden="true">·</span>
      <span>{READ_TIME_LABEL}</span>
      {author && (
        <>
          <span aria-hidden="true">·</span>
          <span>By {author}</span>
        </>
      )}
    </p>
  );
}
