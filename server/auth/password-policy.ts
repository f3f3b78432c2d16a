// What a new password must be: at least PASSWORD_MIN_LENGTH characters (the shared schema checks
// it, so every form says so first) and not among the most common passwords, which are the ones
// tried first against any account (the list: server/lib/common-passwords.ts).
import { PASSWORD_MESSAGES } from "@shared/constants";
import { badRequest } from "../lib/http-error";
import { isCommonPassword } from "../lib/common-passwords";

export { isCommonPassword };

/** A 400 naming `field` when the new password is one of the most common. */
export function assertUncommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_MESSAGES.tooCommon, [{ path: field, message: PASSWORD_MESSAGES.tooCommon }]);
}
