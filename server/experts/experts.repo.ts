import { and, asc, count, eq, lte, sql, type SQL } from "drizzle-orm";
import type { Pagination } from "@shared/contracts/common";
import type { ExpertSearch } from "@shared/contracts/experts";
import { expertPhotos, experts, type ExpertRow } from "@shared/schema";
import { dollarsToCents } from "@shared/money";
import type { Db } from "../db/client";
import { likeContainsPattern } from "../lib/like-pattern";
import { freeThroughout } from "../db/free-days";

type ExpertInsert = typeof experts.$inferInsert;

/** The text the trigram index searches: name, role and skills, lower-cased. */
export function expertSearchText(e: { name: string; role: string; skills?: string[] | null }) {
  return [e.name, e.role, ...(e.skills ?? [])].join(" ").toLowerCase();
}

export async function insertExpert(db: Db, values: Omit<ExpertInsert, "searchText">) {
  const [row] = await db
    .insert(experts)
    .values({ ...values, searchText: expertSearchText(values) })
    .returning();
  return row;
}

/**
 * The search's filters, whether inactive experts count (the service decides from the viewer), and
 * the window an expert must be free on every day of (dates inclusive; the service works it out).
 */
export type ExpertFilter = Pick<ExpertSearch, "q" | "skill" | "maxRate"> & { includeInactive: boolean; freeWindow?: { start: string; end: string } };

/**
 * Each condition maps onto an index: `search_text LIKE` onto the trigram GIN index (search_text and
 * the pattern are both lower-cased, so plain LIKE matches case-insensitively without ILIKE's per-row
 * case folding), `skills @>`
 * onto the array GIN index, `is_active`/`hourly_rate_cents` onto the b-tree (is_active, hourly_rate_cents).
 */
function whereOf(f: ExpertFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (!f.includeInactive) conditions.push(eq(experts.isActive, true));
  if (f.q) conditions.push(sql`${experts.searchText} like ${likeContainsPattern(f.q.toLowerCase())}`);
  if (f.skill) conditions.push(sql`${experts.skills} @> array[${f.skill}]::text[]`);
  // A rate limit drops experts without a rate (SPEC.md section 5); `<=` is never true for null.
  if (f.maxRate !== undefined) conditions.push(lte(experts.hourlyRateCents, dollarsToCents(f.maxRate)));
  if (f.freeWindow) conditions.push(freeThroughout(sql`${experts.userId}`, f.freeWindow.start, f.freeWindow.end));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The two queries behind a search: one page in a stable order (name, then id), and the matches
 * counted up to `countCap + 1`. Exported so a test can check their plans use the indexes.
 */
export function searchQueries(db: Db, f: ExpertFilter, page: Pagination & { countCap: number }) {
  const where = whereOf(f);
  const matches = db.select({ one: sql`1` }).from(experts).where(where).limit(page.countCap + 1).as("matches");
  const countQuery = db.select({ total: count() }).from(matches);
  return {
    page: db.select().from(experts).where(where).orderBy(asc(experts.name), asc(experts.userId)).limit(page.limit).offset(page.offset),
    count: countQuery,
    /** The page with the count on every row, as a scalar subquery the planner plans on its own. */
    pageWithCount: db
      .select({ expert: experts, total: sql<number>`(${countQuery})`.mapWith(Number) })
      .from(experts)
      .where(where)
      .orderBy(asc(experts.name), asc(experts.userId))
      .limit(page.limit)
      .offset(page.offset),
  };
}

/**
 * One page and the number of matches, counted up to `countCap`: an exact count of tens of
 * thousands of matches costs a scan of all of them, which no pager needs. `capped` says there are
 * at least `countCap` matches. The count rides along with the page, so a search is one round trip;
 * only a page past the last match, which has no row to carry it, asks for the count on its own.
 */
export async function searchExperts(db: Db, f: ExpertFilter, page: Pagination & { countCap: number }) {
  const queries = searchQueries(db, f, page);
  const rows = await queries.pageWithCount;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) [{ total }] = await queries.count;
  return { rows: rows.map((r) => r.expert), total: Math.min(total, page.countCap), capped: total > page.countCap };
}

export async function findExpert(db: Db, userId: number): Promise<ExpertRow | undefined> {
  const [row] = await db.select().from(experts).where(eq(experts.userId, userId)).limit(1);
  return row;
}

type ExpertChanges = Partial<
  Pick<ExpertRow, "role" | "skills" | "hourlyRateCents" | "bio" | "yearsExperience" | "profileImage" | "isActive" | "timeZone" | "workStart" | "workEnd">
>;

/** Updates an expert, keeping search_text in step with name, role and skills. */
export async function updateExpert(db: Db, current: ExpertRow, changes: ExpertChanges) {
  const next = { ...current, ...changes };
  const [row] = await db
    .update(experts)
    .set({ ...changes, searchText: expertSearchText(next), updatedAt: new Date() })
    .where(eq(experts.userId, current.userId))
    .returning();
  return row;
}

/**
 * Makes the user an active expert with these profile fields, creating the row or overwriting an
 * existing one (a bio already written is kept).
 */
export async function upsertActiveExpert(db: Db, values: Pick<ExpertRow, "userId" | "name" | "role" | "skills" | "yearsExperience" | "bio">) {
  const searchText = expertSearchText(values);
  const [row] = await db
    .insert(experts)
    .values({ ...values, isActive: true, searchText })
    .onConflictDoUpdate({
      target: experts.userId,
      set: {
        name: values.name,
        role: values.role,
        skills: values.skills,
        yearsExperience: values.yearsExperience,
        bio: sql`coalesce(${experts.bio}, ${values.bio})`,
        isActive: true,
        searchText,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

export async function setExpertActive(db: Db, userId: number, isActive: boolean) {
  const [row] = await db.update(experts).set({ isActive, updatedAt: new Date() }).where(eq(experts.userId, userId)).returning();
  return row;
}

export async function upsertPhoto(db: Db, expertId: number, photo: { mimeType: string; data: Buffer }) {
  const values = { expertId, mimeType: photo.mimeType, sizeBytes: photo.data.length, data: photo.data, updatedAt: new Date() };
  const [row] = await db
    .insert(expertPhotos)
    .values(values)
    .onConflictDoUpdate({ target: expertPhotos.expertId, set: { mimeType: values.mimeType, sizeBytes: values.sizeBytes, data: values.data, updatedAt: values.updatedAt } })
    .returning({ updatedAt: expertPhotos.updatedAt });
  return row;
}

export async function deletePhoto(db: Db, expertId: number) {
  await db.delete(expertPhotos).where(eq(expertPhotos.expertId, expertId));
}

export async function findPhoto(db: Db, expertId: number) {
  const [row] = await db.select().from(expertPhotos).where(eq(expertPhotos.expertId, expertId)).limit(1);
  return row;
}
