import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCallCalendar, type CallEvent } from "./call-calendar";

const call: CallEvent = {
  uid: "abc@example.test",
  start: new Date("2026-03-09T07:00:00Z"),
  end: new Date("2026-03-09T07:15:00Z"),
  stamp: new Date("2026-03-01T10:00:00Z"),
  summary: "Call",
  description: "Line one\nLine two",
  organizer: { name: 'Team "A"', email: "hello@example.test" },
};
const prodId = { company: "Test", product: "Calls" };

/** Content lines with folding undone, the final CRLF dropped. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").slice(0, -2).split("\r\n");

describe("discovery call calendar file", () => {
  it("escapes backslashes, separators and line breaks in text", () => {
    const ics = buildCallCalendar({ ...call, description: "a\\b; c, d\r\ne\nf" }, prodId);
    expect(unfolded(ics)).toContain("DESCRIPTION:a\\\\b\\; c\\, d\\ne\\nf");
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("description")).toBe("a\\b; c, d\ne\nf");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const description = "Zürich café — ".repeat(12);
    const ics = buildCallCalendar({ ...call, description }, prodId);
    const pieces = ics.slice(0, -2).split("\r\n");
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    const start = pieces.findIndex((p) => p.startsWith("DESCRIPTION:"));
    const continued = pieces.slice(start + 1).filter((p) => p.startsWith(" "));
    expect(continued.length).toBeGreaterThan(1);
    expect(unfolded(ics)).toContain(`DESCRIPTION:${description}`);
    expect(unfolded(ics)).toContain("SUMMARY:Call");
    expect(pieces).toContain("SUMMARY:Call");
  });

  it("writes UTC times and CRLF-terminated lines", () => {
    const ics = buildCallCalendar(call, prodId);
    // Format, not behaviour, follows the library: SEQUENCE:0 is written, properties come in its
    // order, and a quote in a parameter is kept as ^' (RFC 6868) where it used to become a space.
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Test//Calls//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:abc@example.test",
        "SEQUENCE:0",
        "DTSTAMP:20260301T100000Z",
        "DTSTART:20260309T070000Z",
        "DTEND:20260309T071500Z",
        "SUMMARY:Call",
        "TRANSP:OPAQUE",
        "DESCRIPTION:Line one\\nLine two",
        "ORGANIZER;CN=\"Team ^'A^'\":mailto:hello@example.test",
        "STATUS:CONFIRMED",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(start.toJSDate().toISOString()).toBe("2026-03-09T07:00:00.000Z");
    const organizer = event.getFirstProperty("organizer")!;
    expect(organizer.getParameter("cn")).toBe('Team "A"');
  });

  it("names the location when there is one", () => {
    const ics = buildCallCalendar({ ...call, location: "Video call (link sent by e-mail)" }, prodId);
    expect(unfolded(ics)).toContain("LOCATION:Video call (link sent by e-mail)");
    expect(unfolded(buildCallCalendar(call, prodId)).some((l) => l.startsWith("LOCATION"))).toBe(false);
  });
});
