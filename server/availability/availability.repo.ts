import { eq } from "drizzle-orm";
import { availability, experts, type AvailabilityRow } from "@shared/schema";
import type { Db } from "../db/client";

export type AvailabilityChanges = Omit<typeof availability.$inferInsert, "id" | "expertId" | "updatedAt">;

/** The record with its expert's active flag (null when the expert does not exist). */
export async function findWithExpert(db: Db, expertId: number) {
  const [row] = await db
    .select({ isActive: experts.isActive, record: availability })
    .from(experts)
    .leftJoin(availability, eq(availability.expertId, experts.userId))
    .where(eq(experts.userId, expertId))
    .limit(1);
  return row ?? null;
}

/** Inserts the expert's record; undefined when one already exists (one per expert). */
export async function insertAvailability(db: Db, expertId: number, values: AvailabilityChanges): Promise<AvailabilityRow | undefined> {
  const [row] = await db
    .insert(availability)
    .values({ ...values, expertId })
    .onConflictDoNothing({ target: availability.expertId })
    .returning();
  return row;
}

export async function updateAvailability(db: Db, expertId: number, values: AvailabilityChanges): Promise<AvailabilityRow | undefined> {
  const [row] = await db
    .update(availability)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(availability.expertId, expertId))
    .returning();
  return row;
}
