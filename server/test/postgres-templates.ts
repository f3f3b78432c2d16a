/**
 * PostgreSQL databases made once per test run, migrated (and seeded), which every test server on
 * the run's PostgreSQL server (TEST_DATABASE_URL) copies with `CREATE DATABASE … TEMPLATE`: a copy
 * takes a fraction of the time migrating and seeding a new database took, and every test still
 * gets a database of its own. Made by the tests' global set-up (server/test/global-setup.ts), which
 * names them through TEST_POSTGRES_TEMPLATES; without it each server migrates and seeds its own.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { bootstrap } from "../bootstrap";
import type { Config } from "../config";
import { openPostgres } from "../db/client";

export const POSTGRES_TEMPLATES_ENV = "TEST_POSTGRES_TEMPLATES";

interface TemplateNames {
  migrated: string;
  seeded: string;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database. */
export async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Makes both templates with the configuration a test server has by default; returns how to drop them. */
export async function buildPostgresTemplates(adminUrl: string, configFor: (seed: boolean) => Config): Promise<() => Promise<void>> {
  const tag = randomBytes(4).toString("hex");
  const names: TemplateNames = { migrated: `template_migrated_${tag}`, seeded: `template_seeded_${tag}` };
  for (const seed of [false, true]) {
    const name = seed ? names.seeded : names.migrated;
    await onServer(adminUrl, `create database ${name}`);
    const database = await openPostgres(databaseUrl(adminUrl, name), 4);
    try {
      await bootstrap(configFor(seed), { database });
    } finally {
      // A template must have no connection open while it is copied.
      await database.close();
    }
  }
  process.env[POSTGRES_TEMPLATES_ENV] = JSON.stringify(names);
  return async () => {
    for (const name of Object.values(names)) await onServer(adminUrl, `drop database if exists ${name} with (force)`);
  };
}

/** The template to copy for a new database, or undefined when this run made none. */
export function postgresTemplate(seed: boolean): string | undefined {
  const raw = process.env[POSTGRES_TEMPLATES_ENV];
  if (!raw) return undefined;
  const names = JSON.parse(raw) as TemplateNames;
  return seed ? names.seeded : names.migrated;
}
