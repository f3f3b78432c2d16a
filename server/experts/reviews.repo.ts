// The vetting queue's queries: talent accounts (with an expert profile, a candidate profile or both)
// and their review; a talent account without a review row is awaiting review, unless it is an
// active expert made before reviews were kept (the demo experts, for one).
import { and, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { availability, candidateProfiles, cvFiles, experts, talentReviews, users, type ReviewStatus } from "@shared/schema";
import type { Pagination } from "@shared/contracts/common";
import type { Db } from "../db/client";

const statusSql = sql<ReviewStatus>`coalesce(${talentReviews.reviewStatus}, case when ${experts.isActive} then 'approved' else 'pending' end)`;
const waitingSinceSql = sql<Date>`least(${experts.createdAt}, ${candidateProfiles.createdAt})`;

function queueBase(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      expertName: experts.name,
      expertRole: experts.role,
      expertSkills: experts.skills,
      isActive: experts.isActive,
      candidateProfileId: candidateProfiles.id,
      candidateName: candidateProfiles.name,
      candidateRole: candidateProfiles.role,
      candidateSkills: candidateProfiles.skills,
      candidateAvailability: candidateProfiles.availability,
      cvFileId: candidateProfiles.cvFileId,
      cvFileName: cvFiles.originalName,
      availabilityStatus: availability.status,
      availableFrom: availability.availableFrom,
      availableTo: availability.availableTo,
      reviewStatus: statusSql,
      reviewedAt: talentReviews.reviewedAt,
      rejectionReason: talentReviews.rejectionReason,
      cvDeletedAt: talentReviews.cvDeletedAt,
      waitingSince: sql<string>`${waitingSinceSql}`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(cvFiles, eq(cvFiles.id, candidateProfiles.cvFileId))
    .leftJoin(availability, eq(availability.expertId, users.id))
    .leftJoin(talentReviews, eq(talentReviews.userId, users.id));
}

function queueWhere(status: ReviewStatus | undefined, userId?: number): SQL | undefined {
  const conditions: SQL[] = [
    inArray(users.userType, ["expert", "candidate"]),
    // An erased account is nobody's application any more.
    isNull(users.erasedAt),
    sql`(${experts.userId} is not null or ${candidateProfiles.id} is not null)`,
  ];
  if (status) conditions.push(sql`${statusSql} = ${status}`);
  if (userId !== undefined) conditions.push(eq(users.id, userId));
  return and(...conditions);
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof queueBase>["execute"]>>[number];

/** Awaiting review first, then the longest waiting first; the page and the total. */
export async function listQueue(db: Db, status: ReviewStatus | undefined, page: Pagination) {
  const rows = await queueBase(db)
    .where(queueWhere(status))
    .orderBy(sql`(${statusSql} = 'pending') desc`, sql`${waitingSinceSql} asc`, users.id)
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(talentReviews, eq(talentReviews.userId, users.id))
    .where(queueWhere(status));
  return { rows, total: Number(total) };
}

export async function findQueueRow(db: Db, userId: number): Promise<QueueRow | undefined> {
  const [row] = await queueBase(db).where(queueWhere(undefined, userId)).limit(1);
  return row;
}

/** Records the decision; returns the status it replaced (null: none recorded). */
export async function saveReview(db: Db, userId: number, status: ReviewStatus, rejectionReason: string | null) {
  const [before] = await db.select({ status: talentReviews.reviewStatus }).from(talentReviews).where(eq(talentReviews.userId, userId)).for("update");
  const values = { reviewStatus: status, reviewedAt: new Date(), rejectionReason };
  await db
    .insert(talentReviews)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: talentReviews.userId, set: values });
  return before?.status ?? null;
}

export async function findReview(db: Db, userId: number) {
  const [row] = await db.select().from(talentReviews).where(eq(talentReviews.userId, userId)).limit(1);
  return row;
}

/**
 * The CV retention rule: claims the rejections older than `days` whose CVs are not yet deleted,
 * marks them, and deletes every CV file of those people, in the caller's transaction. The claim is
 * one conditional update, so two instances running it at once never both act on a person.
 */
export async function deleteRejectedCvs(db: Db, days: number) {
  const claimed = await db
    .update(talentReviews)
    .set({ cvDeletedAt: new Date() })
    .where(
      and(
        eq(talentReviews.reviewStatus, "rejected"),
        isNull(talentReviews.cvDeletedAt),
        lt(talentReviews.reviewedAt, sql`now() - make_interval(days => ${days}::int)`),
      ),
    )
    .returning({ userId: talentReviews.userId });
  const ids = claimed.map((r) => r.userId);
  if (ids.length === 0) return [];
  await db.update(candidateProfiles).set({ cvFileId: null, updatedAt: new Date() }).where(inArray(candidateProfiles.userId, ids));
  await db.delete(cvFiles).where(inArray(cvFiles.userId, ids));
  return ids;
}

/** A candidate profile, for approving someone who has no expert profile yet. */
export async function findCandidateProfile(db: Db, userId: number) {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return row;
}

export async function setUserType(db: Db, userId: number, userType: "expert") {
  await db.update(users).set({ userType }).where(eq(users.id, userId));
}
