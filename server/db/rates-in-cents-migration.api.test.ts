// Migration 0032 stores every rate in cents: the expert's rate, the match's copy of it and a
// requisition's budget, each multiplied by 100 under a name that says cents; nothing else changes,
// and the match's copy keeps following the expert's row. On the run's database: its PostgreSQL when
// it has one, else PGlite.
import { afterAll, describe, expect, it } from "vitest";
import { applyMigration, indexOfMigration, migrationDatabases, migrationTags } from "../test/migration-steps";

const TAG = "0032_rates_in_cents";
const INDEX = indexOfMigration(TAG);

const databases = migrationDatabases("rates_cents");
const drivers = databases.drivers;
afterAll(() => databases.close());

const numbers = (rows: Record<string, unknown>[], key: string) => rows.map((r) => (r[key] === null ? null : Number(r[key])));

describe.each(drivers)("migration 0032 on %s: rates in cents", (_, open) => {
  it("multiplies every whole-dollar rate by 100, losing no row, and the match keeps reading the expert's", async () => {
    const run = await open();
    for (const tag of migrationTags.slice(0, INDEX)) await applyMigration({ execute: run }, tag);

    const users = await run(
      `insert into users (username, email, password_hash, first_name, last_name, user_type)
       select 'u' || g, 'u' || g || '@example.test', 'x', 'U', 'Ser' || g, (case when g = 1 then 'client' else 'expert' end)::user_type
         from generate_series(1, 5) g returning id`,
    );
    const [client, ...expertIds] = users.map((u) => Number(u.id));
    // Whole dollars as stored before: 85, 140, none, and the largest the API ever allowed.
    const rates = [85, 140, null, 10_000];
    for (const [i, id] of expertIds.entries()) {
      await run(`insert into experts (user_id, name, role, skills, hourly_rate, is_active, search_text)
                 values (${id}, 'Expert ${i}', 'Data engineer', array['Python'], ${rates[i] ?? "null"}, true, 'expert ${i}')`);
    }
    await run(`insert into requisitions (client_id, title, must_have, max_rate, start_date, weeks, headcount, time_zone, work_start, work_end, min_overlap_hours, due_at)
               values (${client}, 'Budget 90', array['Python'], 90, '2026-12-07', 4, 1, 'Europe/London', '09:00', '17:00', 4, now() + interval '336 hours'),
                      (${client}, 'No budget', array['Python'], null, '2026-12-07', 4, 1, 'Europe/London', '09:00', '17:00', 4, now() + interval '336 hours')`);
    const before = {
      experts: await run(`select count(*)::int as n from experts`),
      match: await run(`select count(*)::int as n from expert_match`),
      requisitions: await run(`select count(*)::int as n from requisitions`),
    };

    for (const tag of migrationTags.slice(INDEX, INDEX + 1)) await applyMigration({ execute: run }, tag);

    const experts = await run(`select user_id, name, hourly_rate_cents from experts order by user_id`);
    expect(experts.map((e) => e.name)).toEqual(["Expert 0", "Expert 1", "Expert 2", "Expert 3"]);
    expect(numbers(experts, "hourly_rate_cents")).toEqual([8_500, 14_000, null, 1_000_000]);
    const match = await run(`select hourly_rate_cents from expert_match order by expert_id`);
    expect(numbers(match, "hourly_rate_cents")).toEqual([8_500, 14_000, null, 1_000_000]);
    const needs = await run(`select title, max_rate_cents from requisitions order by id`);
    expect(needs.map((r) => [r.title, r.max_rate_cents === null ? null : Number(r.max_rate_cents)])).toEqual([
      ["Budget 90", 9_000],
      ["No budget", null],
    ]);
    expect(await run(`select count(*)::int as n from experts`)).toEqual(before.experts);
    expect(await run(`select count(*)::int as n from expert_match`)).toEqual(before.match);
    expect(await run(`select count(*)::int as n from requisitions`)).toEqual(before.requisitions);

    // The old names are gone, and the match's copy follows a change of the expert's rate in cents.
    const columns = await run(`select table_name, column_name from information_schema.columns where column_name in ('hourly_rate', 'max_rate')`);
    expect(columns).toEqual([]);
    await run(`update experts set hourly_rate_cents = 9050 where user_id = ${expertIds[0]}`);
    expect(numbers(await run(`select hourly_rate_cents from expert_match where expert_id = ${expertIds[0]}`), "hourly_rate_cents")).toEqual([9_050]);
    // A rate is still positive or unset.
    const refused = await run(`update experts set hourly_rate_cents = 0 where user_id = ${expertIds[1]}`).then(
      () => null,
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(refused).toMatch(/experts_rate_positive/);
  });
});
