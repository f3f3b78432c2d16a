// Migration 0047 gives every expert active before it a passed vetting record, on a copy of the demo
// data: the database as the demo seed left it, with the table taken away again, then the migration
// run on it. Each active expert gets the six stages passed, dated at the migration and assessed by
// nobody (answered as "migration"), without figures; an inactive expert gets none, and stays out
// of activation until an admin records them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminVettingAnswer } from "@shared/contracts/vetting";
import { expectAnswer } from "../test/answer";
import { applyMigration } from "../test/migration-steps";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

const TAG = "0047_vetting_stages";

let t: TestServer;
let admin: ApiClient;
type Row = Record<string, unknown>;
async function rows(query: string): Promise<Row[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs("admin");
  await t.deps.db.execute(`drop table "vetting_stages"`);
});
afterAll(async () => {
  await t?.close();
});

describe("migration 0047: vetting stages", () => {
  it("records the six stages passed for every active expert, by the migration, and nothing for the others", async () => {
    const before = Date.now();
    await applyMigration(t.deps.db, TAG);
    const [counts] = await rows(`select count(*) filter (where is_active)::int as active, count(*) filter (where not is_active)::int as inactive from experts`);
    expect(Number(counts.active)).toBeGreaterThan(10);
    expect(Number(counts.inactive)).toBeGreaterThan(0);

    const [r] = await rows(`
      select count(*)::int as n,
        count(*) filter (where outcome = 'passed' and assessor_id is null and score is null and level is null and notes is null)::int as by_migration,
        count(distinct user_id)::int as people,
        count(*) filter (where user_id in (select user_id from experts where not is_active))::int as of_inactive
      from vetting_stages`);
    expect(r).toEqual({ n: Number(counts.active) * 6, by_migration: Number(counts.active) * 6, people: counts.active, of_inactive: 0 });

    const [active] = await rows(`select user_id from experts where is_active order by user_id limit 1`);
    const vetting = expectAnswer(adminVettingAnswer, (await admin.get(`/api/admin/experts/${Number(active.user_id)}/vetting`)).body);
    expect(vetting).toMatchObject({ complete: true, missing: [] });
    expect(vetting.stages.every((s) => s.assessedBy === "migration" && s.outcome === "passed" && s.score === null)).toBe(true);
    expect(vetting.stages.every((s) => Date.parse(s.assessedAt) >= before - 60_000)).toBe(true);

    const [inactive] = await rows(`select user_id from experts where not is_active order by user_id limit 1`);
    const refused = await admin.post(`/api/admin/experts/${Number(inactive.user_id)}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("vetting_incomplete");
  });
});
