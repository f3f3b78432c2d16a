import { fileTypeFromBuffer } from "file-type";
import {
  EXPERT_COUNT_CAP,
  EXPERT_MESSAGES,
  EXPERT_PHOTO_TYPES,
  expertPhotoPath,
  type Expert,
  type ExpertSearch,
  type UpdateExpertProfileValues,
} from "@shared/contracts/experts";
import { WORKING_HOURS_MESSAGES } from "@shared/contracts/working-hours";
import { rateInCents, rateInDollars } from "@shared/money";
import { engagementEnd } from "@shared/working-hours";
import type { ExpertRow, UserRow } from "@shared/schema";
import type { z } from "zod";
import type { registerExpertSchema } from "@shared/contracts/auth";
import { createAccount, type SignUpContext } from "../auth/auth.service";
import type { Db } from "../db/client";
import { badRequest, forbidden, notFound } from "../lib/http-error";
import * as repo from "./experts.repo";
import { act } from "../flows/act";
import { recordProfileView } from "./profile-views.service";
import { approveTalent } from "./reviews.service";
import { vettingReport } from "./vetting.service";
import { todayUtc } from "@shared/calendar";

/** An expert as the API shows them (also inside a match result). */
export function toPublicExpert(row: ExpertRow): Expert {
  return {
    id: row.userId,
    userId: row.userId,
    name: row.name,
    role: row.role,
    profileImage: row.profileImage,
    skills: row.skills,
    yearsExperience: row.yearsExperience,
    hourlyRate: rateInDollars(row.hourlyRateCents),
    bio: row.bio,
    isActive: row.isActive,
    timeZone: row.timeZone,
    workStart: row.workStart,
    workEnd: row.workEnd,
  };
}

/** The window of an availability filter: `weeks` alone starts today (UTC), `availableFrom` alone is one week. */
function freeWindowOf(search: Pick<ExpertSearch, "availableFrom" | "weeks">) {
  if (search.availableFrom === undefined && search.weeks === undefined) return undefined;
  const start = search.availableFrom ?? todayUtc();
  return { start, end: engagementEnd(start, search.weeks ?? 1) };
}

/** Clients and visitors see active experts only; admins see everyone unless they ask for active only. */
export async function searchExperts(db: Db, viewer: UserRow | undefined, search: ExpertSearch) {
  const includeInactive = Boolean(viewer?.isAdmin) && search.includeInactive !== "false";
  const { rows, total, capped } = await repo.searchExperts(
    db,
    { q: search.q, skill: search.skill, maxRate: search.maxRate, includeInactive, freeWindow: freeWindowOf(search) },
    { limit: search.limit, offset: search.offset, countCap: EXPERT_COUNT_CAP },
  );
  return { experts: rows.map(toPublicExpert), total, capped };
}

/** An inactive expert exists only for themselves and admins. */
async function visibleExpert(db: Db, viewer: UserRow | undefined, expertId: number) {
  const row = await repo.findExpert(db, expertId);
  if (!row || (!row.isActive && !viewer?.isAdmin && viewer?.id !== expertId)) throw notFound("Expert not found");
  return row;
}

/**
 * Opening an expert's profile (Browse Experts' detail, the admin console) counts as a view of it.
 * The profile carries the vetting report.
 */
export async function getProfile(db: Db, viewer: UserRow | undefined, expertId: number): Promise<Expert> {
  const row = await visibleExpert(db, viewer, expertId);
  await recordProfileView(db, viewer, expertId);
  return { ...toPublicExpert(row), vetting: await vettingReport(db, expertId) };
}

async function ownExpert(db: Db, user: UserRow) {
  if (user.userType !== "expert") throw forbidden("Only experts have an expert profile.");
  const row = await repo.findExpert(db, user.id);
  if (!row) throw notFound("Expert profile not found");
  return row;
}

/** The signed-in expert edits their own profile; there is no id to get wrong. */
export async function updateOwnProfile(db: Db, user: UserRow, changes: UpdateExpertProfileValues): Promise<Expert> {
  const current = await ownExpert(db, user);
  const { hourlyRate, ...rest } = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as UpdateExpertProfileValues;
  const defined = hourlyRate === undefined ? rest : { ...rest, hourlyRateCents: rateInCents(hourlyRate) };
  // One of the two times may come alone: the day it makes with the saved other must still end after it starts.
  if ((defined.workStart ?? current.workStart) >= (defined.workEnd ?? current.workEnd)) {
    throw badRequest(`workEnd: ${WORKING_HOURS_MESSAGES.endBeforeStart}`, [{ path: "workEnd", message: WORKING_HOURS_MESSAGES.endBeforeStart }]);
  }
  return toPublicExpert(await repo.updateExpert(db, current, defined));
}

/** A newly registered expert's profile; the registration passes its transaction so both commit together. */
export async function createExpertProfile(tx: Db, values: Parameters<typeof repo.insertExpert>[1]): Promise<Expert> {
  return toPublicExpert(await repo.insertExpert(tx, values));
}

/** An expert's sign-up: the account and its profile, inactive (hidden from clients until an admin has vetted them). */
export async function registerExpert(db: Db, input: z.output<typeof registerExpertSchema>, ctx: SignUpContext) {
  const { username, email, password, firstName, lastName } = input;
  return createAccount(db, { username, email, password, firstName, lastName, userType: "expert" }, "An account with this username or email already exists.", ctx, (tx, user) =>
    createExpertProfile(tx, { userId: user.id, name: `${firstName} ${lastName}`, role: input.specialization, isActive: false }),
  );
}

/** Vetting done: the user becomes an active expert with these profile fields (a bio already written is kept). */
export async function activateExpertProfile(tx: Db, values: Parameters<typeof repo.upsertActiveExpert>[1]): Promise<Expert> {
  return toPublicExpert(await repo.upsertActiveExpert(tx, values));
}

/** What else ends with an expert's deactivation, in its transaction (their interviews: the routes pass it in). */
export type OnDeactivated = (tx: Db, userId: number) => Promise<unknown>;

/**
 * The admin's toggle. Activating is approving (the review is recorded and the expert told, once);
 * deactivating hides the profile, leaves the review as it was (docs/decisions/040) and runs
 * `onDeactivated` in the same transaction.
 */
export async function setActive(db: Db, userId: number, isActive: boolean, onDeactivated?: OnDeactivated): Promise<Expert> {
  const row = await db.transaction(async (tx) => {
    const before = await repo.findExpert(tx, userId);
    if (!before) throw notFound("Expert not found");
    if (isActive) await approveTalent(tx, userId, { audit: false });
    else {
      await repo.setExpertActive(tx, userId, false);
      if (before.isActive) await onDeactivated?.(tx, userId);
    }
    await act(tx, isActive ? "expert.activated" : "expert.deactivated", { target: { type: "expert", id: userId }, changes: { isActive } });
    return repo.findExpert(tx, userId);
  });
  if (!row) throw notFound("Expert not found");
  return toPublicExpert(row);
}

/** The photo's real type comes from its bytes, never from the name or the header the browser sent. */
export async function uploadOwnPhoto(db: Db, user: UserRow, file: { buffer: Buffer } | undefined): Promise<Expert> {
  const current = await ownExpert(db, user);
  if (!file || file.buffer.length === 0) {
    throw badRequest("Please choose an image to upload.", [{ path: "photo", message: "Please choose an image to upload." }]);
  }
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(EXPERT_PHOTO_TYPES as readonly string[]).includes(detected.mime)) {
    throw badRequest(EXPERT_MESSAGES.photoInvalidType, [{ path: "photo", message: EXPERT_MESSAGES.photoInvalidType }]);
  }
  return db.transaction(async (tx) => {
    const saved = await repo.upsertPhoto(tx, current.userId, { mimeType: detected.mime, data: file.buffer });
    const row = await repo.updateExpert(tx, current, { profileImage: expertPhotoPath(current.userId, saved.updatedAt.getTime()) });
    return toPublicExpert(row);
  });
}

export async function removeOwnPhoto(db: Db, user: UserRow): Promise<Expert> {
  const current = await ownExpert(db, user);
  return db.transaction(async (tx) => {
    await repo.deletePhoto(tx, current.userId);
    return toPublicExpert(await repo.updateExpert(tx, current, { profileImage: null }));
  });
}

export async function getPhoto(db: Db, viewer: UserRow | undefined, expertId: number) {
  await visibleExpert(db, viewer, expertId);
  const photo = await repo.findPhoto(db, expertId);
  if (!photo) throw notFound("No photo");
  return { mimeType: photo.mimeType, data: photo.data, updatedAt: photo.updatedAt };
}
