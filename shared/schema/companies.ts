// A client's company: its profile and billing details, its members with their roles, and the
// invitations it has sent (docs/decisions/085-a-client-is-a-member-of-a-company.md).
import { sql, type SQL } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { COMPANY_ROLES, type CompanyRole } from "../company-roles";
import { listed } from "./check-list";
import { companies } from "./company";
import { users } from "./users";

export { companies, companyOfRow } from "./company";

/**
 * Every client is a member of one company (the user id is unique here). A removed member keeps
 * the row, with `removed_at`, so what they made still names them; they cannot sign in again.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<CompanyRole>().notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("company_members_role", sql`${t.role} in (${listed(COMPANY_ROLES)})`),
    index("company_members_company_idx").on(t.companyId, t.joinedAt, t.id),
  ],
);

/**
 * An invitation by e-mail: kept as the SHA-256 of its random token, working once until
 * `expires_at`; accepted, revoked or expired, it is spent.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<CompanyRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check("company_invitations_role", sql`${t.role} in (${listed(COMPANY_ROLES)})`),
    check("company_invitations_spent_once", sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
    uniqueIndex("company_invitations_token_hash_idx").on(t.tokenHash),
    index("company_invitations_company_idx").on(t.companyId, t.createdAt, t.id),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;

/** The company of the member `userId`, as SQL for an insert: the company a client's new row joins. */
export const companyOfMember = (userId: number | SQL) => sql<number>`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;
