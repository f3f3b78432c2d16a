// The most common passwords, the ones tried first against any account (server/lib/common-passwords.txt,
// made by scripts/make-common-passwords.mjs): the server's alone, too big for the browser to load.
// Read by the password policy (server/auth/password-policy.ts) and by the configuration's check of
// the admin's password at start.
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./project-root";

const LIST_FILE = path.join(PROJECT_ROOT, "server/lib/common-passwords.txt");

let common: Set<string> | undefined;
function commonPasswords() {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

/** Whether a password is on the list, whatever its case. */
export function isCommonPassword(password: string) {
  return commonPasswords().has(password.normalize("NFKC").toLowerCase());
}
