import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { clientProfiles, companies, companyInvitations, companyMembers, users, type CompanyRow, type NewUserRow } from "@shared/schema";
import type { CompanyRole } from "@shared/company-roles";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

export async function insertCompany(tx: Db, name: string): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values({ name }).returning();
  return row;
}

export async function insertMember(tx: Db, member: { companyId: number; userId: number; role: CompanyRole }) {
  await tx.insert(companyMembers).values(member);
}

/** The user's membership (removed or not) and its company. */
export async function findMembership(db: Db, userId: number) {
  const [row] = await db
    .select({ member: companyMembers, company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row;
}

/**
 * The company row, locked until the transaction ends: every change to its members and invitations
 * takes this lock first, so two owners demoting each other, or invitations sent together, are
 * decided one after the other.
 */
export async function lockCompany(tx: Db, companyId: number) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
}

const memberColumns = {
  userId: companyMembers.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: companyMembers.role,
  joinedAt: companyMembers.joinedAt,
};

export async function listMembers(db: Db, companyId: number) {
  return db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)))
    .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.id));
}

/** A member of this company still in it, or undefined (someone else's member is none of ours). */
export async function findActiveMember(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
    .limit(1);
  return row;
}

export async function countOwners(tx: Db, companyId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner"), isNull(companyMembers.removedAt)));
  return row.n;
}

export async function countActiveMembers(tx: Db, companyId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)));
  return row.n;
}

/**
 * The member who takes over when the last owner is erased by an admin: a hiring member before
 * finance before a viewer, the longest in the company first.
 */
export async function findSuccessorOwner(tx: Db, companyId: number, leavingUserId: number) {
  const [row] = await tx
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt), sql`${companyMembers.userId} <> ${leavingUserId}`))
    .orderBy(sql`case ${companyMembers.role} when 'owner' then 0 when 'hiring' then 1 when 'finance' then 2 else 3 end`, asc(companyMembers.joinedAt), asc(companyMembers.id))
    .limit(1);
  return row;
}

export async function updateRole(tx: Db, companyId: number, userId: number, role: CompanyRole) {
  await tx
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)));
}

export async function markRemoved(tx: Db, companyId: number, userId: number) {
  await tx
    .update(companyMembers)
    .set({ removedAt: sql`now()` })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)));
}

export async function updateCompany(tx: Db, companyId: number, values: Partial<Omit<CompanyRow, "id" | "createdAt" | "updatedAt">>) {
  const [row] = await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/**
 * The profile's copy of the company's facts, on every member's profile (client_profiles keeps them
 * for the domains that read the company's name with a person's rows, until those rows are the
 * company's). Members without a profile get one with the default working day.
 */
export async function copyFactsToProfiles(tx: Db, companyId: number) {
  await tx.execute(sql`
    insert into ${clientProfiles} (user_id, company_name, company_size, industry, company_location, website)
    select m.user_id, c.name, c.company_size, c.industry, c.location, c.website
      from ${companyMembers} m join ${companies} c on c.id = m.company_id
     where m.company_id = ${companyId}
    on conflict (user_id) do update set
      company_name = excluded.company_name, company_size = excluded.company_size, industry = excluded.industry,
      company_location = excluded.company_location, website = excluded.website, updated_at = now()`);
}

/** A new member's profile, with the company facts their colleagues' profiles carry (none until the company was named). */
export async function startProfileLikeColleagues(tx: Db, companyId: number, userId: number) {
  await tx.execute(sql`
    insert into ${clientProfiles} (user_id, company_name, company_size, industry, company_location, website)
    select ${userId}::int, p.company_name, p.company_size, p.industry, p.company_location, p.website
      from ${companyMembers} m left join ${clientProfiles} p on p.user_id = m.user_id
     where m.company_id = ${companyId} and m.user_id <> ${userId}
     order by (p.company_name is null), m.role <> 'owner', m.id
     limit 1
    on conflict (user_id) do nothing`);
}

// --- invitations ----------------------------------------------------------------------------

/** Invitations the company has sent in the last 24 hours (read under the company's lock). */
export async function countInvitationsSince(tx: Db, companyId: number, hours: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), gt(companyInvitations.createdAt, sql`now() - make_interval(hours => ${hours}::int)`)));
  return row.n;
}

const pending = and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, sql`now()`));

export async function findPendingFor(tx: Db, companyId: number, email: string) {
  const [row] = await tx
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), sql`lower(${companyInvitations.email}) = ${email.toLowerCase()}`, pending))
    .limit(1);
  return row;
}

export async function insertInvitation(tx: Db, values: { companyId: number; email: string; role: CompanyRole; tokenHash: string; invitedBy: number; days: number }) {
  const { days, ...rest } = values;
  const [row] = await tx
    .insert(companyInvitations)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${days}::int)` })
    .returning();
  return row;
}

export async function listPendingInvitations(db: Db, companyId: number) {
  return db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), pending))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
}

/** Revokes a pending invitation of this company; answers it, or undefined when there is none such. */
export async function revokeInvitation(tx: Db, companyId: number, id: number) {
  const [row] = await tx
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId), pending))
    .returning();
  return row;
}

export async function findInvitationOfCompany(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)))
    .limit(1);
  return row;
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: companyInvitations, companyName: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Takes a pending invitation for `userId`: one UPDATE that only a pending row passes, so of two
 * acceptances at the same moment the second finds it spent.
 */
export async function claimInvitation(tx: Db, id: number) {
  const [row] = await tx
    .update(companyInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(companyInvitations.id, id), pending))
    .returning();
  return row;
}

export async function setInvitationAcceptedBy(tx: Db, id: number, userId: number) {
  await tx.update(companyInvitations).set({ acceptedBy: userId }).where(eq(companyInvitations.id, id));
}

/** The invitee's account: an address proven by the link it followed. */
export async function insertInvitedUser(tx: Db, values: Pick<NewUserRow, "email" | "firstName" | "lastName" | "passwordHash">) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, userType: "client", emailVerifiedAt: sql`now()` })
    .returning();
  return row;
}

export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

// --- the console ----------------------------------------------------------------------------

export async function listCompanies(db: Db, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(companies).orderBy(desc(companies.createdAt), desc(companies.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(companies),
  ]);
  return { rows, members: await membersOfCompanies(db, rows), total };
}

/** One company as the console lists it (no rows when there is none). */
export async function companyForAdmin(db: Db, id: number) {
  const rows = await db.select().from(companies).where(eq(companies.id, id));
  return { rows, members: await membersOfCompanies(db, rows) };
}

export type AdminCompanyMember = Awaited<ReturnType<typeof membersOfCompanies>>[number];

async function membersOfCompanies(db: Db, rows: { id: number }[]) {
  return rows.length
    ? await db
        .select({ ...memberColumns, companyId: companyMembers.companyId, removedAt: companyMembers.removedAt })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(inArray(
          companyMembers.companyId,
          rows.map((r) => r.id),
        ))
        .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.id))
    : [];
}

/** The company's row, locked until the transaction ends; undefined when there is none. */
export async function lockCompanyRow(tx: Db, id: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
  return row;
}

export async function setPaymentTerms(tx: Db, id: number, paymentTermsDays: number) {
  await tx.update(companies).set({ paymentTermsDays, updatedAt: sql`now()` }).where(eq(companies.id, id));
}

/** Deletes up to `batch` invitations accepted, revoked or expired more than `days` ago; answers how many. */
export async function deleteSpentInvitations(db: Db, days: number, batch: number) {
  const rows = await db.execute(sql`
    delete from company_invitations where id in (
      select id from company_invitations
       where least(coalesce(accepted_at, revoked_at, expires_at), expires_at) < now() - make_interval(days => ${days})
       limit ${batch}
    ) returning id`);
  return rowsOf<unknown>(rows).length;
}
