// How an audit entry reads in the console.
import { AUDIT_ACTION_LABELS, type AuditEntry } from "@shared/contracts/audit";

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action;

const TARGET_LABELS: Record<string, string> = {
  user: "Account",
  expert: "Expert",
  candidate: "Candidate",
  "pre-booking": "Pre-booking",
  "blog-post": "Blog post",
  "discovery-call": "Discovery call",
  "dream-team": "Dream team",
  requisition: "Requisition",
};

export function targetLabel(entry: Pick<AuditEntry, "targetType" | "targetId">): string {
  if (!entry.targetType) return "—";
  return `${TARGET_LABELS[entry.targetType] ?? entry.targetType} #${entry.targetId}`;
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** "title: Old → New; published: false → true", or the plain values recorded. */
export function changesLabel(changes: Record<string, unknown> | null): string {
  if (!changes || Object.keys(changes).length === 0) return "—";
  return Object.entries(changes)
    .map(([key, value]) => {
      if (value && typeof value === "object" && "to" in value) {
        const { from, to } = value as { from?: unknown; to: unknown };
        return from === undefined ? `${key}: ${show(to)}` : `${key}: ${show(from)} → ${show(to)}`;
      }
      return `${key}: ${show(value)}`;
    })
    .join("; ");
}
