// Migrations 0042 and 0043 (and 0049: the account an issued invoice asks to be paid to) make invoices the company's documents: a company's duplicate drafts go
// (the next request makes its one), invoices issued already fall due 14 days after their issue and
// get the ISO 11649 reference their number gives, the same as the server gives a new one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoicePaymentReference, isCreditorReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { applyMigration, indexOfMigration, migrationDatabase, migrationTags } from "../test/migration-steps";
import type { Database } from "./client";

const FROZEN = "0042_invoices_per_company_frozen";
const REFERENCES = "0043_invoice_payment_references";
const ACCOUNT = "0049_invoices_keep_their_bank_account";

let database: Database;
let drop: (() => Promise<void>) | undefined;

async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const refusal = (statement: string) =>
  database.db.execute(statement).then(
    () => null,
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

beforeAll(async () => {
  ({ database, drop } = await migrationDatabase("invoice_documents"));
  for (const tag of migrationTags.slice(0, indexOfMigration(FROZEN))) await applyMigration(database.db, tag);
});
afterAll(async () => {
  await drop?.();
});

describe("migrations 0042 and 0043: invoices as the company's documents", () => {
  it("keep each issued invoice, give it a due date and its reference, and leave a company one draft a month at most", async () => {
    const [company] = await rows<{ id: number }>(`insert into companies (name) values ('Engines Ltd') returning id`);
    const people = await rows<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, user_type) values
         ('ada', 'ada@example.test', 'x', 'Ada', 'Lovelace', 'client'), ('bo', 'bo@example.test', 'x', 'Bo', 'Brandt', 'client') returning id`,
    );
    await database.db.execute(`insert into company_members (company_id, user_id, role) values (${company.id}, ${people[0].id}, 'owner'), (${company.id}, ${people[1].id}, 'hiring')`);
    await database.db.execute(
      `insert into invoices (client_id, period_start, status, number, total_cents, billed_name, issued_at) values
         (${people[0].id}, '2026-09-01', 'paid', 7, 500, 'Ada Lovelace', '2026-10-01T00:10:00Z'),
         (${people[0].id}, '2026-10-01', 'open', 1234567, 700, 'Ada Lovelace', '2026-11-01T23:30:00Z')`,
    );
    // Two members' drafts of one month: previews, made again on the next request.
    await database.db.execute(`insert into invoices (client_id, period_start) values (${people[0].id}, '2026-11-01'), (${people[1].id}, '2026-11-01')`);

    await applyMigration(database.db, FROZEN);
    await applyMigration(database.db, REFERENCES);

    const got = await rows<{ number: number | null; status: string; due_date: string | null; payment_terms_days: number | null; payment_reference: string | null }>(
      `select number, status, to_char(due_date, 'YYYY-MM-DD') as due_date, payment_terms_days, payment_reference from invoices order by period_start`,
    );
    expect(got).toEqual([
      { number: 7, status: "paid", due_date: "2026-10-15", payment_terms_days: 14, payment_reference: invoicePaymentReference(7) },
      { number: 1234567, status: "open", due_date: "2026-11-15", payment_terms_days: 14, payment_reference: invoicePaymentReference(1234567) },
    ]);
    for (const r of got) expect(isCreditorReference(r.payment_reference!)).toBe(true);

    // From now on: one invoice per company and month, none issued without a due date and a reference, no reference twice.
    expect(await refusal(`insert into invoices (client_id, company_id, period_start) values (${people[1].id}, ${company.id}, '2026-09-01')`)).toMatch(/invoices_company_period_idx/);
    expect(await refusal(`update invoices set payment_reference = null where number = 7`)).toMatch(/invoices_referenced_when_issued/);
    expect(await refusal(`update invoices set payment_reference = '${invoicePaymentReference(7)}' where number = 1234567`)).toMatch(/invoices_payment_reference_idx/);
    expect(await refusal(`update invoices set due_date = null where number = 7`)).toMatch(/invoices_due_when_issued/);
  });
});

describe("migration 0049: issued invoices keep the account they ask to be paid to", () => {
  it("gives every issued invoice the account they were printed with until then, and no draft one", async () => {
    for (const tag of migrationTags.slice(indexOfMigration(REFERENCES) + 1, indexOfMigration(ACCOUNT))) await applyMigration(database.db, tag);
    await applyMigration(database.db, ACCOUNT);
    const got = await rows<{ status: string; remittance: unknown }>(`select status, remittance from invoices order by period_start, id`);
    expect(got.length).toBeGreaterThan(1);
    for (const r of got) expect(r.remittance).toEqual(r.status === "draft" ? null : REMITTANCE);
    expect(await refusal(`update invoices set remittance = null where number = 7`)).toMatch(/invoices_remittance_when_issued/);
  });
});
