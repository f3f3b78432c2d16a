// Runs once before the unit and API tests: makes the templates every test server copies, on the
// run's PostgreSQL server when TEST_DATABASE_URL names one (postgres-templates.ts), otherwise as
// embedded-database folders (pglite-templates.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testServerConfig } from "./harness";
import { buildTemplates, TEMPLATES_ENV } from "./pglite-templates";
import { buildPostgresTemplates, POSTGRES_TEMPLATES_ENV } from "./postgres-templates";

export default async function setup() {
  // Declared by both projects that start test servers (vitest.config.ts): the first makes them.
  if (process.env[TEMPLATES_ENV] || process.env[POSTGRES_TEMPLATES_ENV]) return;
  process.env.TZ = "UTC";
  process.env.NODE_ENV = "test";
  const configFor = (seed: boolean) => testServerConfig({ seed });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const drop = await buildPostgresTemplates(adminUrl, configFor);
    return async () => {
      await drop();
      delete process.env[POSTGRES_TEMPLATES_ENV];
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-templates-"));
  await buildTemplates(dir, configFor);
  process.env[TEMPLATES_ENV] = dir;
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env[TEMPLATES_ENV];
  };
}
