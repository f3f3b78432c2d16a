import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { adminTwoFactor, twoFactorChallenges, twoFactorRecoveryCodes } from "@shared/schema";
import type { Db } from "../db/client";

export async function findTwoFactor(db: Db, userId: number) {
  const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
  return row;
}

export async function isEnrolled(db: Db, userId: number) {
  const [row] = await db.select({ enrolledAt: adminTwoFactor.enrolledAt }).from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
  return Boolean(row?.enrolledAt);
}

/** A new proposed secret, replacing an earlier one that was never confirmed (never an enrolled one). */
export async function proposeSecret(db: Db, userId: number, secretCipher: string) {
  const rows = await db
    .insert(adminTwoFactor)
    .values({ userId, secretCipher })
    .onConflictDoUpdate({
      target: adminTwoFactor.userId,
      set: { secretCipher, lastTimeStep: 0, createdAt: sql`now()` },
      setWhere: isNull(adminTwoFactor.enrolledAt),
    })
    .returning({ userId: adminTwoFactor.userId });
  return rows.length > 0;
}

export async function markEnrolled(db: Db, userId: number, timeStep: number) {
  const rows = await db
    .update(adminTwoFactor)
    .set({ enrolledAt: sql`now()`, lastTimeStep: timeStep })
    .where(and(eq(adminTwoFactor.userId, userId), isNull(adminTwoFactor.enrolledAt)))
    .returning({ userId: adminTwoFactor.userId });
  return rows.length > 0;
}

/** Takes a time step for the user if it is later than the last one taken: a code works once. */
export async function takeTimeStep(db: Db, userId: number, timeStep: number) {
  const rows = await db
    .update(adminTwoFactor)
    .set({ lastTimeStep: timeStep })
    .where(and(eq(adminTwoFactor.userId, userId), lt(adminTwoFactor.lastTimeStep, timeStep)))
    .returning({ userId: adminTwoFactor.userId });
  return rows.length > 0;
}

export async function insertRecoveryCodes(db: Db, userId: number, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none such. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, new Date()));
  await db.insert(twoFactorChallenges).values({ userId, tokenHash, expiresAt });
}

export async function findChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function deleteChallenge(db: Db, id: number) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
}

/** Removes the user's second factor entirely: the secret, the recovery codes and any open code step. Returns whether one was enrolled or proposed. */
export async function deleteTwoFactor(db: Db, userId: number) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const removed = await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).returning({ userId: adminTwoFactor.userId });
  return removed.length > 0;
}
