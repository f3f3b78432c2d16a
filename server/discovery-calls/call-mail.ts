// A booked discovery call's confirmation mails (docs/decisions/079-*): the visitor's, with the time
// in their zone, and each admin's, with who booked it and what they need; both carry the meeting
// link and the call's calendar file. Made by the mail sender from the call as it is when sent.
import { BRAND_NAME } from "@shared/constants";
import { SLOT_MINUTES } from "@shared/discovery-slots";
import { zoneCity } from "@shared/wall-clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { linkTo, renderMessage, type MailAttachment, type MailContent } from "../notifications/mail-render";
import { CALL_CALENDAR_FILENAME, callCalendar, findCall } from "./discovery-calls.service";

/** Where the admins see the requests. */
export const ADMIN_CALLS_LINK = "/admin/dreamteam#calls";

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday, December 1, 2026 at 10:00 AM" in a zone. */
function when(instant: Date, timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone });
    formats.set(timeZone, f);
  }
  return f.format(instant);
}

/** "10:00 AM" in a zone. */
const timeOf = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(instant);

/**
 * The mail of one outbox row of a call: to the visitor, or (`toAdmin`) to the admin named
 * `firstName`; null when the call is gone.
 */
export async function discoveryCallMail(
  db: Db,
  config: Config,
  mail: { discoveryCallId: number; toAdmin: boolean; firstName: string | null },
  linkBase: string,
): Promise<(MailContent & { attachments: MailAttachment[] }) | null> {
  const call = await findCall(db, mail.discoveryCallId);
  if (!call) return null;
  const office = config.discovery.timeZone;
  const visitor = call.timeZone;
  const meeting = call.meetingUrl;
  const attachments = [{ filename: CALL_CALENDAR_FILENAME, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: callCalendar(config, call) }];

  if (!mail.toAdmin) {
    const content = renderMessage({
      subject: "Your discovery call is booked",
      title: "Your discovery call is booked",
      firstName: call.name,
      paragraph:
        `Your free ${SLOT_MINUTES}-minute discovery call with ${BRAND_NAME} is on ${when(call.slotStart, visitor)} ${zoneCity(visitor)} time ` +
        `(${timeOf(call.slotStart, office)} in ${zoneCity(office)}). ` +
        (meeting ? `Join the video call at ${meeting}. ` : "We will e-mail you the video call link before the call. ") +
        `The calendar file attached adds it to your calendar. What you told us you need: ${call.needs}`,
      button: meeting ? { url: meeting, label: "Join the video call" } : null,
      footer: `You get this e-mail because a discovery call was booked with this address on ${BRAND_NAME}. If it was not you, write to us at ${config.contactEmail}.`,
    });
    return { ...content, attachments };
  }

  const content = renderMessage({
    subject: `New discovery call: ${call.company}`,
    title: `New discovery call: ${call.company}`,
    firstName: mail.firstName ?? "",
    paragraph:
      `${call.name} (${call.email}) of ${call.company} booked a discovery call for ${when(call.slotStart, office)} ${zoneCity(office)} time, ` +
      `${timeOf(call.slotStart, visitor)} their time (${zoneCity(visitor)}). ` +
      (meeting ? `The video call: ${meeting}. ` : "No meeting link is configured (MEETING_URL_TEMPLATE): send the visitor one before the call. ") +
      `What they need: ${call.needs}`,
    button: { url: linkTo(linkBase, ADMIN_CALLS_LINK), label: "See the discovery calls" },
    footer: `You get these e-mails as an admin of ${BRAND_NAME} with e-mail notifications on. You can turn them off in your notification settings.`,
  });
  return { ...content, attachments };
}
