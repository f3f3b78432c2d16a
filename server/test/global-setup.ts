// Runs once before the unit and API tests: makes the embedded-database templates every test server
// on PGlite copies (pglite-templates.ts). Tests on a PostgreSQL server (TEST_DATABASE_URL) make
// their databases as before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testServerConfig } from "./harness";
import { buildTemplates, TEMPLATES_ENV } from "./pglite-templates";

export default async function setup() {
  // Declared by both projects that start test servers (vitest.config.ts): the first makes them.
  if (process.env.TEST_DATABASE_URL || process.env[TEMPLATES_ENV]) return;
  process.env.TZ = "UTC";
  process.env.NODE_ENV = "test";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-templates-"));
  await buildTemplates(dir, (seed) => testServerConfig({ seed }));
  process.env[TEMPLATES_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
