// 'Profile Views' (PRODUCT.md "Talent", docs/decisions/040): a client or an admin opening a talent's
// expert profile or candidate record counts once per viewer per UTC day; the owner and visitors never count.
import type { UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import * as repo from "./profile-views.repo";
import { addDays, todayUtc } from "@shared/calendar";

export const RECENT_VIEW_DAYS = 30;

/** Whether this viewer's opening counts. */
export function countsAsView(viewer: UserRow | undefined, talentId: number): viewer is UserRow {
  if (!viewer || viewer.id === talentId) return false;
  return viewer.isAdmin || viewer.userType === "client";
}

/** Called by the screens' own reads (expert profile, candidate record), never by a call of its own. */
export async function recordProfileView(db: Db, viewer: UserRow | undefined, talentId: number, now = new Date()) {
  if (!countsAsView(viewer, talentId)) return false;
  await repo.recordView(db, talentId, viewer.id, todayUtc(now));
  return true;
}

export async function profileViewTotals(db: Db, talentIds: number[]) {
  return repo.totals(db, talentIds);
}

export async function profileViewTotal(db: Db, talentId: number) {
  return (await repo.totals(db, [talentId])).get(talentId) ?? 0;
}

/** The last 30 days up to today (UTC), oldest first, a zero for each day without views. */
export async function recentProfileViews(db: Db, talentId: number, now = new Date()) {
  const today = todayUtc(now);
  const days = Array.from({ length: RECENT_VIEW_DAYS }, (_, i) => addDays(today, i - (RECENT_VIEW_DAYS - 1)));
  const counts = await repo.perDay(db, talentId, days[0]);
  return days.map((day) => ({ day, views: counts.get(day) ?? 0 }));
}
