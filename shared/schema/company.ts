// The company itself, apart from its members and invitations (./companies.ts): every table of a
// client-made row refers to it, and the screens' bundles carry only this much of it.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Days an invoice gives the company to pay, unless an admin sets its own (PRODUCT.md "Invoices are documents"). */
export const PAYMENT_TERMS_DAYS_DEFAULT = 14;
export const PAYMENT_TERMS_DAYS_MIN = 1;
export const PAYMENT_TERMS_DAYS_MAX = 120;

export const companies = pgTable(
  "companies",
  {
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
  /** Days from an invoice's issue to its due date; set by admins. */
  paymentTermsDays: integer("payment_terms_days").notNull().default(PAYMENT_TERMS_DAYS_DEFAULT),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("companies_payment_terms_days", sql`${t.paymentTermsDays} between ${sql.raw(String(PAYMENT_TERMS_DAYS_MIN))} and ${sql.raw(String(PAYMENT_TERMS_DAYS_MAX))}`)],
);

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
