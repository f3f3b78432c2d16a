import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, icsDateTime } from "./ics";

describe("iCalendar writer", () => {
  it("escapes backslashes, separators and line breaks in text", () => {
    expect(escapeText("a\\b; c, d\r\ne\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"Zürich café — ".repeat(12)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(" ")).toBe(true);
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("writes UTC times and CRLF-terminated lines", () => {
    expect(icsDateTime(new Date("2026-03-09T07:00:00.000Z"))).toBe("20260309T070000Z");
    const ics = buildCalendar(
      {
        uid: "abc@example.test",
        start: new Date("2026-03-09T07:00:00Z"),
        end: new Date("2026-03-09T07:15:00Z"),
        stamp: new Date("2026-03-01T10:00:00Z"),
        summary: "Call",
        description: "Line one\nLine two",
        organizerEmail: "hello@example.test",
        organizerName: 'Team "A"',
      },
      "-//Test//EN",
    );
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Test//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:abc@example.test",
        "DTSTAMP:20260301T100000Z",
        "DTSTART:20260309T070000Z",
        "DTEND:20260309T071500Z",
        "SUMMARY:Call",
        "DESCRIPTION:Line one\\nLine two",
        'ORGANIZER;CN="Team  A":mailto:hello@example.test',
        "STATUS:CONFIRMED",
        "TRANSP:OPAQUE",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});
