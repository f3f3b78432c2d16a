import { fileTypeFromBuffer } from "file-type";
import { MESSAGES } from "@shared/constants";
import {
  cvPathFor,
  isCvFileId,
  type ActivatedExpert,
  type AdminCandidate,
  type CandidateProfile,
  type CandidateProfileValues,
  type CvUploadResponse,
  candidateProfileUpdateSchema,
} from "@shared/contracts/candidates";
import type { UserRow } from "@shared/schema";
import type { z } from "zod";
import type { Db } from "../db/client";
import { activateExpertProfile } from "../experts/experts.service";
import { profileViewTotal, profileViewTotals, recentProfileViews, recordProfileView } from "../experts/profile-views.service";
import { recordApproval } from "../experts/reviews.service";
import { assertVetted } from "../experts/vetting.service";
import { badRequest, forbidden, notFound } from "../lib/http-error";
import * as repo from "./candidates.repo";
import { act } from "../flows/act";
import { assertCanActivate } from "../auth/account-links.service";

/** How many recent uploads a user keeps besides the CV their profile points to. */
export const CV_FILES_KEPT = 3;
const TALENT_TYPES = new Set(["expert", "candidate"]);

export const isTalent = (user: UserRow) => TALENT_TYPES.has(user.userType);

/** A candidate profile belongs to a talent account (PRODUCT.md "Talent"). */
export function assertTalent(user: UserRow) {
  if (!isTalent(user)) throw forbidden("Only candidate and expert accounts have a candidate profile.");
}

/**
 * The name shown for an uploaded file: the last path segment only, no control or reserved
 * characters, always ending in .pdf. It is never used to locate anything.
 */
export function safeDisplayName(name: string | undefined | null): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  let clean = last
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f"<>|:*?;]/g, "")
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 120);
  if (!clean || /^\.*pdf$/i.test(clean)) clean = "cv.pdf";
  if (!/\.pdf$/i.test(clean)) clean = `${clean}.pdf`;
  return clean;
}

function toPublicProfile({ profile, cvFileName, cvDeletedAt }: repo.ProfileWithCv, profileViews: number): CandidateProfile {
  return {
    id: profile.id,
    userId: profile.userId,
    name: profile.name,
    role: profile.role,
    yearsExperience: profile.yearsExperience,
    cvFilePath: profile.cvFileId ? cvPathFor(profile.cvFileId) : null,
    cvFileName: profile.cvFileId ? cvFileName : null,
    linkedinProfileUrl: profile.linkedinProfileUrl,
    skills: profile.skills,
    phone: profile.phone,
    location: profile.location,
    availability: profile.availability,
    expectedSalary: profile.expectedSalary,
    portfolioUrl: profile.portfolioUrl,
    preferredProjectType: profile.preferredProjectType,
    bio: profile.bio,
    availableDates: profile.availableDates,
    profileViews,
    cvDeletedAt: cvDeletedAt?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/** A CV reference must name a file the caller uploaded; anything else is refused as bad input. */
async function assertOwnCv(db: Db, user: UserRow, fileId: string | null | undefined) {
  if (!fileId) return;
  const meta = await repo.findCvFileMeta(db, fileId);
  if (!meta || meta.userId !== user.id) {
    throw badRequest("cvFilePath: CV must be a file you uploaded", [{ path: "cvFilePath", message: "CV must be a file you uploaded" }]);
  }
}

async function ownProfile(db: Db, userId: number) {
  const row = await repo.findProfileByUserId(db, userId);
  if (!row) throw notFound("Profile not found");
  const [total, recentViews] = await Promise.all([profileViewTotal(db, userId), recentProfileViews(db, userId)]);
  return { ...toPublicProfile(row, total), recentViews };
}

export async function getOwnProfile(db: Db, user: UserRow) {
  assertTalent(user);
  return ownProfile(db, user.id);
}

/** POST: creates the caller's profile, or replaces every field of the upload form. */
export async function saveProfile(db: Db, user: UserRow, values: CandidateProfileValues) {
  assertTalent(user);
  const { cvFilePath: cvFileId, ...fields } = values;
  await assertOwnCv(db, user, cvFileId);
  const existing = await repo.findProfileByUserId(db, user.id);
  await repo.upsertProfile(db, user.id, {
    name: fields.name,
    role: fields.role,
    yearsExperience: fields.yearsExperience ?? null,
    // Saving the form without a new file keeps the CV already on the profile.
    cvFileId: cvFileId ?? existing?.profile.cvFileId ?? null,
    linkedinProfileUrl: fields.linkedinProfileUrl ?? null,
    skills: fields.skills,
    phone: fields.phone ?? null,
    location: fields.location ?? null,
    availability: fields.availability ?? null,
    expectedSalary: fields.expectedSalary ?? null,
    portfolioUrl: fields.portfolioUrl ?? null,
    preferredProjectType: fields.preferredProjectType ?? null,
    bio: fields.bio !== undefined ? fields.bio : (existing?.profile.bio ?? null),
  });
  await repo.pruneCvFiles(db, user.id, CV_FILES_KEPT);
  return ownProfile(db, user.id);
}

/** PUT: changes only the fields sent. */
export async function updateProfile(db: Db, user: UserRow, values: z.output<typeof candidateProfileUpdateSchema>) {
  assertTalent(user);
  const { cvFilePath: cvFileId, ...fields } = values;
  await assertOwnCv(db, user, cvFileId);
  const changes: Partial<repo.ProfileWrite> = { ...fields };
  if (cvFileId !== undefined) changes.cvFileId = cvFileId;
  for (const key of Object.keys(changes) as (keyof typeof changes)[]) if (changes[key] === undefined) delete changes[key];
  if (!(await repo.updateProfile(db, user.id, changes))) throw notFound("Profile not found");
  if (cvFileId !== undefined) await repo.pruneCvFiles(db, user.id, CV_FILES_KEPT);
  return ownProfile(db, user.id);
}

// --- CV files ------------------------------------------------------------------

interface UploadedFile {
  buffer: Buffer;
  originalname: string;
}

/** Checks the bytes (not the name or the declared type) and stores the file under a random key. */
export async function uploadCv(db: Db, user: UserRow, file: UploadedFile | undefined): Promise<CvUploadResponse> {
  assertTalent(user);
  if (!file || file.buffer.length === 0) {
    throw badRequest("Please choose a PDF file to upload.", [{ path: "cv", message: "Please choose a PDF file to upload." }]);
  }
  const detected = await fileTypeFromBuffer(file.buffer);
  if (detected?.mime !== "application/pdf") {
    throw badRequest(MESSAGES.invalidCvType.description, [{ path: "cv", message: MESSAGES.invalidCvType.description }]);
  }
  const row = await repo.insertCvFile(db, {
    userId: user.id,
    originalName: safeDisplayName(file.originalname),
    mimeType: "application/pdf",
    data: file.buffer,
  });
  await repo.pruneCvFiles(db, user.id, CV_FILES_KEPT);
  return { success: true, filePath: cvPathFor(row.id), fileName: row.originalName };
}

/** The file, for its owner and admins only; to anyone else it does not exist. An admin reading it counts as a profile view. */
export async function getCvFile(db: Db, user: UserRow, id: string) {
  if (!isCvFileId(id)) throw notFound("CV not found");
  const meta = await repo.findCvFileMeta(db, id.toLowerCase());
  if (!meta || (meta.userId !== user.id && !user.isAdmin)) throw notFound("CV not found");
  const file = await repo.findCvFile(db, meta.id);
  if (!file) throw notFound("CV not found");
  // The console shows candidates in lists; reading one's CV is opening their record, and counts.
  await recordProfileView(db, user, meta.userId);
  return { data: file.data, fileName: safeDisplayName(file.originalName) };
}

// --- admin ---------------------------------------------------------------------

type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.findProfileById>>>;

function toAdminCandidate(row: AdminRow, profileViews: number): AdminCandidate {
  return { ...toPublicProfile(row, profileViews), account: row.account };
}

export async function listCandidates(db: Db, limit: number, offset: number) {
  const { rows, total } = await repo.listProfiles(db, limit, offset);
  const views = await profileViewTotals(
    db,
    rows.map((r) => r.profile.userId),
  );
  return { items: rows.map((r) => toAdminCandidate(r, views.get(r.profile.userId) ?? 0)), total };
}

/** An admin opening a candidate record counts as a view of it (decision 040's rules). */
export async function viewCandidate(db: Db, viewer: UserRow, id: number) {
  const row = await repo.findProfileById(db, id);
  if (!row) throw notFound("Candidate not found");
  await recordProfileView(db, viewer, row.profile.userId);
  return toAdminCandidate(row, await profileViewTotal(db, row.profile.userId));
}

/** Vetting done (all six stages passed, or 409): the account becomes an active expert built from the profile. */
export async function activateExpert(db: Db, id: number): Promise<ActivatedExpert> {
  const row = await repo.findProfileById(db, id);
  if (!row) throw notFound("Candidate not found");
  const { profile } = row;
  await assertCanActivate(db, profile.userId);
  const expert = await db.transaction(async (tx) => {
    await assertVetted(tx, profile.userId);
    await repo.setUserType(tx, profile.userId, "expert");
    await recordApproval(tx, profile.userId, "expert");
    await act(tx, "candidate.made-expert", { target: { type: "candidate", id }, changes: { userId: profile.userId, userType: "expert", isActive: true } });
    return activateExpertProfile(tx, {
      userId: profile.userId,
      name: profile.name,
      role: profile.role,
      skills: profile.skills,
      yearsExperience: profile.yearsExperience ?? 0,
      bio: profile.bio,
    });
  });
  return {
    success: true,
    expert: {
      userId: expert.userId,
      name: expert.name,
      role: expert.role,
      skills: expert.skills,
      yearsExperience: expert.yearsExperience,
      isActive: expert.isActive,
    },
  };
}
