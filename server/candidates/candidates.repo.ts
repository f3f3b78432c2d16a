import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { candidateProfiles, cvFiles, talentReviews, users, type CandidateProfileRow } from "@shared/schema";
import type { Db } from "../db/client";

type ProfileInsert = typeof candidateProfiles.$inferInsert;
export type ProfileWrite = Omit<ProfileInsert, "id" | "userId" | "createdAt" | "updatedAt" | "viewsBeforeLog">;

/** Profile columns plus the display name of its CV (never the file's bytes). */
const profileColumns = {
  profile: candidateProfiles,
  cvFileName: cvFiles.originalName,
  cvDeletedAt: talentReviews.cvDeletedAt,
};

export type ProfileWithCv = { profile: CandidateProfileRow; cvFileName: string | null; cvDeletedAt: Date | null };

export async function findProfileByUserId(db: Db, userId: number): Promise<ProfileWithCv | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(candidateProfiles)
    .leftJoin(cvFiles, eq(cvFiles.id, candidateProfiles.cvFileId))
    .leftJoin(talentReviews, eq(talentReviews.userId, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row;
}

export async function findProfileById(db: Db, id: number) {
  const [row] = await db
    .select({ ...profileColumns, account: { username: users.username, email: users.email, userType: users.userType, firstName: users.firstName, lastName: users.lastName } })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(cvFiles, eq(cvFiles.id, candidateProfiles.cvFileId))
    .leftJoin(talentReviews, eq(talentReviews.userId, candidateProfiles.userId))
    .where(eq(candidateProfiles.id, id))
    .limit(1);
  return row;
}

export async function listProfiles(db: Db, limit: number, offset: number) {
  const rows = await db
    .select({ ...profileColumns, account: { username: users.username, email: users.email, userType: users.userType, firstName: users.firstName, lastName: users.lastName } })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(cvFiles, eq(cvFiles.id, candidateProfiles.cvFileId))
    .leftJoin(talentReviews, eq(talentReviews.userId, candidateProfiles.userId))
    .orderBy(desc(candidateProfiles.createdAt), desc(candidateProfiles.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(candidateProfiles);
  return { rows, total: Number(total) };
}

/** Creates the user's profile or replaces its fields (views and the calendar are kept). */
export async function upsertProfile(db: Db, userId: number, values: ProfileWrite) {
  await db
    .insert(candidateProfiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

/** Changes only the given fields; false when the user has no profile. */
export async function updateProfile(db: Db, userId: number, values: Partial<ProfileWrite>) {
  const rows = await db
    .update(candidateProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(candidateProfiles.userId, userId))
    .returning({ id: candidateProfiles.id });
  return rows.length > 0;
}

// --- CV files ------------------------------------------------------------------

export async function insertCvFile(db: Db, values: { userId: number; originalName: string; mimeType: string; data: Buffer }) {
  const [row] = await db
    .insert(cvFiles)
    .values({ ...values, sizeBytes: values.data.length })
    .returning({ id: cvFiles.id, originalName: cvFiles.originalName });
  return row;
}

/** Owner and metadata of a file, without its bytes. */
export async function findCvFileMeta(db: Db, id: string) {
  const [row] = await db
    .select({ id: cvFiles.id, userId: cvFiles.userId, originalName: cvFiles.originalName })
    .from(cvFiles)
    .where(eq(cvFiles.id, id))
    .limit(1);
  return row;
}

export async function findCvFile(db: Db, id: string) {
  const [row] = await db.select().from(cvFiles).where(eq(cvFiles.id, id)).limit(1);
  return row;
}

/**
 * Deletes a user's files except the one the profile points to and the `keepRecent` newest,
 * so repeated uploads do not pile up in the database.
 */
export async function pruneCvFiles(db: Db, userId: number, keepRecent: number) {
  const keep = await db
    .select({ id: cvFiles.id })
    .from(cvFiles)
    .where(eq(cvFiles.userId, userId))
    .orderBy(desc(cvFiles.createdAt), desc(cvFiles.id))
    .limit(keepRecent);
  const [profile] = await db
    .select({ cvFileId: candidateProfiles.cvFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  const ids = keep.map((r) => r.id);
  if (profile?.cvFileId) ids.push(profile.cvFileId);
  if (!ids.length) return;
  await db.delete(cvFiles).where(and(eq(cvFiles.userId, userId), notInArray(cvFiles.id, ids)));
}

// --- turning a candidate into an expert ----------------------------------------------

export async function setUserType(db: Db, userId: number, userType: "expert") {
  await db.update(users).set({ userType }).where(eq(users.id, userId));
}
