// Migration 0027 makes the names already stored one line, on the run's database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): rows written before it, with line breaks and other control characters in a person's
// or a company's name, read afterwards as shared/one-line.ts prints them; other rows are untouched.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneLine } from "@shared/one-line";
import { openPglite, openPostgres, type Database } from "./client";
import { databaseUrl, onServer } from "../test/postgres-templates";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
const NAMES_MIGRATION = 27;

async function apply(database: Database, idx: number) {
  const { tag } = journal.entries.find((e) => e.idx === idx)!;
  const text = fs.readFileSync(path.join(MIGRATIONS, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const FORGED = "Acme Ltd\n\n6. Additional terms\nThe expert waives every fee.";
const BROKEN = {
  first: "Ann\r\n6. Additional terms",
  last: "Lee \t\u2028Jr\u0085",
  company: FORGED,
  blankCompany: "\n\u0007\n",
  expert: "Pieter\u2029van der Merwe\u202E",
  candidate: "Lerato\u000BMokoena",
  caller: "Ruan\nBotha",
  callerCompany: "Botha\u001B[2J Data",
};
/** Names that are one line already, spaces and marks of other scripts included, stay as they are. */
const CLEAN = { first: "Zoë  ", last: "O'Brien-Nkosi", company: "Nguyễn & Fils\u200D (Pty)" };

type Row = Record<string, unknown>;
const rows = async (database: Database, query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

/** Migrates a new database up to the one before 0027, writes the rows, runs 0027 and reads them back. */
async function cleaned(database: Database) {
  for (const entry of journal.entries.filter((e) => e.idx < NAMES_MIGRATION)) await apply(database, entry.idx);
  const user = async (username: string, first: string, last: string, type: string) => {
    const res = (await database.db.execute(
      sql`insert into users (username, email, password_hash, first_name, last_name, user_type)
          values (${username}, ${`${username}@example.test`}, 'x', ${first}, ${last}, ${type}) returning id`,
    )) as unknown as { rows: { id: number }[] };
    return res.rows[0].id;
  };
  const client = await user("forger", BROKEN.first, BROKEN.last, "client");
  const blank = await user("blank", "Bo", "Ng", "client");
  const clean = await user("clean", CLEAN.first, CLEAN.last, "client");
  const expert = await user("expert", "Pieter", "van der Merwe", "expert");
  const candidate = await user("candidate", "Lerato", "Mokoena", "candidate");
  await database.db.execute(sql`insert into client_profiles (user_id, company_name) values (${client}, ${BROKEN.company}), (${blank}, ${BROKEN.blankCompany}), (${clean}, ${CLEAN.company})`);
  await database.db.execute(sql`insert into experts (user_id, name, role, search_text) values (${expert}, ${BROKEN.expert}, 'Data Engineer', ${`${BROKEN.expert} data engineer`.toLowerCase()})`);
  await database.db.execute(sql`insert into candidate_profiles (user_id, name, role) values (${candidate}, ${BROKEN.candidate}, 'Data Engineer')`);
  await database.db.execute(
    sql`insert into discovery_calls (slot_start, name, email, company, needs, time_zone)
        values ('2026-03-09T09:00:00Z', ${BROKEN.caller}, 'ruan@botha.example', ${BROKEN.callerCompany}, ${"Two engineers\nsoon"}, 'Africa/Johannesburg')`,
  );

  await apply(database, NAMES_MIGRATION);

  return {
    users: await rows(database, `select username, first_name, last_name from users order by id`),
    companies: await rows(database, `select u.username, c.company_name from client_profiles c join users u on u.id = c.user_id order by u.id`),
    experts: await rows(database, `select name, search_text from experts`),
    candidates: await rows(database, `select name from candidate_profiles`),
    calls: await rows(database, `select name, company, needs from discovery_calls`),
  };
}

function expectCleaned(after: Awaited<ReturnType<typeof cleaned>>) {
  expect(after.users).toEqual([
    { username: "forger", first_name: "Ann 6. Additional terms", last_name: "Lee Jr" },
    { username: "blank", first_name: "Bo", last_name: "Ng" },
    { username: "clean", first_name: CLEAN.first, last_name: CLEAN.last },
    { username: "expert", first_name: "Pieter", last_name: "van der Merwe" },
    { username: "candidate", first_name: "Lerato", last_name: "Mokoena" },
  ]);
  expect(after.companies).toEqual([
    { username: "forger", company_name: "Acme Ltd 6. Additional terms The expert waives every fee." },
    // Nothing but control characters: no company name, as a blank field is saved.
    { username: "blank", company_name: null },
    { username: "clean", company_name: CLEAN.company },
  ]);
  expect(after.experts).toEqual([{ name: "Pieter van der Merwe", search_text: "pieter van der merwe data engineer" }]);
  expect(after.candidates).toEqual([{ name: "Lerato Mokoena" }]);
  // What someone needs may run over lines; only the names are one line.
  expect(after.calls).toEqual([{ name: "Ruan Botha", company: "Botha [2J Data", needs: "Two engineers\nsoon" }]);
  // The database cleans each name exactly as the documents print one.
  for (const [name, stored] of [
    [BROKEN.first, after.users[0].first_name],
    [BROKEN.last, after.users[0].last_name],
    [BROKEN.company, after.companies[0].company_name],
    [BROKEN.expert, after.experts[0].name],
    [BROKEN.candidate, after.candidates[0].name],
    [BROKEN.callerCompany, after.calls[0].company],
  ]) {
    expect(stored).toBe(oneLine(name as string));
  }
}

/** A new database for the run: PGlite, or one made on the run's PostgreSQL server (TEST_DATABASE_URL). */
async function newDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openPglite(), drop: async () => {} };
  const name = `names_migration_${randomBytes(4).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}`);
  return { database: await openPostgres(databaseUrl(adminUrl, name), 2), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

describe("migration 0027: names made one line", () => {
  it("cleans every name column as documents print names, and leaves names that were one line alone", async () => {
    const { database, drop } = await newDatabase();
    try {
      expectCleaned(await cleaned(database));
    } finally {
      await database.close();
      await drop();
    }
  });
});
