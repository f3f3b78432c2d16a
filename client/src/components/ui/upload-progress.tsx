// An upload under way: bytes sent and a percentage in a progress bar, a Cancel button, and a polite
// live region that speaks at each quarter rather than at every progress event.
import type { UploadProgress as Progress } from "@/lib/api-client";
import { formatBytes } from "@/lib/format-bytes";
import { Button } from "./button";

/** The words for one moment of an upload, e.g. "2.1 MB of 5.0 MB sent (42%)". */
export function progressText(p: Progress): string {
  if (p.total <= 0) return "Starting upload…";
  if (p.percent >= 100) return `${formatBytes(p.total)} sent. Waiting for the server…`;
  return `${formatBytes(p.loaded)} of ${formatBytes(p.total)} sent (${p.percent}%)`;
}

/** What a screen reader hears: the start, each quarter, and the end. */
function announcement(label: string, p: Progress): string {
  if (p.total <= 0 || p.loaded === 0) return `${label}: upload started.`;
  if (p.percent >= 100) return `${label}: sent, waiting for the server.`;
  return `${label}: ${Math.floor(p.percent / 25) * 25}% sent.`;
}

export interface UploadProgressProps {
  /** What is being sent, e.g. "CV upload" or "Photo upload": names the bar and the Cancel button. */
  label: string;
  progress: Progress;
  onCancel: () => void;
}

export function UploadProgress({ label, progress, onCancel }: UploadProgressProps) {
  const text = progressText(progress);
  // Once the last byte has left, the server may already be keeping the file: too late to cancel.
  const sent = progress.total > 0 && progress.loaded >= progress.total;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium" aria-hidden="true">
          {text}
        </p>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={sent} aria-label={`Cancel ${label.toLowerCase()}`}>
          Cancel
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full bg-accent transition-[width] duration-150 motion-reduce:transition-none" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement(label, progress)}
      </p>
    </div>
  );
}
