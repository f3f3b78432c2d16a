// Vetting's queries: the stages recorded for talents, each with its assessor's name, a stage's
// record, and whether a CV is on file.
import { and, eq, inArray, sql } from "drizzle-orm";
import { cvFiles, users, vettingStages, type VettingStage } from "@shared/schema";
import type { Db } from "../db/client";

export type StageRow = typeof vettingStages.$inferSelect & { assessorName: string | null };

/** Every stage recorded for these talents, with the assessor's name (null: the migration wrote it). */
export async function findStages(db: Db, userIds: readonly number[]): Promise<StageRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      stage: vettingStages,
      assessorName: sql<string | null>`case when ${users.id} is null then null else coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username}, 'Admin') end`,
    })
    .from(vettingStages)
    .leftJoin(users, eq(users.id, vettingStages.assessorId))
    .where(inArray(vettingStages.userId, [...userIds]));
  return rows.map((r) => ({ ...r.stage, assessorName: r.assessorName }));
}

export type StageValues = Omit<typeof vettingStages.$inferInsert, "assessedAt">;

/** Records a stage, replacing what was recorded for it before; dated now. */
export async function saveStage(db: Db, values: StageValues) {
  const figures = {
    outcome: values.outcome,
    assessorId: values.assessorId ?? null,
    score: values.score ?? null,
    problemSolving: values.problemSolving ?? null,
    systemDesign: values.systemDesign ?? null,
    communication: values.communication ?? null,
    level: values.level ?? null,
    checked: values.checked ?? null,
    clear: values.clear ?? null,
    notes: values.notes ?? null,
    assessedAt: sql`now()`,
  };
  await db
    .insert(vettingStages)
    .values({ userId: values.userId, stage: values.stage, ...figures })
    .onConflictDoUpdate({ target: [vettingStages.userId, vettingStages.stage], set: figures });
}

/** The passed stages of a talent, read under a share lock so a stage cannot change while activation counts them. */
export async function lockPassedStages(db: Db, userId: number): Promise<VettingStage[]> {
  const rows = await db
    .select({ stage: vettingStages.stage })
    .from(vettingStages)
    .where(and(eq(vettingStages.userId, userId), eq(vettingStages.outcome, "passed")))
    .for("share");
  return rows.map((r) => r.stage);
}

/** Whether any CV of theirs is on file. */
export async function hasCvOnFile(db: Db, userId: number) {
  const [row] = await db.select({ id: cvFiles.id }).from(cvFiles).where(eq(cvFiles.userId, userId)).limit(1);
  return row !== undefined;
}

/** Which of these talents have a CV on file. */
export async function withCvOnFile(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db.selectDistinct({ userId: cvFiles.userId }).from(cvFiles).where(inArray(cvFiles.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}
