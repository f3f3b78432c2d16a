// My data: a person's copy of everything held about them, and the erasure of their account
// (by themselves with their password, or by an admin).
import { ACCOUNT_MESSAGES, ADMIN_USER_SEARCH_LIMIT, ERASED_NAME, type AccountExport, type AdminUserSummary, type ExportBooking } from "@shared/contracts/account";
import type { UserRow } from "@shared/schema";
import { anonymiseAuditEntriesOf, auditEntriesAbout } from "../audit/audit.service";
import { act } from "../flows/act";
import { passwordConfirms, throttleKeysOf } from "../auth/auth.service";
import { leaveCompanyOnErasure } from "../companies/companies.service";
import type { Db } from "../db/client";
import { badRequest, conflict, notFound } from "../lib/http-error";
import { declineForErasedAccount } from "../pre-bookings/moves.service";
import * as repo from "./account.repo";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Drops the columns that are ours rather than the person's (keys, search index, counters of others' views). */
function withoutInternals<T extends Record<string, unknown>>(row: T | undefined, drop: (keyof T)[]): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (drop.includes(k as keyof T)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

export async function buildExport(db: Db, user: UserRow, now = new Date()): Promise<AccountExport> {
  const [profiles, membership, bookingRows, teams, messages, vetting, needs, written] = await Promise.all([
    repo.readProfiles(db, user.id),
    repo.readMembership(db, user.id),
    repo.readBookings(db, user.id),
    repo.readTeams(db, user.id),
    repo.readMessagesAndSignIns(db, user, throttleKeysOf(user)),
    repo.readReviewAndViews(db, user.id),
    repo.readRequisitions(db, user.id),
    repo.readThreadMessages(db, user.id),
  ]);
  const auditLog = await auditEntriesAbout(db, user.id, profiles.candidate?.id ?? null);

  const bookings: ExportBooking[] = bookingRows.map(({ booking: b, ...names }) => {
    const asClient = b.clientId === user.id;
    return {
      id: b.id,
      as: asClient ? "client" : "expert",
      // The other side as the booking lists show it: an expert's name and role, a client's name and company.
      counterpart: asClient
        ? { id: b.expertId, name: names.expertName, role: names.expertRole }
        : { id: b.clientId, name: names.clientName, companyName: names.companyName },
      dreamTeamName: asClient ? names.dreamTeamName : null,
      startDate: b.startDate,
      endDate: b.endDate,
      contractLength: b.contractLength,
      preInterviewRequested: b.preInterviewRequested,
      notes: b.notes,
      status: b.status,
      statusReason: b.statusReason,
      createdAt: b.createdAt.toISOString(),
      confirmedAt: iso(b.confirmedAt),
      declinedAt: iso(b.declinedAt),
      completedAt: iso(b.completedAt),
    };
  });

  const { expert, photo } = profiles;
  return {
    format: "my-data/1",
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      isAdmin: user.isAdmin,
      emailNotifications: user.emailNotifications,
      createdAt: user.createdAt.toISOString(),
      passwordChangedAt: user.passwordChangedAt.toISOString(),
    },
    company: membership && {
      id: membership.companyId,
      name: membership.companyName,
      role: membership.role,
      joinedAt: membership.joinedAt.toISOString(),
      removedAt: iso(membership.removedAt),
    },
    clientProfile: withoutInternals(profiles.client, ["id", "userId"]),
    expertProfile: expert
      ? {
          ...withoutInternals(expert, ["searchText"]),
          photo: photo ? { mimeType: photo.mimeType, sizeBytes: photo.sizeBytes, updatedAt: photo.updatedAt.toISOString() } : null,
        }
      : null,
    availability: withoutInternals(profiles.availability, ["id"]),
    candidateProfile: withoutInternals(profiles.candidate, ["id", "userId", "cvFileId"]),
    cvFiles: profiles.cvs.map((cv) => ({
      id: cv.id,
      originalName: cv.originalName,
      mimeType: cv.mimeType,
      sizeBytes: cv.sizeBytes,
      createdAt: cv.createdAt.toISOString(),
      downloadPath: `/api/candidate/cv/${cv.id}`,
    })),
    bookings,
    dreamTeams: teams.teams.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      status: t.status,
      createdAt: t.createdAt.toISOString(),
      members: teams.members
        .filter((m) => m.teamId === t.id)
        .map((m) => ({ expertId: m.expertId, name: m.name, role: m.role, addedAt: m.addedAt.toISOString() })),
    })),
    shortlistedOn: teams.shortlistedOn.map((s) => ({ addedAt: s.addedAt.toISOString() })),
    requisitions: needs.rows.map((r) => ({
      ...(withoutInternals(r, ["clientId"]) as Record<string, unknown>),
      candidates: needs.candidates
        .filter((c) => c.candidate.requisitionId === r.id)
        .map(({ candidate: c, name }) => ({
          expertId: c.expertId,
          name,
          note: c.note,
          proposedAt: c.proposedAt.toISOString(),
          decision: c.decision,
          declineReason: c.declineReason,
          decidedAt: iso(c.decidedAt),
        })),
    })),
    conversationMessages: written.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    notifications: messages.notes.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      readAt: iso(n.readAt),
      createdAt: n.createdAt.toISOString(),
    })),
    mailOutbox: messages.outbox.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
    talentReview: vetting.review
      ? {
          reviewStatus: vetting.review.reviewStatus,
          reviewedAt: iso(vetting.review.reviewedAt),
          rejectionReason: vetting.review.rejectionReason,
          cvDeletedAt: iso(vetting.review.cvDeletedAt),
        }
      : null,
    vettingStages: vetting.stages.map((s) => ({ ...s, assessedAt: s.assessedAt.toISOString() })),
    profileViews: {
      ofMyProfile: vetting.ofMine.map((v) => ({ day: v.day, views: Number(v.views) })),
      byMe: vetting.byMe,
    },
    auditLog,
    signIns: {
      sessions: messages.sessions.map((s) => ({ expiresAt: s.expiresAt.toISOString() })),
      tokens: messages.tokens.map((t) => ({ createdAt: t.createdAt.toISOString(), expiresAt: t.expiresAt.toISOString() })),
      failedSignIns: messages.attempts.map((a) => ({ failures: a.failures, windowStartedAt: a.windowStartedAt.toISOString(), lockedUntil: iso(a.lockedUntil) })),
    },
  };
}

/** An account that exists and has not been erased, or a 404. */
async function liveAccount(db: Db, userId: number) {
  const user = await repo.findLiveUser(db, userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
  return user;
}

/** The admin console's look-up: accounts to export or erase (erased ones are not listed). */
export async function searchAccounts(db: Db, q: string): Promise<AdminUserSummary[]> {
  const rows = await repo.searchLiveUsers(db, q, ADMIN_USER_SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function exportOwnAccount(db: Db, user: UserRow) {
  return buildExport(db, user);
}

export async function exportAccountForAdmin(db: Db, userId: number) {
  return buildExport(db, await liveAccount(db, userId));
}

async function erase(db: Db, userId: number, actorId: number | null) {
  const at = new Date();
  await db.transaction(async (tx) => {
    const user = await repo.findLiveUser(tx, userId, { lock: true });
    if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
    await leaveCompanyOnErasure(tx, userId, { keepAnOwner: actorId === null });
    await repo.eraseUser(tx, user, at, throttleKeysOf(user));
    // Requests still waiting would otherwise wait on somebody who is gone (after the erasure of
    // typed text, so the reason they are given stays).
    await declineForErasedAccount(tx, userId);
    // The erasure is recorded (by whoever asked), then every entry made by the person loses their
    // name and address, this one included when they erased themselves.
    await act(tx, "account.erased", { target: { type: "user", id: userId }, changes: { by: actorId === null ? "self" : "admin" } });
    await anonymiseAuditEntriesOf(tx, userId);
  });
  return { success: true as const, name: ERASED_NAME };
}

/**
 * Deleting one's own account asks for the password again. It is checked like a sign-in, so wrong
 * guesses count towards the same lock-out (a borrowed session cannot try passwords here forever).
 */
export async function eraseOwnAccount(db: Db, user: UserRow, password: string, address: string) {
  if (!(await passwordConfirms(db, user, password, address))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, [{ path: "password", message: ACCOUNT_MESSAGES.wrongPassword }]);
  }
  return erase(db, user.id, null);
}

export async function eraseAccountForAdmin(db: Db, admin: UserRow, userId: number) {
  if (admin.id === userId) throw conflict(ACCOUNT_MESSAGES.ownAccountAsAdmin);
  return erase(db, userId, admin.id);
}
