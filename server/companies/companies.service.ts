// A client's company: who is in it with which role, what each role may do (shared/company-roles.ts),
// invitations by e-mail and the removal of a member (docs/decisions/085-a-client-is-a-member-of-a-company.md).
import { randomBytes } from "node:crypto";
import { COMPANY_MESSAGES, type AdminCompany, type BillingDetails, type CompanyAnswer, type CompanyMember, type CompanyUpdate, type Invitation, type InvitationPreview } from "@shared/contracts/companies";
import { actionsOf, INVITATION_DAYS, INVITATIONS_PER_DAY, LAST_OWNER_MESSAGE, mayDo, refusalOf, type CompanyAction, type CompanyRole } from "@shared/company-roles";
import type { CompanyInvitationRow, CompanyRow, UserRow } from "@shared/schema";
import { act } from "../flows/act";
import { endEverySignIn } from "../auth/account-links.service";
import { hashPassword } from "../auth/password";
import { assertUncommonPassword } from "../auth/password-policy";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../lib/db-errors";
import { conflict, forbidden, HttpError, notFound } from "../lib/http-error";
import { hashSecret } from "../lib/secret-hash";
import * as repo from "./companies.repo";

/** The join page; the token rides in the fragment, so it reaches no server log. */
export const JOIN_PATH = "/join";

/**
 * A new client's company, named after them until the profile names it, with them as its owner; in
 * the transaction that makes the account.
 */
export async function startCompany(tx: Db, user: Pick<UserRow, "id" | "firstName" | "lastName">) {
  const company = await repo.insertCompany(tx, `${user.firstName} ${user.lastName}`);
  await repo.insertMember(tx, { companyId: company.id, userId: user.id, role: "owner" });
  return company;
}

interface Membership {
  company: CompanyRow;
  role: CompanyRole;
}

/** The caller's company and role: 404 for an account in no company (an admin), 403 once removed. */
async function membershipOf(db: Db, user: UserRow): Promise<Membership> {
  const found = await repo.findMembership(db, user.id);
  if (!found) throw notFound(COMPANY_MESSAGES.notMember);
  if (found.member.removedAt) throw forbidden(COMPANY_MESSAGES.accessRemoved);
  return { company: found.company, role: found.member.role };
}

function assertMay(role: CompanyRole, action: CompanyAction) {
  if (!mayDo(role, action)) throw forbidden(refusalOf(action));
}

/** The caller's membership, once their role may take `action`. */
async function allowed(db: Db, user: UserRow, action: CompanyAction) {
  const membership = await membershipOf(db, user);
  assertMay(membership.role, action);
  return membership;
}

/**
 * Under the company's lock, the caller's role again: a change made meanwhile (their own demotion or
 * removal by another owner) decides, not the role they had when the request began.
 */
async function stillAllowed(tx: Db, companyId: number, user: UserRow, action: CompanyAction) {
  const me = await repo.findActiveMember(tx, companyId, user.id);
  if (!me) throw forbidden(COMPANY_MESSAGES.accessRemoved);
  assertMay(me.role, action);
}

const billingOf = (c: CompanyRow): BillingDetails => ({ legalName: c.legalName, billingEmail: c.billingEmail, billingAddress: c.billingAddress, taxId: c.taxId });

function companyAnswerOf({ company, role }: Membership): CompanyAnswer {
  return { id: company.id, name: company.name, role, actions: actionsOf(role), billing: mayDo(role, "billing.read") ? billingOf(company) : null };
}

export async function getCompany(db: Db, user: UserRow): Promise<CompanyAnswer> {
  return companyAnswerOf(await allowed(db, user, "company.read"));
}

export async function getBilling(db: Db, user: UserRow): Promise<BillingDetails> {
  return billingOf((await allowed(db, user, "billing.read")).company);
}

/** The name needs `company.rename`, the billing details `billing.edit`; each field asks for its own. */
export async function updateCompany(db: Db, user: UserRow, input: CompanyUpdate): Promise<CompanyAnswer> {
  const membership = await allowed(db, user, "company.read");
  const { name, ...billing } = input;
  if (name !== undefined) assertMay(membership.role, "company.rename");
  const billingGiven = Object.fromEntries(Object.entries(billing).filter(([, v]) => v !== undefined));
  if (Object.keys(billingGiven).length > 0) assertMay(membership.role, "billing.edit");
  const company = await db.transaction(async (tx) => {
    const row = await repo.updateCompany(tx, membership.company.id, { ...billingGiven, ...(name !== undefined && { name }) });
    if (name !== undefined) await repo.copyFactsToProfiles(tx, row.id);
    return row;
  });
  return companyAnswerOf({ company, role: membership.role });
}

/** The company facts of the client profile form (client-profiles keeps the person's own preferences). */
export interface ProfileFacts {
  companyName: string | null;
  companySize: string | null;
  industry: string | null;
  companyLocation: string | null;
  website: string | null;
}

/**
 * The profile form's company facts, saved on the company. A member whose role may not change the
 * company's profile may send them only as they are (the form sends every field); an account in no
 * company (an admin) has none to save.
 */
export async function saveProfileFacts(tx: Db, user: UserRow, facts: ProfileFacts) {
  const found = await repo.findMembership(tx, user.id);
  if (!found) return;
  const { company, member } = found;
  if (member.removedAt) throw forbidden(COMPANY_MESSAGES.accessRemoved);
  const next = { name: facts.companyName ?? company.name, companySize: facts.companySize, industry: facts.industry, location: facts.companyLocation, website: facts.website };
  const unchanged =
    next.name === company.name && next.companySize === company.companySize && next.industry === company.industry && next.location === company.location && next.website === company.website;
  if (unchanged) return;
  assertMay(member.role, "company.rename");
  await repo.updateCompany(tx, company.id, next);
  await repo.copyFactsToProfiles(tx, company.id);
}

/** The name of the caller's company, for the header; null for an account in none. */
export async function companyNameOf(db: Db, userId: number) {
  const found = await repo.findMembership(db, userId);
  return found && !found.member.removedAt ? found.company.name : null;
}

// --- members ----------------------------------------------------------------------------------

export async function listMembers(db: Db, user: UserRow): Promise<CompanyMember[]> {
  const { company } = await allowed(db, user, "members.read");
  const rows = await repo.listMembers(db, company.id);
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

/**
 * Whether taking `userId` out of the owners (a new role, or removal) would leave the company none.
 * Asked under the company's lock, so two owners demoting each other at once cannot both pass.
 */
async function assertKeepsAnOwner(tx: Db, companyId: number, target: { role: CompanyRole }) {
  if (target.role === "owner" && (await repo.countOwners(tx, companyId)) <= 1) throw conflict(LAST_OWNER_MESSAGE);
}

export async function changeRole(db: Db, user: UserRow, userId: number, role: CompanyRole): Promise<CompanyMember> {
  const { company } = await allowed(db, user, "members.change-role");
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, company.id);
    const target = await repo.findActiveMember(tx, company.id, userId);
    if (!target) throw notFound("No such member in your company.");
    if (target.role !== role) {
      // Two owners demoting each other at once: the second finds the first the last owner (409).
      if (role !== "owner") await assertKeepsAnOwner(tx, company.id, target);
      await stillAllowed(tx, company.id, user, "members.change-role");
      await repo.updateRole(tx, company.id, userId, role);
      await act(tx, "company.role-changed", { target: { type: "user", id: userId }, changes: { companyId: company.id, from: target.role, to: role } });
    }
    return { ...target, role, joinedAt: target.joinedAt.toISOString() };
  });
}

/**
 * Takes a member out: their sessions, bearer tokens and calendar feed end in the same transaction,
 * and sign-in refuses them from then on; what they made stays, still naming them.
 */
export async function removeMember(db: Db, user: UserRow, userId: number) {
  const { company } = await allowed(db, user, "members.remove");
  await db.transaction(async (tx) => {
    await repo.lockCompany(tx, company.id);
    const target = await repo.findActiveMember(tx, company.id, userId);
    if (!target) throw notFound("No such member in your company.");
    await assertKeepsAnOwner(tx, company.id, target);
    await stillAllowed(tx, company.id, user, "members.remove");
    await repo.markRemoved(tx, company.id, userId);
    await endEverySignIn(tx, userId);
    await act(tx, "company.member-removed", { target: { type: "user", id: userId }, changes: { companyId: company.id, role: target.role } });
  });
}

/**
 * An erased account leaves its company (its tombstone keeps the row, so what it made still points
 * somewhere). Someone erasing their own account while they are the last owner of colleagues is
 * asked to make another owner first (409); an admin's erasure goes through, and a colleague becomes
 * the owner.
 */
export async function leaveCompanyOnErasure(tx: Db, userId: number, opts: { keepAnOwner: boolean }) {
  const found = await repo.findMembership(tx, userId);
  if (!found || found.member.removedAt) return;
  const companyId = found.company.id;
  await repo.lockCompany(tx, companyId);
  const me = await repo.findActiveMember(tx, companyId, userId);
  if (!me) return;
  const lastOwnerOfColleagues = me.role === "owner" && (await repo.countOwners(tx, companyId)) <= 1 && (await repo.countActiveMembers(tx, companyId)) > 1;
  if (lastOwnerOfColleagues && opts.keepAnOwner) throw conflict(COMPANY_MESSAGES.lastOwnerErasure);
  await repo.markRemoved(tx, companyId, userId);
  if (lastOwnerOfColleagues) {
    // An admin erased the last owner: the company keeps one, the colleague who would most likely
    // have been made one (hiring before finance before viewer, the longest there first).
    const successor = await repo.findSuccessorOwner(tx, companyId, userId);
    if (successor) {
      await repo.updateRole(tx, companyId, successor.userId, "owner");
      await act(tx, "company.role-changed", { target: { type: "user", id: successor.userId }, changes: { companyId, from: successor.role, to: "owner", because: "last-owner-erased" } });
    }
  }
}

// --- invitations --------------------------------------------------------------------------------

const invitationOf = (row: CompanyInvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Sends an invitation: refused for an address that has an account (409) or a pending invitation
 * here (409), and past the company's 20 in 24 hours (429). The count, the check and the insert run
 * under the company's lock, so invitations sent together cannot pass the limit.
 */
export async function invite(db: Db, user: UserRow, input: { email: string; role: CompanyRole }): Promise<Invitation> {
  const { company } = await allowed(db, user, "members.invite");
  if (await repo.findUserIdByEmail(db, input.email)) throw conflict(COMPANY_MESSAGES.alreadyHasAccount);
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    await repo.lockCompany(tx, company.id);
    await stillAllowed(tx, company.id, user, "members.invite");
    if ((await repo.countInvitationsSince(tx, company.id, 24)) >= INVITATIONS_PER_DAY) {
      throw new HttpError(429, "too_many_requests", COMPANY_MESSAGES.tooManyInvitations, undefined, { "Retry-After": "3600" });
    }
    if (await repo.findPendingFor(tx, company.id, input.email)) throw conflict(COMPANY_MESSAGES.alreadyInvited);
    const invitation = await repo.insertInvitation(tx, { companyId: company.id, email: input.email, role: input.role, tokenHash: hashSecret(token), invitedBy: user.id, days: INVITATION_DAYS });
    await act(tx, "company.member-invited", {
      target: { type: "company-invitation", id: invitation.id },
      changes: { companyId: company.id, role: input.role },
      mail: { invitationId: invitation.id, toAddress: input.email, link: `${JOIN_PATH}#token=${token}` },
    });
    return invitation;
  });
  return invitationOf(row);
}

export async function listInvitations(db: Db, user: UserRow): Promise<Invitation[]> {
  const { company } = await allowed(db, user, "invitations.read");
  return (await repo.listPendingInvitations(db, company.id)).map(invitationOf);
}

/** Revokes a pending invitation: 404 when it is not this company's, 409 once accepted, revoked or expired. */
export async function revokeInvitation(db: Db, user: UserRow, id: number) {
  const { company } = await allowed(db, user, "invitations.revoke");
  await db.transaction(async (tx) => {
    const revoked = await repo.revokeInvitation(tx, company.id, id);
    if (!revoked) {
      if (await repo.findInvitationOfCompany(tx, company.id, id)) throw conflict("This invitation is no longer pending.");
      throw notFound("No such invitation in your company.");
    }
    await act(tx, "company.invitation-revoked", { target: { type: "company-invitation", id }, changes: { companyId: company.id } });
  });
}

/** The invitation a link names, still good: 404 unknown, 409 spent, 410 expired. */
async function liveInvitation(db: Db, token: string) {
  const found = await repo.findInvitationByTokenHash(db, hashSecret(token));
  if (!found) throw notFound(COMPANY_MESSAGES.invitationUnknown);
  assertLive(found.invitation);
  return found;
}

function assertLive(invitation: CompanyInvitationRow) {
  if (invitation.acceptedAt || invitation.revokedAt) throw conflict(COMPANY_MESSAGES.invitationSpent);
  if (invitation.expiresAt.getTime() <= Date.now()) throw new HttpError(410, "gone", COMPANY_MESSAGES.invitationExpired);
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = await liveInvitation(db, token);
  return { companyName, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * The invitee joins: an account for the invited address (counted as verified: the link proves it)
 * and a membership with the invited role, in one transaction that first takes the invitation, so
 * it works once however many acceptances arrive together.
 */
export async function acceptInvitation(db: Db, token: string, input: { firstName: string; lastName: string; password: string }, passwordCost: number) {
  assertUncommonPassword(input.password, "password");
  const { invitation, companyName } = await liveInvitation(db, token);
  if (await repo.findUserIdByEmail(db, invitation.email)) throw conflict(COMPANY_MESSAGES.alreadyHasAccount);
  const passwordHash = await hashPassword(input.password, passwordCost);
  try {
    await db.transaction(async (tx) => {
      const claimed = await repo.claimInvitation(tx, invitation.id);
      if (!claimed) {
        const again = await repo.findInvitationByTokenHash(tx, invitation.tokenHash);
        assertLive(again!.invitation);
        throw conflict(COMPANY_MESSAGES.invitationSpent);
      }
      const user = await repo.insertInvitedUser(tx, { email: invitation.email, firstName: input.firstName, lastName: input.lastName, passwordHash });
      await repo.insertMember(tx, { companyId: invitation.companyId, userId: user.id, role: invitation.role });
      await repo.setInvitationAcceptedBy(tx, invitation.id, user.id);
      await repo.startProfileLikeColleagues(tx, invitation.companyId, user.id);
      await act(tx, "company.invitation-accepted", {
        actor: user,
        target: { type: "company-invitation", id: invitation.id },
        changes: { companyId: invitation.companyId, userId: user.id, role: invitation.role },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(COMPANY_MESSAGES.alreadyHasAccount);
    throw err;
  }
  return { success: true as const, email: invitation.email, companyName };
}

// --- the console --------------------------------------------------------------------------------

export async function listCompaniesForAdmin(db: Db, page: { limit: number; offset: number }): Promise<{ items: AdminCompany[]; total: number }> {
  const { rows, members, total } = await repo.listCompanies(db, page.limit, page.offset);
  return { items: toAdminCompanies(rows, members), total };
}

/**
 * An admin sets the company's payment terms: the invoices issued from then on fall due that many
 * days after their issue; those issued already keep theirs.
 */
export async function setPaymentTerms(db: Db, admin: UserRow, companyId: number, paymentTermsDays: number): Promise<AdminCompany> {
  await db.transaction(async (tx) => {
    const before = await repo.lockCompanyRow(tx, companyId);
    if (!before) throw notFound("Company not found");
    await repo.setPaymentTerms(tx, companyId, paymentTermsDays);
    await act(tx, "company.payment-terms-changed", {
      actor: admin,
      target: { type: "company", id: companyId },
      changes: { paymentTermsDays: { from: before.paymentTermsDays, to: paymentTermsDays } },
    });
  });
  const { rows, members } = await repo.companyForAdmin(db, companyId);
  return toAdminCompanies(rows, members)[0];
}

function toAdminCompanies(rows: CompanyRow[], members: repo.AdminCompanyMember[]): AdminCompany[] {
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    paymentTermsDays: c.paymentTermsDays,
    createdAt: c.createdAt.toISOString(),
    members: members
      .filter((m) => m.companyId === c.id)
      .map((m) => ({ userId: m.userId, firstName: m.firstName, lastName: m.lastName, email: m.email, role: m.role, removed: m.removedAt !== null })),
  }));
}

/**
 * Invitations hold an address that may never have joined: a spent one (accepted, revoked or
 * expired) is kept for as long as an account link is, so its link can still say why it no longer
 * works, and then deleted (docs/decisions/058).
 */
export const SPENT_INVITATION_RETENTION_DAYS = 7;

/** Housekeeping: deletes a batch of invitations spent more than a week ago; answers how many. */
export const purgeSpentInvitations = (db: Db, batch: number) => repo.deleteSpentInvitations(db, SPENT_INVITATION_RETENTION_DAYS, batch);
