// The company itself, apart from its members and invitations (./companies.ts): every table of a
// client-made row refers to it, and the screens' bundles carry only this much of it.
import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  /** Named after the person who signed up until the profile names it. */
  name: text("name").notNull(),
  companySize: text("company_size"),
  industry: text("industry"),
  location: text("location"),
  website: text("website"),
  legalName: text("legal_name"),
  billingEmail: text("billing_email"),
  billingAddress: text("billing_address"),
  taxId: text("tax_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company a client-made row belongs to (requisitions, dream teams, pre-bookings, interviews,
 * engagements, invoices): that of the member who made it (`client_id`). Inserts give it; one that
 * does not gets it from the database, which fills it from the maker's membership before the row is
 * written (the `company_of_client` trigger of migration 0037), so no row is ever without one.
 */
export const companyOfRow = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id)
    .$defaultFn(() => sql`null`);
