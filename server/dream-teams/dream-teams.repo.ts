import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Pagination } from "@shared/contracts/common";
import type { CreateDreamTeamValues } from "@shared/contracts/dream-teams";
import { clientProfiles, dreamTeamMembers, dreamTeams, experts, users } from "@shared/schema";
import type { Db } from "../db/client";

export async function insertTeam(db: Db, values: CreateDreamTeamValues & { clientId: number; companyId: SQL<number> }) {
  const [row] = await db.insert(dreamTeams).values(values).returning();
  return row;
}

export async function findTeam(db: Db, id: number) {
  const [row] = await db.select().from(dreamTeams).where(eq(dreamTeams.id, id)).limit(1);
  return row;
}

export async function listTeamsOfClient(db: Db, clientId: number, page: Pagination) {
  return listTeams(db, eq(dreamTeams.clientId, clientId), page);
}

/** The company's teams, whichever of its members made them. */
export async function listTeamsOfCompany(db: Db, companyId: number, page: Pagination) {
  return listTeams(db, eq(dreamTeams.companyId, companyId), page);
}

async function listTeams(db: Db, where: SQL, page: Pagination) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(dreamTeams).where(where).orderBy(desc(dreamTeams.createdAt), desc(dreamTeams.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(dreamTeams).where(where),
  ]);
  return { rows, total };
}

export async function listAllTeams(db: Db, page: Pagination) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        team: dreamTeams,
        clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        companyName: clientProfiles.companyName,
      })
      .from(dreamTeams)
      .innerJoin(users, eq(users.id, dreamTeams.clientId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, dreamTeams.clientId))
      .orderBy(desc(dreamTeams.createdAt), desc(dreamTeams.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(dreamTeams),
  ]);
  return { rows, total };
}

/** Members of several teams with the expert's public fields, oldest addition first. */
export async function membersOfTeams(db: Db, teamIds: number[], opts: { activeOnly: boolean }) {
  if (teamIds.length === 0) return [];
  const where = opts.activeOnly
    ? and(inArray(dreamTeamMembers.teamId, teamIds), eq(experts.isActive, true))
    : inArray(dreamTeamMembers.teamId, teamIds);
  return db
    .select({
      teamId: dreamTeamMembers.teamId,
      addedAt: dreamTeamMembers.addedAt,
      expertId: experts.userId,
      name: experts.name,
      role: experts.role,
      profileImage: experts.profileImage,
      skills: experts.skills,
      yearsExperience: experts.yearsExperience,
      hourlyRateCents: experts.hourlyRateCents,
      isActive: experts.isActive,
    })
    .from(dreamTeamMembers)
    .innerJoin(experts, eq(experts.userId, dreamTeamMembers.expertId))
    .where(where)
    .orderBy(asc(dreamTeamMembers.addedAt), asc(experts.userId));
}

export type MemberRow = Awaited<ReturnType<typeof membersOfTeams>>[number];

export async function findExpertState(db: Db, expertId: number) {
  const [row] = await db.select({ userId: experts.userId, isActive: experts.isActive }).from(experts).where(eq(experts.userId, expertId)).limit(1);
  return row;
}

/** Adds a member; returns false when the expert was already in the team (nothing changes). */
export async function insertMember(db: Db, teamId: number, expertId: number) {
  const rows = await db.insert(dreamTeamMembers).values({ teamId, expertId }).onConflictDoNothing().returning({ teamId: dreamTeamMembers.teamId });
  return rows.length > 0;
}

export async function deleteMember(db: Db, teamId: number, expertId: number) {
  const rows = await db
    .delete(dreamTeamMembers)
    .where(and(eq(dreamTeamMembers.teamId, teamId), eq(dreamTeamMembers.expertId, expertId)))
    .returning({ teamId: dreamTeamMembers.teamId });
  return rows.length > 0;
}

export async function findUserType(db: Db, userId: number) {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.userType;
}
