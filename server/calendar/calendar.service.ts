// The private calendar feed (PRODUCT.md "Calendar feed"; docs/decisions/063-*). Each user has at
// most one address whose random token is the only key: calendar apps poll it without signing in.
// Only the token's hash is kept, as for bearer tokens, so the address is shown once, when it is
// made; making a new one ends the old one at once, and so does every end of the user's sign-ins
// (sign out everywhere, a password change: auth.repo's deleteAllCredentials). A poll first asks the database for a digest of the rows the feed would
// show; when the caller already holds that version (If-None-Match) it is answered 304 and nothing
// else is read or built.
import { createHash, randomBytes } from "node:crypto";
import ical, { ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { BRAND_NAME } from "@shared/constants";
import { CALENDAR_MESSAGES, CALENDAR_TOKEN_BYTES, calendarFeedPath, type CalendarFeed } from "@shared/contracts/calendar";
import type { CalendarFeedRow, UserRow } from "@shared/schema";
import { act } from "../flows/act";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { notFound } from "../lib/http-error";
import { hashSecret } from "../lib/secret-hash";
import * as repo from "./calendar.repo";
import { addDays } from "@shared/calendar";

/** Raised whenever the way rows become the file changes, so every cached copy is built again. */
const FEED_FORMAT = 1;
/** How often a calendar app is asked to look again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

const newToken = () => randomBytes(CALENDAR_TOKEN_BYTES).toString("base64url");

/** What the user is told of their feed: when it was made, never its address (the database has none to give). */
const toFeed = (row: CalendarFeedRow | undefined): CalendarFeed => ({ path: null, createdAt: row?.createdAt.toISOString() ?? null });

/** GET /api/calendar: whether the signed-in user has a feed address, and since when. */
export async function feedOf(db: Db, user: UserRow): Promise<CalendarFeed> {
  return toFeed(await repo.findFeedOf(db, user.id));
}

/**
 * POST /api/calendar/rotate: a new address for the user's feed (or their first); the old one is
 * not found from this moment. Only its hash is kept, so this answer is the one that shows it.
 */
export async function replaceFeed(db: Db, user: UserRow): Promise<CalendarFeed> {
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    const replaced = await repo.replaceFeed(tx, user.id, hashSecret(token));
    await act(tx, "calendar-feed.replaced", { target: { type: "user", id: user.id } });
    return replaced;
  });
  return { ...toFeed(row), path: calendarFeedPath(token) };
}

function uidDomain(config: Config) {
  try {
    return config.publicUrl ? new URL(config.publicUrl).hostname : "proteatalent.com";
  } catch {
    return "proteatalent.com";
  }
}

/** A strong ETag for one version of a feed: its rows' digest, the way they are written, and the UIDs' domain. */
function etagOf(config: Config, digest: string) {
  return `"${createHash("sha256").update(`${FEED_FORMAT}|${uidDomain(config)}|${digest}`).digest("base64url").slice(0, 32)}"`;
}

export interface FeedVersion {
  userId: number;
  etag: string;
}

/** Whose feed a token opens and its current version; an unknown or replaced token is not found. */
export async function feedVersion(db: Db, config: Config, token: string): Promise<FeedVersion> {
  const userId = await repo.findOwnerOfToken(db, hashSecret(token));
  if (userId === undefined) throw notFound(CALENDAR_MESSAGES.notFound);
  return { userId, etag: etagOf(config, await repo.feedDigest(db, userId)) };
}

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

/** A row's instant column as a Date. */
const instant = (ms: string | null) => new Date(Number(ms));

/**
 * The feed as an RFC 5545 file, and the ETag of exactly what it holds (taken over the rows read,
 * so a change between the version check and this read gives the new rows with their own tag).
 */
export async function feedFile(db: Db, config: Config, userId: number): Promise<{ etag: string; body: string }> {
  const rows = await repo.feedItems(db, userId);
  const etag = etagOf(config, md5(rows.map((r) => r.line).join(repo.DIGEST_SEPARATOR)));
  const domain = uidDomain(config);
  const calendar = ical({
    name: BRAND_NAME,
    description: `Your ${BRAND_NAME} interviews and engagements`,
    prodId: { company: BRAND_NAME, product: "Calendar feed", language: "EN" },
    ttl: REFRESH_SECONDS,
  });
  for (const row of rows) {
    const other = row.other_name || (row.my_role === "client" ? "your expert" : "your client");
    const otherRole = row.my_role === "client" ? "expert" : "client";
    if (row.kind === "interview") {
      calendar.createEvent({
        id: row.uid!,
        sequence: row.sequence ?? 0,
        start: instant(row.starts_ms),
        end: instant(row.ends_ms),
        stamp: instant(row.updated_ms),
        summary: `Interview with ${other}`,
        description: `${row.meeting_url ? `Join the video meeting: ${row.meeting_url}\n` : ""}A ${row.minutes}-minute interview with ${other} (${otherRole}), arranged on ${BRAND_NAME}. A move or a cancellation shows here by itself.`,
        location: row.meeting_url,
        url: row.meeting_url,
        status: ICalEventStatus.CONFIRMED,
      });
    } else {
      const awaiting = row.status === "awaiting_acceptance";
      calendar.createEvent({
        id: `engagement-${row.id}@${domain}`,
        allDay: true,
        // All-day dates: DTEND is the day after the last one (RFC 5545 3.6.1).
        start: new Date(`${row.start_date}T00:00:00Z`),
        end: new Date(`${addDays(row.end_date!, 1)}T00:00:00Z`),
        stamp: instant(row.updated_ms),
        summary: `${awaiting ? "Awaiting acceptance: " : ""}Engagement with ${other}`,
        description: awaiting
          ? `Engagement with ${other} (${otherRole}) through ${BRAND_NAME}, once both of you accept its terms.`
          : `Engagement with ${other} (${otherRole}) through ${BRAND_NAME}.`,
        status: awaiting ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        // Days of work, not hours held: they do not mark the whole day busy.
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; the library leaves the last bare.
  return { etag, body: `${calendar.toString()}\r\n` };
}
