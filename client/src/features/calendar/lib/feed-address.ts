// The address people paste into a calendar app: the site's own origin (the one the browser is on,
// whatever proxy is in front) and the feed's path.

export function feedAddress(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
