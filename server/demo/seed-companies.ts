// The demo companies: each demo client owns one, named by their profile; Northwind Analytics also
// has a hiring manager and someone in finance (PRODUCT.md, "Demo data"), and Hudson Ledger someone
// in finance who pays its invoices.
import { and, eq, isNull } from "drizzle-orm";
import { clientProfiles, companies, companyMembers, users } from "@shared/schema";
import type { Db } from "../db/client";
import { DEMO_COMPANY_MEMBERS, HUDSON_FINANCE_MEMBER } from "./demo-accounts";

/**
 * As the migration made them for the clients of before: one company per client not yet in one, the
 * client its owner. Called as soon as clients are made, before the rows that belong to their company.
 */
export async function insertClientCompanies(tx: Db) {
  const clients = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt, profile: clientProfiles })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(and(eq(users.userType, "client"), isNull(companyMembers.id)))
    .orderBy(users.id);
  for (const c of clients) {
    const p = c.profile;
    const [company] = await tx
      .insert(companies)
      .values({
        name: p?.companyName ?? `${c.firstName} ${c.lastName}`,
        companySize: p?.companySize,
        industry: p?.industry,
        location: p?.companyLocation,
        website: p?.website,
        createdAt: c.createdAt,
      })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({ companyId: company.id, userId: c.id, role: "owner", joinedAt: c.createdAt });
  }
}

export const NORTHWIND_BILLING = {
  legalName: "Northwind Analytics Ltd",
  billingEmail: "accounts@northwind.example",
  billingAddress: "14 Bree Street\nCape Town 8001\nSouth Africa",
  taxId: "ZA4120187364",
};

/** Northwind Analytics' hiring manager and finance member, beside the demo client who owns it. */
export async function insertDemoColleagues(tx: Db, ctx: { passwordHash: string; demoClientId: number }) {
  const [northwind] = await tx.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, ctx.demoClientId));
  const [profile] = await tx.select().from(clientProfiles).where(eq(clientProfiles.userId, ctx.demoClientId));
  const colleagues = await tx
    .insert(users)
    .values(DEMO_COMPANY_MEMBERS.map((m) => ({ email: m.login, passwordHash: ctx.passwordHash, firstName: m.firstName, lastName: m.lastName, userType: "client" as const })))
    .returning({ id: users.id, email: users.email });
  await tx.insert(companyMembers).values(
    colleagues.map((c) => ({ companyId: northwind.companyId, userId: c.id, role: DEMO_COMPANY_MEMBERS.find((m) => m.login === c.email)!.role })),
  );
  // The billing details its finance member keeps, which its invoices carry from their issue on.
  await tx.update(companies).set(NORTHWIND_BILLING).where(eq(companies.id, northwind.companyId));
  // Their profiles carry the company's facts, with London's working day.
  const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...shared } = profile;
  await tx.insert(clientProfiles).values(colleagues.map((c) => ({ ...shared, userId: c.id })));
}

/** Hudson Ledger's finance member, in the company of its owner (the journey client), with their profile's facts. */
export async function insertHudsonFinance(tx: Db, ctx: { passwordHash: string; ownerId: number }) {
  const [owner] = await tx.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, ctx.ownerId));
  const [profile] = await tx.select().from(clientProfiles).where(eq(clientProfiles.userId, ctx.ownerId));
  const m = HUDSON_FINANCE_MEMBER;
  const [user] = await tx.insert(users).values({ email: m.login, passwordHash: ctx.passwordHash, firstName: m.firstName, lastName: m.lastName, userType: "client" as const }).returning({ id: users.id });
  await tx.insert(companyMembers).values({ companyId: owner.companyId, userId: user.id, role: m.role });
  const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...shared } = profile;
  await tx.insert(clientProfiles).values({ ...shared, userId: user.id });
}
