// Reads one person's rows from every table for the export, and erases them in one transaction.
// This domain owns no table: like a backup it reads across domains, and its erasure writes them in
// the transaction its service opens (docs/decisions/045-erasure-keeps-a-tombstone-user.md).
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type AnyColumn } from "drizzle-orm";
import {
  accountTokens,
  adminTwoFactor,
  authTokens,
  availability,
  candidateProfiles,
  clientProfiles,
  companies,
  companyMembers,
  cvFiles,
  dreamTeamMembers,
  dreamTeams,
  engagements,
  expertBankAccounts,
  expertPhotos,
  experts,
  interviews,
  loginAttempts,
  mailOutbox,
  notifications,
  preBookings,
  profileViews,
  requisitionCandidates,
  requisitions,
  sessions,
  talentReviews,
  vettingStages,
  threadMessages,
  threads,
  timesheetWeeks,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  users,
  type UserRow,
} from "@shared/schema";
import { ERASED_NAME, ERASED_TEXT } from "@shared/contracts/account";
import type { Db } from "../db/client";
import { likeContainsPattern } from "../lib/like-pattern";
import { DEFAULT_EXPERT_TIME_ZONE, DEFAULT_EXPERT_WORK_END, DEFAULT_EXPERT_WORK_START } from "@shared/working-day";

export async function findLiveUser(db: Db, userId: number, opts: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.erasedAt} is null`))
    .limit(1);
  const [row] = opts.lock ? await q.for("update") : await q;
  return row;
}

/** Accounts not erased whose id, username, e-mail or name holds the text, newest first. */
export async function searchLiveUsers(db: Db, q: string, limit: number) {
  const pattern = likeContainsPattern(q);
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        sql`${users.erasedAt} is null`,
        or(
          sql`${users.id}::text = ${q}`,
          sql`${users.email} ilike ${pattern}`,
          sql`${users.username} ilike ${pattern}`,
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function readProfiles(db: Db, userId: number) {
  const [[client], [expert], [photo], [avail], [candidate], cvs] = await Promise.all([
    db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)).limit(1),
    db.select().from(experts).where(eq(experts.userId, userId)).limit(1),
    db
      .select({ mimeType: expertPhotos.mimeType, sizeBytes: expertPhotos.sizeBytes, updatedAt: expertPhotos.updatedAt })
      .from(expertPhotos)
      .where(eq(expertPhotos.expertId, userId))
      .limit(1),
    db.select().from(availability).where(eq(availability.expertId, userId)).limit(1),
    db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1),
    db
      .select({ id: cvFiles.id, originalName: cvFiles.originalName, mimeType: cvFiles.mimeType, sizeBytes: cvFiles.sizeBytes, createdAt: cvFiles.createdAt })
      .from(cvFiles)
      .where(eq(cvFiles.userId, userId))
      .orderBy(asc(cvFiles.createdAt)),
  ]);
  return { client, expert, photo, availability: avail, candidate, cvs };
}

/** Their vetting, the views of their profile by day (not who), and the profiles they viewed. */
/** The person's place in a client company: which, with what role, since when (and until when, once removed). */
export async function readMembership(db: Db, userId: number) {
  const [row] = await db
    .select({ companyId: companies.id, companyName: companies.name, role: companyMembers.role, joinedAt: companyMembers.joinedAt, removedAt: companyMembers.removedAt })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function readReviewAndViews(db: Db, userId: number) {
  const [[review], stages, ofMine, byMe] = await Promise.all([
    db
      .select({ reviewStatus: talentReviews.reviewStatus, reviewedAt: talentReviews.reviewedAt, rejectionReason: talentReviews.rejectionReason, cvDeletedAt: talentReviews.cvDeletedAt })
      .from(talentReviews)
      .where(eq(talentReviews.userId, userId)),
    // Their stages as they see them on their dashboard: the assessor's notes are the team's.
    db
      .select({
        stage: vettingStages.stage,
        outcome: vettingStages.outcome,
        assessedAt: vettingStages.assessedAt,
        score: vettingStages.score,
        problemSolving: vettingStages.problemSolving,
        systemDesign: vettingStages.systemDesign,
        communication: vettingStages.communication,
        level: vettingStages.level,
        checked: vettingStages.checked,
        clear: vettingStages.clear,
      })
      .from(vettingStages)
      .where(eq(vettingStages.userId, userId))
      .orderBy(asc(vettingStages.assessedAt), asc(vettingStages.stage)),
    db
      .select({ day: profileViews.day, views: sql<number>`count(*)::int` })
      .from(profileViews)
      .where(eq(profileViews.talentId, userId))
      .groupBy(profileViews.day)
      .orderBy(asc(profileViews.day)),
    db
      .select({ talentId: profileViews.talentId, day: profileViews.day })
      .from(profileViews)
      .where(eq(profileViews.viewerId, userId))
      .orderBy(asc(profileViews.day), asc(profileViews.talentId)),
  ]);
  return { review, stages, ofMine, byMe };
}

/** Bookings on either side, with the other party's name as the booking lists show it. */
export async function readBookings(db: Db, userId: number) {
  return db
    .select({
      booking: preBookings,
      clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      companyName: clientProfiles.companyName,
      expertName: experts.name,
      expertRole: experts.role,
      dreamTeamName: dreamTeams.name,
    })
    .from(preBookings)
    .innerJoin(users, eq(users.id, preBookings.clientId))
    .innerJoin(experts, eq(experts.userId, preBookings.expertId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, preBookings.clientId))
    .leftJoin(dreamTeams, eq(dreamTeams.id, preBookings.dreamTeamId))
    .where(or(eq(preBookings.clientId, userId), eq(preBookings.expertId, userId)))
    .orderBy(asc(preBookings.createdAt), asc(preBookings.id));
}

export async function readTeams(db: Db, userId: number) {
  const teams = await db.select().from(dreamTeams).where(eq(dreamTeams.clientId, userId)).orderBy(asc(dreamTeams.createdAt), asc(dreamTeams.id));
  const members = teams.length
    ? await db
        .select({ teamId: dreamTeamMembers.teamId, expertId: experts.userId, name: experts.name, role: experts.role, addedAt: dreamTeamMembers.addedAt })
        .from(dreamTeamMembers)
        .innerJoin(experts, eq(experts.userId, dreamTeamMembers.expertId))
        .where(inArray(dreamTeamMembers.teamId, teams.map((t) => t.id)))
        .orderBy(asc(dreamTeamMembers.addedAt), asc(experts.userId))
    : [];
  const shortlistedOn = await db
    .select({ addedAt: dreamTeamMembers.addedAt })
    .from(dreamTeamMembers)
    .where(eq(dreamTeamMembers.expertId, userId))
    .orderBy(asc(dreamTeamMembers.addedAt));
  return { teams, members, shortlistedOn };
}

/** The needs this person stated (clients), each with the experts proposed and the answers given. */
export async function readRequisitions(db: Db, userId: number) {
  const rows = await db.select().from(requisitions).where(eq(requisitions.clientId, userId)).orderBy(asc(requisitions.submittedAt), asc(requisitions.id));
  const candidates = rows.length
    ? await db
        .select({ candidate: requisitionCandidates, name: experts.name })
        .from(requisitionCandidates)
        .innerJoin(experts, eq(experts.userId, requisitionCandidates.expertId))
        .where(inArray(requisitionCandidates.requisitionId, rows.map((r) => r.id)))
        .orderBy(asc(requisitionCandidates.proposedAt), asc(requisitionCandidates.expertId))
    : [];
  return { rows, candidates };
}

/** The conversation messages this person wrote. */
export function readThreadMessages(db: Db, userId: number) {
  return db
    .select({ id: threadMessages.id, kind: threads.kind, subjectId: threads.subjectId, body: threadMessages.body, createdAt: threadMessages.createdAt })
    .from(threadMessages)
    .innerJoin(threads, eq(threads.id, threadMessages.threadId))
    .where(eq(threadMessages.authorId, userId))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
}

/** `throttleKeys`: the attempt counters kept under the person's id or address (auth's throttleKeysOf). */
export async function readMessagesAndSignIns(db: Db, user: UserRow, throttleKeys: string[]) {
  const keys = throttleKeys;
  const [notes, outbox, sess, tokens, attempts] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({
        id: mailOutbox.id,
        notificationId: mailOutbox.notificationId,
        toAddress: mailOutbox.toAddress,
        createdAt: mailOutbox.createdAt,
        attempts: mailOutbox.attempts,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, user.id))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    // The session id and the token hash are credentials: only when they were made and run out.
    db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.expiresAt)),
    db.select({ createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt }).from(authTokens).where(eq(authTokens.userId, user.id)).orderBy(asc(authTokens.createdAt)),
    keys.length
      ? db
          .select({ failures: loginAttempts.failures, windowStartedAt: loginAttempts.windowStartedAt, lockedUntil: loginAttempts.lockedUntil })
          .from(loginAttempts)
          .where(inArray(loginAttempts.key, keys))
      : Promise.resolve([]),
  ]);
  return { notes, outbox, sessions: sess, tokens, attempts };
}

/**
 * Erases a person inside the caller's transaction. What other people keep (bookings, the teams
 * they made, shortlists naming an expert) stays, pointing at a tombstone user and expert row
 * that say ERASED_NAME and hold nothing else personal.
 */
/** A typed reason or note, where there is one, as the erasure's marker (a required one cannot be null). */
const erasedText = (column: AnyColumn) => sql`case when ${column} is null then null else ${ERASED_TEXT} end`;

/**
 * The reasons and notes typed on rows the person shares with someone else: a booking's decline
 * reason, an interview's cancel reason, move reason and outcome notes, an engagement's end note, its weeks'
 * dispute reasons and, for an expert, the notes and decline reasons of their proposals. Typed by
 * them or about them, they go with them; the rows stay for the other side.
 */
async function eraseSharedText(tx: Db, id: number) {
  await tx
    .update(preBookings)
    .set({ statusReason: erasedText(preBookings.statusReason) })
    .where(and(isNotNull(preBookings.statusReason), or(eq(preBookings.clientId, id), eq(preBookings.expertId, id))));
  await tx
    .update(interviews)
    .set({ cancelReason: erasedText(interviews.cancelReason), moveReason: erasedText(interviews.moveReason), outcomeNotes: erasedText(interviews.outcomeNotes) })
    .where(and(or(isNotNull(interviews.cancelReason), isNotNull(interviews.moveReason), isNotNull(interviews.outcomeNotes)), or(eq(interviews.clientId, id), eq(interviews.expertId, id))));
  const shared = tx.select({ id: engagements.id }).from(engagements).where(or(eq(engagements.clientId, id), eq(engagements.expertId, id)));
  await tx.update(engagements).set({ endNote: ERASED_TEXT }).where(and(isNotNull(engagements.endNote), inArray(engagements.id, shared)));
  await tx.update(timesheetWeeks).set({ disputeReason: ERASED_TEXT }).where(and(isNotNull(timesheetWeeks.disputeReason), inArray(timesheetWeeks.engagementId, shared)));
  await tx
    .update(requisitionCandidates)
    .set({ note: ERASED_TEXT, declineReason: erasedText(requisitionCandidates.declineReason) })
    .where(eq(requisitionCandidates.expertId, id));
}

export async function eraseUser(tx: Db, user: UserRow, now: Date, throttleKeys: string[]) {
  const id = user.id;
  await eraseSharedText(tx, id);

  // A client's needs and their conversations go with them (bookings made from them stay, unlinked).
  const own = (await tx.select({ id: requisitions.id }).from(requisitions).where(eq(requisitions.clientId, id))).map((r) => r.id);
  if (own.length) {
    await tx.delete(threads).where(and(eq(threads.kind, "requisition"), inArray(threads.subjectId, own)));
    await tx.delete(requisitions).where(inArray(requisitions.id, own));
  }

  await tx.delete(mailOutbox).where(eq(mailOutbox.userId, id));
  await tx.delete(notifications).where(eq(notifications.userId, id));
  await tx.delete(candidateProfiles).where(eq(candidateProfiles.userId, id));
  await tx.delete(cvFiles).where(eq(cvFiles.userId, id));
  await tx.delete(clientProfiles).where(eq(clientProfiles.userId, id));
  await tx.delete(expertPhotos).where(eq(expertPhotos.expertId, id));
  await tx.delete(availability).where(eq(availability.expertId, id));
  await tx
    .update(experts)
    .set({
      name: ERASED_NAME,
      role: "",
      profileImage: null,
      skills: [],
      yearsExperience: 0,
      hourlyRateCents: null,
      bio: null,
      isActive: false,
      timeZone: DEFAULT_EXPERT_TIME_ZONE,
      workStart: DEFAULT_EXPERT_WORK_START,
      workEnd: DEFAULT_EXPERT_WORK_END,
      searchText: "",
      updatedAt: now,
    })
    .where(eq(experts.userId, id));

  // Their vetting (a rejection's reason among it), the views of their profile and the profiles they
  // viewed: what others see of these is a count, which now leaves them out.
  await tx.delete(talentReviews).where(eq(talentReviews.userId, id));
  await tx.delete(vettingStages).where(eq(vettingStages.userId, id));
  // Their bank account for payouts: the payouts made keep their amounts, never the account.
  await tx.delete(expertBankAccounts).where(eq(expertBankAccounts.expertId, id));
  await tx.delete(profileViews).where(or(eq(profileViews.talentId, id), eq(profileViews.viewerId, id)));

  const keys = throttleKeys;
  if (keys.length) await tx.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
  // Deleting them announces the end on the `credentials` channel: open live streams close too.
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(authTokens).where(eq(authTokens.userId, id));
  // Mailed links, and an admin's two-factor secret, recovery codes and pending sign-in tickets.
  await tx.delete(accountTokens).where(eq(accountTokens.userId, id));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, id));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, id));
  await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, id));

  // The tombstone: a name that says what happened; in the required, unique e-mail column a value
  // unique to the row that is no address (nobody can register it or be mailed at it); a password
  // hash no password matches.
  const [first, ...rest] = ERASED_NAME.split(" ");
  await tx
    .update(users)
    .set({
      username: null,
      email: `erased:${id}`,
      passwordHash: "erased",
      firstName: first,
      lastName: rest.join(" "),
      isAdmin: false,
      emailNotifications: false,
      emailVerifiedAt: null,
      erasedAt: now,
    })
    .where(eq(users.id, id));
}
