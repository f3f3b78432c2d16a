// Migration 0037 gives every row a client made the company of that client, on a copy of the demo
// data: the database as the demo seed left it, with the migration's column, trigger and function
// taken away again, then the migration run on it. Nothing is lost or changed but the new column,
// and every row lands in its maker's company, none in another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration } from "../test/migration-steps";
import { startTestServer, type TestServer } from "../test/harness";

const TAG = "0037_rows_belong_to_the_company";
const TABLES = ["requisitions", "dream_teams", "pre_bookings", "interviews", "engagements", "invoices"];

/** The database before 0037, from the seeded one. */
const BEFORE_0037 = [
  // Invoices were made per member until migration 0042: each names the member it was made for (its company's first owner).
  `update invoices i set client_id = (select m.user_id from company_members m where m.company_id = i.company_id and m.role = 'owner' order by m.joined_at, m.id limit 1) where client_id is null`,
  ...TABLES.flatMap((t) => [`drop trigger "${t}_company_of_client" on "${t}"`, `alter table "${t}" drop column company_id`]),
  `drop function company_of_client()`,
];

let t: TestServer;
type Row = Record<string, unknown>;
async function rows(query: string): Promise<Row[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every table's row count and a digest of its rows without their company. */
async function fingerprint() {
  const tables = (await rows(`select tablename from pg_tables where schemaname = 'public' and tablename not like '%migrations%' order by tablename`)).map((r) => String(r.tablename));
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [r] = await rows(
      `select count(*)::int as n, coalesce(md5(string_agg((to_jsonb(t) - 'company_id')::text, '|' order by (to_jsonb(t) - 'company_id')::text)), '') as digest from "${table}" t`,
    );
    out[table] = `${r.n}:${r.digest}`;
  }
  return out;
}

beforeAll(async () => {
  t = await startTestServer();
  for (const statement of BEFORE_0037) await t.deps.db.execute(statement);
});
afterAll(async () => {
  await t?.close();
});

describe("migration 0037: the rows belong to the company", () => {
  it("puts every client's row in that client's company, losing nothing", async () => {
    const counts = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, (await rows(`select count(*)::int as n from "${table}"`))[0].n] as const)));
    for (const table of TABLES) expect(counts[table], table).toBeGreaterThan(0);
    const before = await fingerprint();

    await applyMigration(t.deps.db, TAG);

    expect(await fingerprint()).toEqual(before);
    for (const table of TABLES) {
      const [r] = await rows(
        `select count(*)::int as n,
                count(*) filter (where r.company_id = m.company_id)::int as own,
                count(distinct r.company_id)::int as companies
           from "${table}" r left join company_members m on m.user_id = r.client_id`,
      );
      expect(r, table).toMatchObject({ n: counts[table], own: counts[table] });
      // The pool's clients booked too: their bookings stay in companies of their own.
      if (table === "pre_bookings") expect(Number(r.companies)).toBeGreaterThan(1);
    }
    // Northwind's rows stay Northwind's: its owner made them.
    const [northwind] = await rows(`select c.id from companies c where c.name = 'Northwind Analytics'`);
    const [mine] = await rows(`select count(*)::int as n from pre_bookings b join users u on u.id = b.client_id where b.company_id = ${Number(northwind.id)} and u.email = 'demo.client@northwind.example'`);
    expect(Number(mine.n)).toBeGreaterThan(0);
  });

  it("gives a row written afterwards without a company that of its maker", async () => {
    const [member] = await rows(`select m.user_id, m.company_id from company_members m order by m.user_id desc limit 1`);
    const [team] = await rows(`insert into dream_teams (client_id, name) values (${Number(member.user_id)}, 'After 0037') returning company_id`);
    expect(team.company_id).toBe(member.company_id);
    // A company given is kept, and a row with no company at all is refused.
    const [other] = await rows(`select id from companies where id <> ${Number(member.company_id)} limit 1`);
    const [given] = await rows(`insert into dream_teams (client_id, company_id, name) values (${Number(member.user_id)}, ${Number(other.id)}, 'Given') returning company_id`);
    expect(given.company_id).toBe(other.id);
    const [admin] = await rows(`select id from users where user_type <> 'client' limit 1`);
    await expect(rows(`insert into dream_teams (client_id, name) values (${Number(admin.id)}, 'Nobody''s')`)).rejects.toThrow();
  });
});
