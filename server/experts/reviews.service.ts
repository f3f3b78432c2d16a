// Vetting (PRODUCT.md "Talent", docs/decisions/040): the admin console's queue of experts and
// candidates, approval (which activates) and rejection with a reason, each told to the person.
import { cvPathFor } from "@shared/contracts/candidates";
import type { OwnReview, ReviewQueueQuery, TalentReview } from "@shared/contracts/experts";
import { act } from "../flows/act";
import { assertCanActivate } from "../auth/account-links.service";
import type { AppDeps } from "../deps";
import type { Db } from "../db/client";
import type { UserRow } from "@shared/schema";
import { forbidden, notFound } from "../lib/http-error";
import * as expertsRepo from "./experts.repo";
import * as repo from "./reviews.repo";
import { adminVettings, assertVetted } from "./vetting.service";
import type { AdminVetting } from "@shared/contracts/vetting";

const EXPERT_LINK = "/expert/dashboard";
const CANDIDATE_LINK = "/candidate/profile";

function toTalentReview(row: repo.QueueRow, vetting: AdminVetting): TalentReview {
  return {
    userId: row.userId,
    name: row.expertName ?? row.candidateName ?? `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    userType: row.userType === "expert" ? "expert" : "candidate",
    role: row.expertRole ?? row.candidateRole,
    skills: [...new Set([...(row.expertSkills ?? []), ...(row.candidateSkills ?? [])])],
    cvFilePath: row.cvFileId ? cvPathFor(row.cvFileId) : null,
    cvFileName: row.cvFileId ? row.cvFileName : null,
    cvDeletedAt: row.cvDeletedAt?.toISOString() ?? null,
    availability: row.availabilityStatus && row.availableFrom ? { status: row.availabilityStatus, availableFrom: row.availableFrom, availableTo: row.availableTo } : null,
    candidateAvailability: row.candidateAvailability,
    candidateProfileId: row.candidateProfileId,
    isActive: row.isActive,
    reviewStatus: row.reviewStatus,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    waitingSince: row.waitingSince.toISOString(),
    vetting,
  };
}

export async function listReviewQueue(db: Db, query: ReviewQueueQuery) {
  const { rows, total } = await repo.listQueue(db, query.status, query);
  const vetting = await adminVettings(
    db,
    rows.map((r) => r.userId),
  );
  return { items: rows.map((r) => toTalentReview(r, vetting.get(r.userId)!)), total };
}

/** One person of the queue with their vetting. */
async function talentReview(db: Db, row: repo.QueueRow) {
  return toTalentReview(row, (await adminVettings(db, [row.userId])).get(row.userId)!);
}

async function queueRow(db: Db, userId: number) {
  const row = await repo.findQueueRow(db, userId);
  if (!row) throw notFound("Expert or candidate not found");
  return row;
}

/**
 * Records an approval and tells the person, unless they were approved already. Also used when an
 * admin activates an expert or turns a candidate into one, so the toggle and the review agree.
 */
export async function recordApproval(tx: Db, userId: number, userType: string) {
  const before = await repo.saveReview(tx, userId, "approved", null);
  if (before === "approved") return;
  await act(tx, "talent.told-approved", {
    notices: [
      {
        userId,
        title: "Profile approved",
      body: "Our team has reviewed and approved your profile. You are now visible to clients, who can find you and send you requests.",
        link: userType === "candidate" ? CANDIDATE_LINK : EXPERT_LINK,
      },
    ],
  });
}

/**
 * Approving activates: an expert profile is shown to clients; a candidate becomes an active expert
 * built from their profile. Only with a verified address and all six stages of vetting passed.
 */
export async function approveTalent(db: Db, userId: number, { audit = true } = {}): Promise<TalentReview> {
  return db.transaction(async (tx) => {
    await assertCanActivate(tx, userId);
    const row = await queueRow(tx, userId);
    await assertVetted(tx, userId);
    if (row.isActive === null) {
      const profile = await repo.findCandidateProfile(tx, userId);
      if (!profile) throw notFound("Expert or candidate not found");
      await repo.setUserType(tx, userId, "expert");
      await expertsRepo.upsertActiveExpert(tx, {
        userId,
        name: profile.name,
        role: profile.role,
        skills: profile.skills,
        yearsExperience: profile.yearsExperience ?? 0,
        bio: profile.bio,
      });
    } else if (!row.isActive) {
      await expertsRepo.setExpertActive(tx, userId, true);
    }
    await recordApproval(tx, userId, "expert");
    if (audit) await act(tx, "talent.approved", { target: { type: "talent", id: userId }, changes: { reviewStatus: "approved" } });
    return talentReview(tx, await queueRow(tx, userId));
  });
}

/** Rejecting hides an expert profile and tells the person why, and when their CV will be deleted. */
export async function rejectTalent(deps: Pick<AppDeps, "db" | "config">, userId: number, reason: string): Promise<TalentReview> {
  return deps.db.transaction(async (tx) => {
    const row = await queueRow(tx, userId);
    if (row.isActive) await expertsRepo.setExpertActive(tx, userId, false);
    await repo.saveReview(tx, userId, "rejected", reason);
    // The reason stays with the review (erased with the person), not in the log, which cannot forget it.
    const days = deps.config.cvRetentionDays;
    await act(tx, "talent.rejected", {
      target: { type: "talent", id: userId },
      changes: { reviewStatus: "rejected" },
      notices: [
        {
          userId,
          title: "Application not approved",
          body: `Our team has reviewed your profile and cannot approve it. Reason: ${reason} Your CV will be deleted after ${days} days.`,
          link: row.userType === "expert" ? EXPERT_LINK : CANDIDATE_LINK,
        },
      ],
    });
    return talentReview(tx, await queueRow(tx, userId));
  });
}

/** The CV retention job: deletes the CVs of people rejected more than CV_RETENTION_DAYS ago. */
export async function deleteExpiredRejectedCvs(deps: Pick<AppDeps, "db" | "config" | "logger">) {
  const ids = await deps.db.transaction((tx) => repo.deleteRejectedCvs(tx, deps.config.cvRetentionDays));
  if (ids.length) deps.logger.info({ users: ids.length }, "deleted the CVs of rejected applications past retention");
  return ids.length;
}

/** Where the signed-in expert's or candidate's own application stands (pending until a review exists). */
export async function ownReview(db: Db, user: UserRow): Promise<OwnReview> {
  if (user.userType !== "expert" && user.userType !== "candidate") throw forbidden("Only experts and candidates have an application to review.");
  const row = await repo.findReview(db, user.id);
  if (!row) return { reviewStatus: "pending", reviewedAt: null, rejectionReason: null };
  return {
    reviewStatus: row.reviewStatus,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.reviewStatus === "rejected" ? row.rejectionReason : null,
  };
}

/** When a rejected person's CVs were deleted, for their own profile. */
export async function cvDeletedAt(db: Db, userId: number) {
  return (await repo.findReview(db, userId))?.cvDeletedAt ?? null;
}
