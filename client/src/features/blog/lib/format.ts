const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * SPEC.md's long US date ("November 19, 2026"), or "No date" when missing or unreadable. In the
 * browser's zone, or in UTC when asked (the server's rendering of a post and the hydration of it,
 * so both agree; see PostMeta). Written out by hand: no date library, and no Intl formatter, whose
 * first construction costs the page tens of milliseconds on a slow phone.
 */
export function formatPublishedDate(value: string | null | undefined, inUtc = false): string {
  if (!value) return "No date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "No date";
  return inUtc
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
