import { format } from "date-fns";

/** SPEC.md's long US date ("November 19, 2026"), or "No date" when missing or unreadable. */
export function formatPublishedDate(value: string | null | undefined): string {
  if (!value) return "No date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "No date";
  return format(date, "MMMM d, yyyy");
}
