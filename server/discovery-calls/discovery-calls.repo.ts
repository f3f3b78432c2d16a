import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { DiscoveryCallStatus } from "@shared/constants";
import type { AdminDiscoveryCallsQuery, CreateDiscoveryCallValues } from "@shared/contracts/discovery-calls";
import { discoveryCalls } from "@shared/schema";
import type { Db } from "../db/client";

/** Starts of booked slots in [from, to). */
export async function takenSlotStarts(db: Db, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ slotStart: discoveryCalls.slotStart })
    .from(discoveryCalls)
    .where(and(gte(discoveryCalls.slotStart, from), lt(discoveryCalls.slotStart, to)));
  return rows.map((r) => r.slotStart);
}

/** Inserts a request; the unique slot_start makes a second booking of a slot fail (23505). */
export async function insertCall(db: Db, values: Omit<CreateDiscoveryCallValues, "slotStart"> & { slotStart: Date; requesterHash: string | null; meetingUrl: string | null }) {
  const [row] = await db.insert(discoveryCalls).values(values).returning();
  return row;
}

/** A class of advisory locks of our own (the two-number form, apart from the start-up locks). */
const REQUESTER_LOCK_CLASS = 7301;

/**
 * Holds the requester's lock until the caller's transaction ends: bookings from one address are
 * counted and made one at a time, so requests sent together cannot all pass the count.
 */
export async function lockRequester(tx: Db, requesterHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REQUESTER_LOCK_CLASS}, hashtext(${requesterHash}))`);
}

export async function countRecentByRequester(db: Db, requesterHash: string, since: Date): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(discoveryCalls)
    .where(and(eq(discoveryCalls.requesterHash, requesterHash), gte(discoveryCalls.createdAt, since)));
  return total;
}

export async function findByToken(db: Db, token: string) {
  const [row] = await db.select().from(discoveryCalls).where(eq(discoveryCalls.token, token)).limit(1);
  return row;
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(discoveryCalls).where(eq(discoveryCalls.id, id)).limit(1);
  return row;
}

export async function listCalls(db: Db, opts: AdminDiscoveryCallsQuery) {
  const where: SQL | undefined = opts.status === "all" ? undefined : eq(discoveryCalls.status, opts.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(discoveryCalls)
      .where(where)
      .orderBy(desc(discoveryCalls.createdAt), desc(discoveryCalls.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(discoveryCalls).where(where),
  ]);
  return { rows, total };
}

export async function updateStatus(db: Db, id: number, status: DiscoveryCallStatus) {
  const [row] = await db.update(discoveryCalls).set({ status }).where(eq(discoveryCalls.id, id)).returning();
  return row;
}
