// Migrations one by one, for tests that write rows before a migration and read them after it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../db/client";
import { databaseUrl, onServer } from "./postgres-templates";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };

/** The journal's tags in order, and the index of `tag` among them. */
export const migrationTags = journal.entries.map((e) => e.tag);
export const indexOfMigration = (tag: string) => journal.entries.find((e) => e.tag === tag)!.idx;

/** Runs one migration's statements on `db`, as the migrator splits them. */
export async function applyMigration(db: { execute(query: string): Promise<unknown> }, tag: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.execute(statement);
  }
}

/** One statement at a time, answering the rows. */
export type Run = (statement: string) => Promise<Record<string, unknown>[]>;

/**
 * Empty databases to migrate step by step, on the run's database: a database of its own on the
 * run's PostgreSQL when it has one (named from `prefix`), embedded PGlite otherwise. `npm test`
 * runs these tests in both lanes, so each database takes them once. `close` ends every one opened.
 */
export function migrationDatabases(prefix: string) {
  const closers: (() => Promise<void>)[] = [];
  const pglite = async (): Promise<Run> => {
    const database = await openPglite();
    closers.push(() => database.close());
    return async (statement) => ((await database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  };
  const postgres = async (adminUrl: string): Promise<Run> => {
    const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
    await onServer(adminUrl, `create database ${name}`);
    const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
    await client.connect();
    closers.push(async () => {
      await client.end();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    });
    return async (statement) => (await client.query(statement)).rows;
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const drivers: [string, () => Promise<Run>][] = adminUrl ? [["PostgreSQL", () => postgres(adminUrl)]] : [["PGlite", pglite]];
  return {
    drivers,
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}

/**
 * One empty database to migrate step by step, on the run's database as `migrationDatabases` picks
 * it: a new one on the run's PostgreSQL server (named from `prefix`), or embedded PGlite. `drop`
 * closes it and removes what it made.
 */
export async function migrationDatabase(prefix: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}`);
  const database = await openPostgres(databaseUrl(adminUrl, name), 2);
  return {
    database,
    drop: async () => {
      await database.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
