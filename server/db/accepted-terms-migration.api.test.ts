// Migration 0029 gives every engagement that has been active the version of its terms both parties
// last accepted, pricing it from its first week: where a change of the terms waits for acceptance,
// the accepted values are read back from the audit log's change, so the weeks already worked keep
// their rate. An engagement never accepted gets none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, indexOfMigration, migrationDatabase, migrationTags } from "../test/migration-steps";
import type { Database } from "./client";

const TAG = "0029_accepted_terms";
const INDEX = indexOfMigration(TAG);

let database: Database;
let drop: (() => Promise<void>) | undefined;

const apply = (db: Database, tag: string) => applyMigration(db.db, tag);
async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  ({ database, drop } = await migrationDatabase("accepted_terms"));
  for (const tag of migrationTags.slice(0, INDEX)) await apply(database, tag);
});
afterAll(async () => {
  await drop?.();
});

describe("migration 0029: the terms both parties accepted", () => {
  it("keeps each active engagement's accepted version, read back from the audit log while a change waits", async () => {
    const [client] = await rows<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, user_type)
       values ('buyer', 'buyer@example.test', 'x', 'Bu', 'Yer', 'client') returning id`,
    );
    const experts: number[] = [];
    for (const name of ["one", "two", "three"]) {
      const [user] = await rows<{ id: number }>(
        `insert into users (username, email, password_hash, first_name, last_name, user_type)
         values ('${name}', '${name}@example.test', 'x', 'Ex', '${name}', 'expert') returning id`,
      );
      await database.db.execute(`insert into experts (user_id, name, role, hourly_rate) values (${user.id}, 'Ex ${name}', 'Data engineer', 60)`);
      experts.push(user.id);
    }
    const engagement = async (expertId: number, values: string) => {
      const [booking] = await rows<{ id: number }>(
        `insert into pre_bookings (client_id, expert_id, start_date, end_date, status, confirmed_at)
         values (${client.id}, ${expertId}, '2026-09-02', '2026-12-31', 'confirmed', '2026-08-20T10:00:00Z') returning id`,
      );
      const [row] = await rows<{ id: number }>(
        `insert into engagements (pre_booking_id, client_id, expert_id, start_date, end_date, hourly_rate_cents, weekly_hours, status, terms_version,
                                  client_accepted_at, client_accepted_sha256, expert_accepted_at, expert_accepted_sha256, activated_at)
         values (${booking.id}, ${client.id}, ${expertId}, '2026-09-02', '2026-12-31', ${values}) returning id`,
      );
      return row.id;
    };
    const hash = `'${"a".repeat(64)}'`;
    // Accepted by both and active.
    const accepted = await engagement(experts[0], `6000, 40, 'active', 1, '2026-08-21T09:00:00Z', ${hash}, '2026-08-22T15:30:00Z', ${hash}, '2026-08-22T15:30:00Z'`);
    // Accepted at version 2 (after one change), then changed again: version 3 waits for both.
    const waiting = await engagement(experts[1], `9000, 20, 'awaiting_acceptance', 3, null, null, null, null, '2026-08-22T15:30:00Z'`);
    const audit = (action: string, changes: object) =>
      database.db.execute(`insert into audit_log (action, target_type, target_id, changes) values ('${action}', 'engagement', '${waiting}', '${JSON.stringify(changes)}')`);
    await audit("engagement.accepted", { party: "client", termsVersion: 1 });
    await audit("engagement.accepted", { party: "expert", termsVersion: 1 });
    await audit("engagement.terms-changed", { hourlyRateCents: { from: 5000, to: 7000 }, termsVersion: { from: 1, to: 2 } });
    await audit("engagement.accepted", { party: "client", termsVersion: 2 });
    await audit("engagement.accepted", { party: "expert", termsVersion: 2 });
    await audit("engagement.terms-changed", { hourlyRateCents: { from: 7000, to: 9000 }, weeklyHours: { from: 40, to: 20 }, termsVersion: { from: 2, to: 3 } });
    await audit("engagement.accepted", { party: "client", termsVersion: 3 });
    // Never accepted.
    await engagement(experts[2], `6500, 40, 'awaiting_acceptance', 1, null, null, null, null, null`);

    await apply(database, TAG);

    const got = await rows<{ engagement_id: number; terms_version: number; hourly_rate_cents: number; weekly_hours: number; end_date: string; first_week: string; accepted_at: Date | string }>(
      `select engagement_id, terms_version, hourly_rate_cents, weekly_hours, to_char(end_date, 'YYYY-MM-DD') end_date, to_char(first_week, 'YYYY-MM-DD') first_week, accepted_at
         from accepted_terms order by engagement_id`,
    );
    expect(got.map((r) => ({ ...r, accepted_at: new Date(r.accepted_at).toISOString() }))).toEqual([
      { engagement_id: accepted, terms_version: 1, hourly_rate_cents: 6000, weekly_hours: 40, end_date: "2026-12-31", first_week: "2026-08-31", accepted_at: "2026-08-22T15:30:00.000Z" },
      { engagement_id: waiting, terms_version: 2, hourly_rate_cents: 7000, weekly_hours: 40, end_date: "2026-12-31", first_week: "2026-08-31", accepted_at: "2026-08-22T15:30:00.000Z" },
    ]);
  });
});
