// Migration 0039 gives every engagement an approver, the member who booked it, on a copy of the demo
// data: the database as the demo seed left it, with the migration's column, trigger and function
// taken away again, then the migration run on it. Nothing is lost or changed but the new column,
// and an engagement written afterwards without an approver gets the member who booked it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration } from "../test/migration-steps";
import { startTestServer, type TestServer } from "../test/harness";

const TAG = "0039_the_engagements_approver";

/** The database before 0039, from the seeded one. */
const BEFORE_0039 = [`drop trigger "engagements_approver_is_booker" on "engagements"`, `alter table "engagements" drop column approver_id`, `drop function approver_is_booker()`];

let t: TestServer;
type Row = Record<string, unknown>;
async function rows(query: string): Promise<Row[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every table's row count and a digest of its rows without the approver. */
async function fingerprint() {
  const tables = (await rows(`select tablename from pg_tables where schemaname = 'public' and tablename not like '%migrations%' order by tablename`)).map((r) => String(r.tablename));
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [r] = await rows(
      `select count(*)::int as n, coalesce(md5(string_agg((to_jsonb(t) - 'approver_id')::text, '|' order by (to_jsonb(t) - 'approver_id')::text)), '') as digest from "${table}" t`,
    );
    out[table] = `${r.n}:${r.digest}`;
  }
  return out;
}

beforeAll(async () => {
  t = await startTestServer();
  for (const statement of BEFORE_0039) await t.deps.db.execute(statement);
});
afterAll(async () => {
  await t?.close();
});

describe("migration 0039: the engagement's approver", () => {
  it("makes the member who booked each engagement its approver, losing nothing", async () => {
    const [{ n }] = await rows(`select count(*)::int as n from engagements`);
    expect(Number(n)).toBeGreaterThan(2);
    const before = await fingerprint();

    await applyMigration(t.deps.db, TAG);

    expect(await fingerprint()).toEqual(before);
    const [r] = await rows(`select count(*)::int as n, count(*) filter (where approver_id = client_id)::int as booker from engagements`);
    expect(r).toEqual({ n, booker: n });
    const [column] = await rows(`select is_nullable from information_schema.columns where table_name = 'engagements' and column_name = 'approver_id'`);
    expect(column.is_nullable).toBe("NO");
  });

  it("gives an engagement written afterwards without an approver the member who booked it, and keeps one given", async () => {
    const [e] = await rows(`select client_id, expert_id from engagements order by id limit 1`);
    const [other] = await rows(`select id from users where id <> ${Number(e.client_id)} and user_type = 'client' limit 1`);
    const insert = async (start: string, end: string, approver: string) => {
      const [booking] = await rows(
        `insert into pre_bookings (client_id, expert_id, start_date, end_date, status) values (${Number(e.client_id)}, ${Number(e.expert_id)}, '${start}', '${end}', 'confirmed') returning id`,
      );
      const [made] = await rows(
        `insert into engagements (pre_booking_id, client_id, expert_id, hourly_rate_cents, start_date, end_date${approver ? ", approver_id" : ""}) values (${Number(booking.id)}, ${Number(e.client_id)}, ${Number(e.expert_id)}, 9000, '${start}', '${end}'${approver ? `, ${approver}` : ""}) returning approver_id`,
      );
      return made.approver_id;
    };
    expect(await insert("2031-01-06", "2031-02-28", "")).toBe(e.client_id);
    expect(await insert("2031-03-03", "2031-04-25", String(Number(other.id)))).toBe(other.id);
  });
});
