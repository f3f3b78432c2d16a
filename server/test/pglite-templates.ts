/**
 * Embedded databases made once per test run, migrated (and seeded), which every test server on
 * PGlite starts from as a copy: a server then starts in a fraction of the time migrating and
 * seeding a new database took, and every test still gets a database of its own. Made by the
 * unit and API tests' global set-up (server/test/global-setup.ts), which says where through
 * TEST_PGLITE_TEMPLATES; without it (a test run some other way) each server migrates and seeds.
 */
import fs from "node:fs";
import path from "node:path";
import { bootstrap } from "../bootstrap";
import type { Config } from "../config";
import { openPglite } from "../db/client";

export const TEMPLATES_ENV = "TEST_PGLITE_TEMPLATES";

const fileOf = (dir: string, seed: boolean) => path.join(dir, seed ? "seeded.tar" : "migrated.tar");

/**
 * Makes both templates in `dir` with the configuration a test server has by default. The seeded one
 * starts from a copy of the migrated one, as a test server would: a new embedded database and its
 * migrations, made once instead of twice.
 */
export async function buildTemplates(dir: string, configFor: (seed: boolean) => Config) {
  let migrated: Blob | undefined;
  for (const seed of [false, true]) {
    const database = await openPglite(undefined, { loadDataDir: migrated });
    await bootstrap(configFor(seed), { database });
    const blob = await database.dumpDataDir();
    fs.writeFileSync(fileOf(dir, seed), Buffer.from(await blob.arrayBuffer()));
    await database.close();
    migrated = blob;
  }
}

const loaded = new Map<boolean, Blob>();

/** The template's files for a new database, or undefined when this run made none. */
export function pgliteTemplate(seed: boolean): Blob | undefined {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return undefined;
  let blob = loaded.get(seed);
  if (!blob) {
    blob = new Blob([fs.readFileSync(fileOf(dir, seed))]);
    loaded.set(seed, blob);
  }
  return blob;
}
