// Vetting (PRODUCT.md "Vetting a client can see", docs/decisions/097): six stages per talent, each
// recorded by an admin with its figure; the report clients, the talent and admins read (admins
// alone with the assessor's notes); and the gate every activation passes through.
import {
  VETTING_MESSAGES,
  VETTING_STAGES,
  type AdminVetting,
  type AdminVettingStage,
  type VettingReport,
  type VettingStage,
  type VettingStageRecord,
} from "@shared/contracts/vetting";
import type { RecordVettingValues } from "@shared/contracts/vetting-record";
import { VETTING_MIGRATION_ASSESSOR } from "@shared/vetting";
import type { UserRow } from "@shared/schema";
import { act } from "../flows/act";
import type { Db } from "../db/client";
import { forbidden, HttpError, notFound } from "../lib/http-error";
import * as reviewsRepo from "./reviews.repo";
import * as repo from "./vetting.repo";

const order = (stage: VettingStage) => VETTING_STAGES.indexOf(stage);

function toStage(row: repo.StageRow): VettingStageRecord {
  const scorecard =
    row.problemSolving !== null && row.systemDesign !== null && row.communication !== null
      ? { problemSolving: row.problemSolving, systemDesign: row.systemDesign, communication: row.communication }
      : null;
  return {
    stage: row.stage,
    outcome: row.outcome,
    assessedAt: row.assessedAt.toISOString(),
    score: row.score,
    scorecard,
    level: row.level,
    checked: row.checked,
    clear: row.clear,
  };
}

function toAdminStage(row: repo.StageRow): AdminVettingStage {
  return { ...toStage(row), assessedBy: row.assessorId === null ? VETTING_MIGRATION_ASSESSOR : (row.assessorName ?? "Admin"), notes: row.notes };
}

/** The stages not passed yet, in order. */
export function missingStages(passed: Iterable<VettingStage>): VettingStage[] {
  const done = new Set(passed);
  return VETTING_STAGES.filter((s) => !done.has(s));
}

function summary(rows: repo.StageRow[]) {
  const sorted = [...rows].sort((a, b) => order(a.stage) - order(b.stage));
  const missing = missingStages(sorted.filter((r) => r.outcome === "passed").map((r) => r.stage));
  return { sorted, missing, complete: missing.length === 0 };
}

function byUser(rows: repo.StageRow[]) {
  const map = new Map<number, repo.StageRow[]>();
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
  return map;
}

/** The report (no notes, no assessor) of each of these talents; one with nothing recorded has every stage to come. */
export async function vettingReports(db: Db, userIds: readonly number[]): Promise<Map<number, VettingReport>> {
  const grouped = byUser(await repo.findStages(db, userIds));
  return new Map(
    userIds.map((id) => {
      const { sorted, missing, complete } = summary(grouped.get(id) ?? []);
      return [id, { stages: sorted.map(toStage), missing, complete }];
    }),
  );
}

export async function vettingReport(db: Db, userId: number): Promise<VettingReport> {
  return (await vettingReports(db, [userId])).get(userId)!;
}

/** What admins see of each of these talents' vetting: the assessor and the notes too. */
export async function adminVettings(db: Db, userIds: readonly number[]): Promise<Map<number, AdminVetting>> {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const rows = await repo.findStages(db, userIds);
  const withCv = await repo.withCvOnFile(db, userIds);
  const grouped = byUser(rows);
  return new Map(
    userIds.map((id) => {
      const { sorted, missing, complete } = summary(grouped.get(id) ?? []);
      return [id, { userId: id, stages: sorted.map(toAdminStage), missing, complete, cvOnFile: withCv.has(id) }];
    }),
  );
}

async function assertTalent(db: Db, userId: number) {
  if (!(await reviewsRepo.findQueueRow(db, userId))) throw notFound("Expert or candidate not found");
}

/** GET /api/admin/experts/{userId}/vetting. */
export async function adminVetting(db: Db, userId: number): Promise<AdminVetting> {
  await assertTalent(db, userId);
  return (await adminVettings(db, [userId])).get(userId)!;
}

/**
 * PUT /api/admin/experts/{userId}/vetting/{stage}: records the stage (replacing an earlier record
 * of it) as the signed-in admin's, dated now. The CV stage needs a CV on file. A failed stage hides
 * nobody: an active expert stays active, and the queue shows the failure.
 */
export async function recordStage(db: Db, admin: UserRow, userId: number, stage: VettingStage, values: RecordVettingValues): Promise<AdminVetting> {
  await db.transaction(async (tx) => {
    await assertTalent(tx, userId);
    if (stage === "cv" && !(await repo.hasCvOnFile(tx, userId))) throw new HttpError(409, "no_cv_on_file", VETTING_MESSAGES.noCvOnFile);
    await repo.saveStage(tx, {
      userId,
      stage,
      outcome: values.outcome,
      assessorId: admin.id,
      score: stage === "technical" ? values.score : null,
      problemSolving: stage === "interview" ? values.scorecard?.problemSolving : null,
      systemDesign: stage === "interview" ? values.scorecard?.systemDesign : null,
      communication: stage === "interview" ? values.scorecard?.communication : null,
      level: stage === "english" ? values.level : null,
      checked: stage === "references" ? values.checked : null,
      clear: stage === "background" ? values.clear : null,
      notes: values.notes,
    });
    // The notes stay with the record (erased with the person), not in the log, which cannot forget them.
    await act(tx, "talent.vetting-recorded", { target: { type: "talent", id: userId }, changes: { stage, outcome: values.outcome } });
  });
  return adminVetting(db, userId);
}

/**
 * The gate of every activation (approving, the admin's toggle, a candidate made expert): all six
 * stages passed, or 409 naming what is missing. Runs in the activation's transaction and holds the
 * passed stages until it commits, so none can be failed meanwhile.
 */
export async function assertVetted(tx: Db, userId: number) {
  const missing = missingStages(await repo.lockPassedStages(tx, userId));
  if (missing.length === 0) return;
  const message = VETTING_MESSAGES.notVetted(missing);
  throw new HttpError(
    409,
    "vetting_incomplete",
    message,
    missing.map((stage) => ({ path: stage, message: "Not passed yet" })),
  );
}

/** GET /api/experts/me/vetting: the signed-in expert's or candidate's own stages and what is still to come. */
export async function ownVetting(db: Db, user: UserRow): Promise<VettingReport> {
  if (user.userType !== "expert" && user.userType !== "candidate") throw forbidden("Only experts and candidates are vetted.");
  return vettingReport(db, user.id);
}
