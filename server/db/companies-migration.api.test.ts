// Migration 0034 makes each client the owner of a company of their own, named by their profile (or
// after them when it names none), on a copy of the demo data: the database as the demo seed left
// it, with this migration's own tables and column taken away again, then the migration run on it.
// Nothing else changes: every other table holds the same rows to the byte.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration } from "../test/migration-steps";
import { startTestServer, type TestServer } from "../test/harness";

const TAG = "0034_companies";

/** The database before 0034, from the seeded one: its tables, column and check undone. */
const BEFORE_0034 = [
  // The books, payments and credit notes (later migrations), whose rows name companies: gone first.
  `drop table credit_applications`,
  `drop table credit_notes`,
  `drop table credit_note_numbers`,
  `drop table payments`,
  `drop table bank_entries`,
  `drop table bank_statements`,
  `drop table ledger_lines`,
  `drop table ledger_entries`,
  // 0037's company of every client-made row, undone first.
  ...["requisitions", "dream_teams", "pre_bookings", "interviews", "engagements", "invoices"].flatMap((t) => [`drop trigger "${t}_company_of_client" on "${t}"`, `alter table "${t}" drop column company_id`]),
  `drop function company_of_client()`,
  `alter table mail_outbox drop constraint mail_outbox_whom`,
  `alter table mail_outbox drop column company_invitation_id`,
  `alter table mail_outbox add constraint mail_outbox_whom check (user_id is not null or discovery_call_id is not null)`,
  `drop table company_invitations`,
  `drop table company_members`,
  `drop table companies`,
];

let t: TestServer;
type Row = Record<string, unknown>;
async function rows(query: string): Promise<Row[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every table's row count and a digest of its rows, but the ones the migration makes. */
async function fingerprint() {
  const tables = (await rows(`select tablename from pg_tables where schemaname = 'public' and tablename not like 'compan%' and tablename not like '%migrations%' order by tablename`)).map(
    (r) => String(r.tablename),
  );
  const out: Record<string, string> = {};
  for (const table of tables) {
    // The outbox gains the migration's column (null on every row it had): its rows are compared without it.
    const row = `(to_jsonb(t) - 'company_invitation_id')::text`;
    const [r] = await rows(`select count(*)::int as n, coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest from "${table}" t`);
    out[table] = `${r.n}:${r.digest}`;
  }
  return out;
}

beforeAll(async () => {
  t = await startTestServer();
  for (const statement of BEFORE_0034) await t.deps.db.execute(statement);
});
afterAll(async () => {
  await t?.close();
});

describe("migration 0034: every client owns a company", () => {
  it("gives each client of the demo data a company of their own, named by the profile, losing nothing", async () => {
    const clients = await rows(
      `select u.id, u.first_name, u.last_name, p.company_name, p.company_size, p.industry, p.company_location, p.website
         from users u left join client_profiles p on p.user_id = u.id where u.user_type = 'client' order by u.id`,
    );
    expect(clients.length).toBeGreaterThan(5);
    expect(clients.some((c) => c.company_name === null)).toBe(true);
    const before = await fingerprint();

    await applyMigration(t.deps.db, TAG);

    expect(await fingerprint()).toEqual(before);
    const made = await rows(
      `select m.user_id, m.role, m.removed_at, c.id as company_id, c.name, c.company_size, c.industry, c.location, c.website,
              (select count(*)::int from company_members o where o.company_id = c.id) as members
         from company_members m join companies c on c.id = m.company_id order by m.user_id`,
    );
    expect(made).toHaveLength(clients.length);
    expect(new Set(made.map((m) => m.company_id)).size).toBe(clients.length);
    for (const [i, c] of clients.entries()) {
      expect(made[i]).toMatchObject({
        user_id: c.id,
        role: "owner",
        removed_at: null,
        members: 1,
        name: c.company_name ?? `${c.first_name} ${c.last_name}`,
        company_size: c.company_size,
        industry: c.industry,
        location: c.company_location,
        website: c.website,
      });
    }
    expect(made.find((m) => m.name === "Northwind Analytics")).toBeDefined();
    // No company but clients'; the next company made follows the migrated ones.
    expect(await rows(`select count(*)::int as n from companies`)).toEqual([{ n: clients.length }]);
    const [next] = await rows(`insert into companies (name) values ('After the migration') returning id`);
    expect(Number(next.id)).toBeGreaterThan(Math.max(...made.map((m) => Number(m.company_id))));
  });
});
