// An interview's calendar invitation (RFC 5545 / iTIP RFC 5546), built with ical-generator: one
// VEVENT whose UID is the interview's and whose SEQUENCE is raised by every change, times in UTC,
// METHOD:REQUEST while it stands and METHOD:CANCEL once cancelled. Each recipient gets their own,
// naming only themselves as attendee (the other party's address is not theirs to read).
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface InvitationInput {
  method: InvitationMethod;
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** Where the two meet (LOCATION): the video meeting's link. */
  location: string;
  /** The event's own address (URL): the video meeting's link as well. */
  url: string;
  /** Whom calendars answer (ORGANIZER): the mailbox replies go to, MAIL_REPLY_TO. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** DTSTAMP: when this version was made. */
  stamp?: Date;
}

/** "Protea Talent <hello@example.com>" or a bare address, as a name and an address. */
export function parseMailbox(from: string, fallbackName: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1].trim() || fallbackName, email: m[2].trim() } : { name: fallbackName, email: from.trim() };
}

export function buildInvitation(input: InvitationInput): string {
  const cancelled = input.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Protea Talent", product: "Interviews", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.startsAt,
    end: input.endsAt,
    stamp: input.stamp ?? new Date(),
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
  });
  // RFC 5545 ends every content line, the last one too, with CRLF; the library leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
