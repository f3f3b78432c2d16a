// What a new password must be: at least PASSWORD_MIN_LENGTH characters (the shared schema checks
// it, so every form says so first) and not among the most common passwords, which are the ones
// tried first against any account. The list (common-passwords.txt, made by
// scripts/make-common-passwords.mjs) is the server's alone: too big for the browser to load.
import fs from "node:fs";
import { PASSWORD_MESSAGES } from "@shared/constants";
import { badRequest } from "../lib/http-error";

const LIST_FILE = new URL("./common-passwords.txt", import.meta.url);

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

/** A 400 naming `field` when the new password is one of the most common. */
export function assertUncommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_MESSAGES.tooCommon, [{ path: field, message: PASSWORD_MESSAGES.tooCommon }]);
}
