// The operator's command itself: its usage, a password it refuses, and an answer that changes
// nothing for a login that is no admin, against a real (embedded) database in a directory of its
// own. What setting the password does is tested in server/auth/admin-account.api.test.ts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "set-admin-password-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(input: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/set-admin-password.ts"), ...args], { cwd: root, env, input, encoding: "utf8", timeout: 120_000 });
}

describe("npm run admin:set-password", () => {
  it("says how to use it when no login is given", () => {
    const result = run("");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: npm run admin:set-password -- <admin username or e-mail>");
  });

  it("refuses a password that breaks the rules before it opens the database", () => {
    const result = run("short\n", "admin");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Password must be at least");
    expect(result.stderr).toContain("Nothing was changed.");
  });

  it("changes nothing, and says so, for a login that is no admin", () => {
    const result = run("a-long-enough-password\n", "nobody-here");
    expect(result.stderr).toContain('No admin account signs in as "nobody-here". Nothing was changed.');
    expect(result.status).toBe(1);
  }, 130_000);
});
