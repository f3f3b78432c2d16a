// A minimal iCalendar (RFC 5545) writer for one event: CRLF lines, escaped text, folded at 75 octets.

interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  organizerEmail?: string;
  organizerName?: string;
}

/** 20260309T130000Z */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      pieces.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** Names in parameters are quoted; quotes and control characters cannot appear in them. */
const paramValue = (value: string) => `"${value.replace(/["\r\n\\;:,]/g, " ").trim()}"`;

export function buildCalendar(event: CalendarEvent, prodId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.organizerEmail
      ? [`ORGANIZER${event.organizerName ? `;CN=${paramValue(event.organizerName)}` : ""}:mailto:${event.organizerEmail}`]
      : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
