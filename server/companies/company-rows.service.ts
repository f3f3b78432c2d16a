// The rows a client makes belong to their company (docs/decisions/086-rows-by-company-roles-and-approver.md):
// each keeps `client_id`, the member who made it, and `company_id`, whose members all read it. These
// are the questions every domain asks about them; the company a new row joins is named in the
// insert itself, with `companyOfMember` (shared/schema/companies.ts).
import { mayDo, refusalOf, type CompanyAction, type CompanyRole } from "@shared/company-roles";
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
