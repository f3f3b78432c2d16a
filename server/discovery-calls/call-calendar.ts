// A booked discovery call as an iCalendar file (RFC 5545), built with ical-generator like the
// interview invitations and the calendar feed: one published VEVENT, times in UTC, lines folded at
// 75 octets and ended with CRLF.
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";

export interface CallEvent {
  uid: string;
  start: Date;
  end: Date;
  /** DTSTAMP: when the booking was made. */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  /** The event's own address (URL), e.g. its video meeting. */
  url?: string;
  organizer?: { name: string; email: string };
}

/** The PRODID reads "-//<company>//<product>//EN". */
export function buildCallCalendar(event: CallEvent, prodId: { company: string; product: string }): string {
  const calendar = ical({
    prodId: { ...prodId, language: "EN" },
    scale: "GREGORIAN",
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: event.uid,
    start: event.start,
    end: event.end,
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
    location: event.location ?? null,
    url: event.url ?? null,
    organizer: event.organizer ?? null,
    status: ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 ends every content line, the last one too, with CRLF; the library leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
