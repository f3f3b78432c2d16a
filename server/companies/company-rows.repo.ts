// Which company a client's rows belong to (docs/decisions/086-rows-by-company-roles-and-approver.md).
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { CompanyRole } from "@shared/company-roles";
import { companyMembers } from "@shared/schema";
import type { Db } from "../db/client";

/** The company of the active member `userId`; undefined for an account in none or removed from it. */
export async function activeCompanyOf(db: Db, userId: number) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
    .limit(1);
  return row?.companyId;
}

/** The role of the active member `userId` in `companyId`; undefined for anyone else. */
export async function activeRoleIn(db: Db, userId: number, companyId: number) {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)))
    .limit(1);
  return row?.role;
}

/** The company's active members. */
export async function activeMemberIds(db: Db, companyId: number) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)))
    .orderBy(companyMembers.userId);
  return rows.map((r) => r.userId);
}

/** The company's active owners. */
export async function activeOwnerIds(db: Db, companyId: number) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner"), isNull(companyMembers.removedAt)))
    .orderBy(companyMembers.userId);
  return rows.map((r) => r.userId);
}

/** The active members with one of `roles` of each company in `companyIds`, in one query. */
export async function activeMembersWithRoleOf(db: Db, companyIds: number[], roles: readonly CompanyRole[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: companyMembers.companyId, userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(inArray(companyMembers.companyId, companyIds), isNull(companyMembers.removedAt), inArray(companyMembers.role, [...roles])))
    .orderBy(companyMembers.companyId, companyMembers.userId);
}

/** The company's active members with one of `roles`. */
export async function activeMemberIdsWithRole(db: Db, companyId: number, roles: readonly CompanyRole[]) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt), inArray(companyMembers.role, [...roles])))
    .orderBy(companyMembers.userId);
  return rows.map((r) => r.userId);
}
