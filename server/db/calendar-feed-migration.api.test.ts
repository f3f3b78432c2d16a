// Migration 0026 keeps the calendar feeds people already use: each stored token becomes its SHA-256,
// so the address in someone's calendar app still opens their feed, and the table no longer holds it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "../lib/secret-hash";
import { migrationDatabase } from "../test/migration-steps";
import type { Database } from "./client";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };

let database: Database;
let drop: (() => Promise<void>) | undefined;

async function apply(db: Database, tag: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.db.execute(statement);
  }
}

beforeAll(async () => {
  ({ database, drop } = await migrationDatabase("feed_hash"));
  for (const entry of journal.entries.filter((e) => e.idx < 26)) await apply(database, entry.tag);
});
afterAll(async () => {
  await drop?.();
});

describe("migration 0026: calendar feed tokens hashed in place", () => {
  it("turns each token into its hash, which the server looks up, and keeps who and when", async () => {
    const token = "abcDEF_123-xyz0123456789abcdefghijklmnopqrst";
    const users = (await database.db.execute(
      `insert into users (username, email, password_hash, first_name, last_name, user_type)
       values ('feeder', 'feeder@example.test', 'x', 'Fee', 'Der', 'client') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const userId = users.rows[0].id;
    await database.db.execute(`insert into calendar_feeds (user_id, token, created_at) values (${userId}, '${token}', '2026-11-01T10:00:00Z')`);

    await apply(database, journal.entries.find((e) => e.idx === 26)!.tag);

    const rows = (await database.db.execute(`select user_id, token_hash, created_at from calendar_feeds`)) as unknown as {
      rows: { user_id: number; token_hash: string; created_at: Date | string }[];
    };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].user_id).toBe(userId);
    expect(rows.rows[0].token_hash).toBe(hashSecret(token));
    expect(new Date(rows.rows[0].created_at).toISOString()).toBe("2026-11-01T10:00:00.000Z");
    // Two people's feeds can never share a hash.
    const other = (await database.db.execute(
      `insert into users (username, email, password_hash, first_name, last_name, user_type)
       values ('other', 'other@example.test', 'x', 'Oth', 'Er', 'expert') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const refused = await database.db
      .execute(`insert into calendar_feeds (user_id, token_hash) values (${other.rows[0].id}, '${hashSecret(token)}')`)
      .then(() => null, (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(refused).toMatch(/calendar_feeds_token_hash_unique/);
  });
});
