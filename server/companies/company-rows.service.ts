// The rows a client makes belong to their company (docs/decisions/086-rows-by-company-roles-and-approver.md):
// each keeps `client_id`, the member who made it, and `company_id`, whose members all read it. These
// are the questions every domain asks about them; the company a new row joins is named in the
// insert itself, with `companyOfMember` (shared/schema/companies.ts).
import { COMPANY_ACTIONS, mayDo, refusalOf, type CompanyAction, type CompanyRole } from "@shared/company-roles";
import type { UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { forbidden } from "../lib/http-error";
import * as repo from "./company-rows.repo";

/** The company whose rows `userId` reads: an active member's; null for an account in none (an admin, an expert) or removed from it. */
export async function companyIdOf(db: Db, userId: number): Promise<number | null> {
  return (await repo.activeCompanyOf(db, userId)) ?? null;
}

/** Whether `userId` is an active member of `companyId`. */
export async function isMemberOf(db: Db, userId: number, companyId: number): Promise<boolean> {
  return (await companyIdOf(db, userId)) === companyId;
}

/** Whether `user` reads a row of `companyId`: an admin does, and every active member of that company. */
export async function readsRowOf(db: Db, user: Pick<UserRow, "id" | "isAdmin">, companyId: number): Promise<boolean> {
  return user.isAdmin || (await isMemberOf(db, user.id, companyId));
}

/** The company's active members, who each hear of its rows. */
export const memberIdsOf = (db: Db, companyId: number): Promise<number[]> => repo.activeMemberIds(db, companyId);

/** The company's active owners, who may act on everything of it. */
export const ownerIdsOf = (db: Db, companyId: number): Promise<number[]> => repo.activeOwnerIds(db, companyId);

/** The company's active members whose role may take `action`: those told of what it concerns (its invoices: owners and finance). */
export const memberIdsWhoMay = (db: Db, companyId: number, action: CompanyAction): Promise<number[]> =>
  repo.activeMemberIdsWithRole(db, companyId, COMPANY_ACTIONS[action].roles);

/** `memberIdsWhoMay` for many companies in one query: each company's members whose role may do `action`. */
export async function memberIdsWhoMayOf(db: Db, companyIds: number[], action: CompanyAction): Promise<Map<number, number[]>> {
  const byCompany = new Map<number, number[]>();
  for (const r of await repo.activeMembersWithRoleOf(db, [...new Set(companyIds)], COMPANY_ACTIONS[action].roles)) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.userId]);
  return byCompany;
}

/** The role of `userId` in `companyId`; null when they are not an active member of it. */
export async function roleIn(db: Db, userId: number, companyId: number): Promise<CompanyRole | null> {
  return (await repo.activeRoleIn(db, userId, companyId)) ?? null;
}

/**
 * A member acting on a row of their company: 403 naming the roles that may when their role may
 * not (shared/company-roles.ts). Asked before any status of the row is.
 */
export async function assertMemberMay(db: Db, userId: number, companyId: number, action: CompanyAction) {
  const role = await roleIn(db, userId, companyId);
  if (!role || !mayDo(role, action)) throw forbidden(refusalOf(action));
}

/**
 * The caller making a new row of their own company (a need, a team, a booking, an interview): 403
 * naming the roles that may when their role may not. Admins, who belong to no company, keep what
 * the calls let them do.
 */
export async function assertCallerMay(db: Db, user: Pick<UserRow, "id" | "isAdmin">, action: CompanyAction) {
  if (user.isAdmin) return;
  const companyId = await companyIdOf(db, user.id);
  if (companyId === null) throw forbidden(refusalOf(action));
  await assertMemberMay(db, user.id, companyId, action);
}

/**
 * Whether `userId` acts on a row of `companyId` as its client side (the flows' `client` mover):
 * true for an active member whose role may take `action`, 403 naming the roles that may for a member
 * whose role may not, false for anyone who is no member of it (the caller decides what they are).
 */
export async function actsForCompany(db: Db, userId: number, companyId: number, action: CompanyAction): Promise<boolean> {
  const role = await roleIn(db, userId, companyId);
  if (role === null) return false;
  if (!mayDo(role, action)) throw forbidden(refusalOf(action));
  return true;
}
