import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { candidateProfiles, profileViews } from "@shared/schema";
import type { Db } from "../db/client";

/** One view per viewer per day: a second one that day (or a race) changes nothing. */
export async function recordView(db: Db, talentId: number, viewerId: number, day: string) {
  await db.insert(profileViews).values({ talentId, viewerId, day }).onConflictDoNothing();
}

/** 'Profile Views' of each talent: the recorded views plus the count kept before they were recorded. */
export async function totals(db: Db, talentIds: number[]) {
  const out = new Map<number, number>(talentIds.map((id) => [id, 0]));
  if (talentIds.length === 0) return out;
  const logged = await db
    .select({ talentId: profileViews.talentId, n: sql<number>`count(*)::int` })
    .from(profileViews)
    .where(inArray(profileViews.talentId, talentIds))
    .groupBy(profileViews.talentId);
  const before = await db
    .select({ talentId: candidateProfiles.userId, n: candidateProfiles.viewsBeforeLog })
    .from(candidateProfiles)
    .where(inArray(candidateProfiles.userId, talentIds));
  for (const r of [...logged, ...before]) out.set(r.talentId, (out.get(r.talentId) ?? 0) + Number(r.n));
  return out;
}

/** Views per day from `fromDay` on (days without views are absent). */
export async function perDay(db: Db, talentId: number, fromDay: string) {
  const rows = await db
    .select({ day: profileViews.day, n: sql<number>`count(*)::int` })
    .from(profileViews)
    .where(and(eq(profileViews.talentId, talentId), gte(profileViews.day, fromDay)))
    .groupBy(profileViews.day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}
