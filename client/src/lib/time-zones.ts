// The time zones a person can pick (what Intl knows, plus UTC, which Node 20 and some browsers leave
// out of supportedValuesOf), the browser's own zone, and a search over them. Intl only: no
// time-zone database is loaded for this.

let names: readonly string[] | null = null;

/** Every IANA zone this browser knows, UTC included, sorted. */
export function timeZoneNames(): readonly string[] {
  if (!names) {
    const supported = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    names = [...new Set([...supported, "UTC"])].sort((a, b) => a.localeCompare(b));
  }
  return names;
}

/** The browser's zone (e.g. "Europe/London"), or null when it cannot say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "America/New_York" → "america/new york": what a search compares against. */
const searchable = (zone: string) => zone.toLowerCase().replace(/_/g, " ");

/**
 * Zones whose name contains every word of the query (any case; "new york" finds America/New_York),
 * those whose city starts with the query first; at most `limit`.
 */
export function searchTimeZones(query: string, limit = 50): string[] {
  const words = searchable(query.trim()).split(/[\s/]+/).filter(Boolean);
  const all = timeZoneNames();
  if (words.length === 0) return all.slice(0, limit);
  const hits = all.filter((zone) => words.every((w) => searchable(zone).includes(w)));
  const city = (zone: string) => searchable(zone.split("/").at(-1) ?? zone);
  const first = words.join(" ");
  const rank = (zone: string) => (city(zone).startsWith(first) ? 0 : 1);
  hits.sort((a, b) => rank(a) - rank(b)); // stable: alphabetical within each rank
  return hits.slice(0, limit);
}

/** The zone's offset from UTC at `at`, as Intl writes it ("GMT-5", "GMT+5:30", "GMT"). */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName");
    return part?.value ?? "";
  } catch {
    return "";
  }
}

/** The city of a zone for people: "America/New_York" → "New York", "UTC" → "UTC". */
export function zoneCity(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
}
