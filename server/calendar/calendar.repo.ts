// The calendar feed's queries: each user's one feed row (made on first ask, replaced by a rotation),
// and what the feed shows: the user's scheduled interviews and their engagements awaiting acceptance
// or active, read in one statement together with a digest of exactly those rows.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { calendarFeeds, engagements, interviews, users } from "@shared/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

export async function findFeedOf(db: Db, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row;
}

/** A new address in place of the old (or the first one): the old stops matching in this same statement. */
export async function replaceFeed(tx: Db, userId: number, tokenHash: string) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning();
  return row;
}

/**
 * Whose feed the token's hash opens; an erased account's feed opens for nobody (its row stays as a
 * tombstone).
 */
export async function findOwnerOfToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.erasedAt)))
    .limit(1);
  return row?.userId;
}

/** One event of the feed as the database writes it: instants as epoch milliseconds, dates as YYYY-MM-DD. */
export interface FeedItemRow {
  kind: "engagement" | "interview";
  id: number;
  /** The interview's invitation UID; null for engagements. */
  uid: string | null;
  sequence: number | null;
  minutes: number | null;
  /** The interview's meeting link; null for engagements. */
  meeting_url: string | null;
  starts_ms: string | null;
  ends_ms: string | null;
  start_date: string | null;
  end_date: string | null;
  status: string;
  updated_ms: string;
  /** Which side of it the feed's owner is on. */
  my_role: "client" | "expert";
  other_name: string;
  /** Every field above as JSON text: what the digest is taken over. */
  line: string;
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;

/**
 * The feed's rows (both kinds, each row with its canonical `line`). Interviews are found through
 * interviews_client_idx and interviews_expert_idx, engagements through their client and expert
 * indexes; the other party's name comes from users.
 */
function feedRows(userId: number): SQL {
  const me = sql`${userId}::int`;
  return sql`
    select 'interview' as kind, i.id, i.uid::text as uid, i.sequence, i.minutes, i.meeting_url,
           ${epochMs(sql`i.starts_at`)} as starts_ms, ${epochMs(sql`i.ends_at`)} as ends_ms,
           null::text as start_date, null::text as end_date, i.status,
           ${epochMs(sql`i.updated_at`)} as updated_ms,
           case when i.client_id = ${me} then 'client' else 'expert' end as my_role,
           trim(other.first_name || ' ' || other.last_name) as other_name
      from ${interviews} i
      join ${users} other on other.id = case when i.client_id = ${me} then i.expert_id else i.client_id end
     where (i.client_id = ${me} or i.expert_id = ${me}) and i.status = 'scheduled'
    union all
    select 'engagement', e.id, null, null, null, null, null, null, e.start_date::text, e.end_date::text, e.status,
           ${epochMs(sql`e.updated_at`)},
           case when e.client_id = ${me} then 'client' else 'expert' end,
           trim(other.first_name || ' ' || other.last_name)
      from ${engagements} e
      join ${users} other on other.id = case when e.client_id = ${me} then e.expert_id else e.client_id end
     where (e.client_id = ${me} or e.expert_id = ${me}) and e.status in ('awaiting_acceptance', 'active')`;
}

const withLine = (userId: number) => sql`
  select feed.*, json_build_array(feed.kind, feed.id, feed.uid, feed.sequence, feed.minutes, feed.meeting_url, feed.starts_ms, feed.ends_ms,
                                  feed.start_date, feed.end_date, feed.status, feed.updated_ms, feed.my_role, feed.other_name)::text as line
    from (${feedRows(userId)}) feed`;

/** Lines are joined with this before the digest, here and in the service alike. */
export const DIGEST_SEPARATOR = "\n";

/**
 * The MD5 of the feed's lines in order, computed in the database: the ETag can be checked without
 * reading the rows or building the file. The service takes the same digest over the rows it reads.
 */
export async function feedDigest(db: Db, userId: number): Promise<string> {
  const result = await db.execute(sql`
    select md5(coalesce(string_agg(x.line, ${DIGEST_SEPARATOR} order by x.kind, x.id), '')) as digest
      from (${withLine(userId)}) x`);
  return rowsOf<{ digest: string }>(result)[0].digest;
}

/** The feed's rows, in the digest's order (kind, then id), from one statement so they agree with each other. */
export async function feedItems(db: Db, userId: number): Promise<FeedItemRow[]> {
  const result = await db.execute(sql`select x.* from (${withLine(userId)}) x order by x.kind, x.id`);
  return rowsOf<FeedItemRow>(result);
}
