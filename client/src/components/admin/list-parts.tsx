// Pieces every admin console list shares: loading skeletons, the error state, the empty state, paging.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { rangeLabel } from "./format";

/** Page size of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-3 h-4 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** Steps back to the last page when a change (or another admin) emptied the one on screen. */
export function useClampedOffset(offset: number, page: { total: number; capped: boolean } | undefined, limit: number, setOffset: (offset: number) => void) {
  const total = page && !page.capped ? page.total : undefined;
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) setOffset(Math.max(0, Math.floor((total - 1) / limit) * limit));
  }, [offset, total, limit, setOffset]);
}

const SEARCH_DELAY_MS = 300;

/** The trimmed search text once the admin pauses typing; `onChange` runs when it changes. */
export function useDebouncedSearch(text: string, onChange: () => void): string {
  const [q, setQ] = useState("");
  const latest = useRef({ q, onChange });
  useEffect(() => {
    latest.current = { q, onChange };
  });
  useEffect(() => {
    const next = text.trim();
    const timer = setTimeout(() => {
      if (next === latest.current.q) return;
      setQ(next);
      latest.current.onChange();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return q;
}

/** Toasts a failed load once per failure. */
export function useErrorToast(error: unknown, errorUpdatedAt: number, title: string, fallback: string) {
  useEffect(() => {
    if (error) toast({ variant: "destructive", title, description: errorMessage(error, fallback) });
  }, [error, errorUpdatedAt, title, fallback]);
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-6 text-center">
      <p className="text-muted-foreground">Could not load {what}.</p>
      <Button className="mt-3" size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{children}</p>;
}

export interface PagerProps {
  offset: number;
  limit: number;
  count: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** Names the list for screen readers ("Bookings pages"). */
  label: string;
  busy?: boolean;
  /** The total is a lower bound (the server stopped counting). */
  capped?: boolean;
}

export function Pager({ offset, limit, count, total, onOffsetChange, label, busy, capped = false }: PagerProps) {
  const range = rangeLabel(offset, count, total, capped);
  if (!range) return null;
  const hasPrevious = offset > 0;
  const hasNext = offset + count < total || (capped && count === limit);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {range}
      </p>
      {(hasPrevious || hasNext) && (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={!hasPrevious || busy} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={!hasNext || busy} onClick={() => onOffsetChange(offset + limit)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
