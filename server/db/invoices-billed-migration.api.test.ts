// Migration 0031 keeps who each invoice already issued bills: the client's name and their company's
// name and location as the rows say at the migration; a draft keeps none (it shows the live ones).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, indexOfMigration, migrationDatabase, migrationTags } from "../test/migration-steps";
import type { Database } from "./client";

const TAG = "0031_invoices_keep_who_they_bill";
const INDEX = indexOfMigration(TAG);

let database: Database;
let drop: (() => Promise<void>) | undefined;

const apply = (db: Database, tag: string) => applyMigration(db.db, tag);
async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  ({ database, drop } = await migrationDatabase("invoices_billed"));
  for (const tag of migrationTags.slice(0, INDEX)) await apply(database, tag);
});
afterAll(async () => {
  await drop?.();
});

describe("migration 0031: invoices keep who they bill", () => {
  it("fills each issued invoice from the rows of today and leaves drafts to the live names", async () => {
    const [withCompany] = await rows<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, user_type) values ('ada', 'ada@example.test', 'x', 'Ada', 'Lovelace', 'client') returning id`,
    );
    await database.db.execute(`insert into client_profiles (user_id, company_name, company_location) values (${withCompany.id}, 'Engines Ltd', 'London, United Kingdom')`);
    const [alone] = await rows<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, user_type) values ('bo', 'bo@example.test', 'x', 'Bo', 'Brandt', 'client') returning id`,
    );
    await database.db.execute(
      `insert into invoices (client_id, period_start, status, number, total_cents, issued_at) values
         (${withCompany.id}, '2026-09-01', 'paid', 1, 500, '2026-10-01T00:10:00Z'),
         (${alone.id}, '2026-09-01', 'open', 2, 700, '2026-10-01T00:10:00Z')`,
    );
    await database.db.execute(`insert into invoices (client_id, period_start) values (${withCompany.id}, '2026-10-01')`);

    await apply(database, TAG);

    const got = await rows<{ number: number | null; billed_name: string | null; billed_company: string | null; billed_location: string | null }>(
      `select number, billed_name, billed_company, billed_location from invoices order by number nulls last`,
    );
    expect(got).toEqual([
      { number: 1, billed_name: "Ada Lovelace", billed_company: "Engines Ltd", billed_location: "London, United Kingdom" },
      { number: 2, billed_name: "Bo Brandt", billed_company: null, billed_location: null },
      { number: null, billed_name: null, billed_company: null, billed_location: null },
    ]);
    // From now on an invoice cannot be issued without them.
    const refused = await database.db
      .execute(`update invoices set status = 'open', number = 3 where number is null`)
      .then(() => null, (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(refused).toMatch(/invoices_billed_when_issued/);
  });
});
