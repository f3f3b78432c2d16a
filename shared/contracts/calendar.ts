// The private calendar feed (PRODUCT.md "Calendar feed"; docs/decisions/063-*): each signed-in user's
// interviews and engagements at GET /api/calendar/{token}.ics, the token being the only key. GET
// /api/calendar says whether the signed-in user has an address and since when; POST
// /api/calendar/rotate makes one (replacing the last) and is the only answer that shows it.
import { z } from "zod";
import { momentAnswer } from "./common";

/** Random bytes in a feed token: 256 bits, written as 43 base64url characters. */
export const CALENDAR_TOKEN_BYTES = 32;
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_MESSAGES = {
  notFound: "Calendar feed not found",
  copied: "Feed address copied",
  copyFailed: "Your browser would not copy it: select the address and copy it yourself.",
  replaced: "New feed address made. Calendars using the old one stop getting updates.",
} as const;

/** The path of a feed; the address people paste into a calendar app is the site's origin plus this. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** GET /api/calendar/{token}.ics: anything but a well-formed token is simply not found. */
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(CALENDAR_TOKEN_PATTERN),
});

/**
 * GET /api/calendar and POST /api/calendar/rotate. The server keeps only a hash of the token, so the
 * address is in the answer that made it and nowhere else.
 */
export const calendarFeedAnswer = z.object({
  /** `/api/calendar/{token}.ics`, in the answer of POST /api/calendar/rotate only; null otherwise. */
  path: z.string().nullable(),
  /** When the current address was made; null while the user has none. */
  createdAt: momentAnswer.nullable(),
});
export type CalendarFeed = z.output<typeof calendarFeedAnswer>;
