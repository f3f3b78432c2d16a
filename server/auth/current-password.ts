// The current password, asked again before a change that a session alone must not make.
import { MESSAGES } from "@shared/constants";
import type { UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { HttpError, tooManyRequests } from "../lib/http-error";
import { verifyPassword } from "./password";
import { accountKey, addressKey, clearAttempts, countAttempt, THROTTLE } from "./throttle";

/**
 * The current password, asked again before a change a stolen session must not make alone (a new
 * password or address, erasure, two-factor set-up). It is counted like a sign-in, against the
 * same account and address counters: guesses made through a session use up the same tries, and
 * the last wrong one allowed answers 429.
 */
export async function passwordConfirms(db: Db, user: UserRow, password: string, address: string): Promise<boolean> {
  const keys = { account: accountKey(user), address: addressKey(address) };
  const counted = await countAttempt(
    db,
    [
      { key: keys.account, ...THROTTLE.account },
      { key: keys.address, ...THROTTLE.address },
    ],
    MESSAGES.tooManyAttempts,
  );
  if (await verifyPassword(password, user.passwordHash)) {
    await clearAttempts(db, [keys.account]);
    await counted.giveBack(keys.address);
    return true;
  }
  if (counted.lastUntil) throw tooManyRequests(MESSAGES.tooManyAttempts, (counted.lastUntil.getTime() - Date.now()) / 1000);
  return false;
}

/** A wrong current password: 401 naming the field, nothing more. */
export const wrongCurrentPassword = () =>
  new HttpError(401, "wrong_password", "Your current password is not correct.", [{ path: "currentPassword", message: "Your current password is not correct." }]);
