const longDate = new Map<string, Intl.DateTimeFormat>();

/**
 * SPEC.md's long US date ("November 19, 2026"), or "No date" when missing or unreadable. In the
 * browser's zone, or in `timeZone` when given (the server's rendering of a post, and the hydration
 * of it, use UTC so both agree; see PostMeta).
 */
export function formatPublishedDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return "No date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "No date";
  const key = timeZone ?? "";
  let format = longDate.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone });
    longDate.set(key, format);
  }
  return format.format(date);
}
