// Below a list that loads a page at a time: how many of the total are shown, and 'Show more'.
import { Button } from "./button";
import { Spinner } from "./icons";

export interface ShowMoreProps {
  /** Rows on screen. */
  shown: number;
  /** Rows the whole list holds (the server's total). */
  total: number;
  /** What the rows are, in the plural ("pre-bookings"). */
  noun: string;
  loading: boolean;
  /** The last 'Show more' failed: said in words; the button tries again. */
  failed?: boolean;
  onShowMore: () => void;
}

export function ShowMore({ shown, total, noun, loading, failed = false, onShowMore }: ShowMoreProps) {
  if (total <= 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {Math.min(shown, total)} of {total} {noun}
      </p>
      {failed && !loading && (
        <p role="alert" className="text-sm text-destructive">
          Could not load more {noun}. Please try again.
        </p>
      )}
      {shown < total && (
        <Button size="sm" variant="outline" onClick={onShowMore} disabled={loading} aria-busy={loading}>
          {loading && <Spinner />} Show more
        </Button>
      )}
    </div>
  );
}
