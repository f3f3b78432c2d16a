/**
 * The account flows that run through a link we e-mail: a password reset and the proof that an
 * address is the user's (docs/decisions/043-password-reset-and-verified-e-mail.md). A link is
 * single-use, expires, and is stored only as a SHA-256 of its random token; its mail goes
 * through the outbox in the same transaction as the token.
 */
import { randomBytes } from "node:crypto";
import { ACCOUNT_LINK_SECONDS, ACCOUNT_MESSAGES } from "@shared/constants";
import type { AccountTokenPurpose, UserRow } from "@shared/schema";
import type { ActName } from "@shared/acts";
import { act } from "../flows/act";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../lib/db-errors";
import { HttpError, conflict } from "../lib/http-error";
import * as repo from "./auth.repo";
import { accountKey, clearAttempts, countAttempt, THROTTLE } from "./throttle";
import { passwordConfirms, wrongCurrentPassword } from "./current-password";
import { hashPassword } from "./password";
import { assertUncommonPassword } from "./password-policy";
import { hashSecret } from "../lib/secret-hash";

/** Where each link opens: the token rides in the fragment, which browsers never send to a server. */
const LINK_PATH: Record<AccountTokenPurpose, string> = { "password-reset": "/reset-password", "verify-email": "/verify-email" };

/** Re-sent verification mails: per account, fewer than sign-in failures (each one is a mail). */
export const RESEND_THROTTLE = { limit: 3, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };


function newLink(purpose: AccountTokenPurpose) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ACCOUNT_LINK_SECONDS[purpose] * 1000),
    path: `${LINK_PATH[purpose]}#token=${token}`,
  };
}

/** The act of mailing each kind of link. */
const LINK_MAILED = { "password-reset": "password-reset.requested", "verify-email": "email.verification-requested" } as const satisfies Record<AccountTokenPurpose, ActName>;

/** Writes a link for the user's address and queues its mail, inside the caller's transaction. */
async function mailLink(tx: Db, user: Pick<UserRow, "id" | "email">, purpose: AccountTokenPurpose, link = newLink(purpose)) {
  await repo.insertAccountToken(tx, { userId: user.id, purpose, tokenHash: link.tokenHash, email: user.email, expiresAt: link.expiresAt });
  await act(tx, LINK_MAILED[purpose], { mail: { userId: user.id, toAddress: user.email, link: link.path } });
}

// --- password reset -------------------------------------------------------------

export const resetRequested = { success: true, message: ACCOUNT_MESSAGES.resetRequested } as const;

/**
 * 'Forgot password?'. The answer is the same whether or not an account uses the address, and so
 * is the work: a token is made and hashed and a transaction runs either way; only the two rows
 * (the token and its mail) are written for a real account. Throttled per address asked for and
 * per client address, like sign-in, and the same for addresses with and without an account.
 */
export async function requestPasswordReset(db: Db, email: string, clientAddress: string) {
  await countAttempt(
    db,
    [
      { key: `reset:account:${email.toLowerCase()}`, ...THROTTLE.account },
      { key: `reset:address:${clientAddress}`, ...THROTTLE.address },
    ],
    ACCOUNT_MESSAGES.tooManyResetRequests,
  );
  const link = newLink("password-reset");
  const user = await repo.findUserByEmail(db, email);
  await db.transaction(async (tx) => {
    if (user) await mailLink(tx, user, "password-reset", link);
  });
  return resetRequested;
}

const linkError = (code: "link_invalid" | "link_used" | "link_expired") =>
  new HttpError(400, code, code === "link_expired" ? ACCOUNT_MESSAGES.linkExpired : code === "link_used" ? ACCOUNT_MESSAGES.linkUsed : ACCOUNT_MESSAGES.linkInvalid, [
    { path: "token", message: code === "link_expired" ? ACCOUNT_MESSAGES.linkExpired : code === "link_used" ? ACCOUNT_MESSAGES.linkUsed : ACCOUNT_MESSAGES.linkInvalid },
  ]);

/**
 * Finds a link that still works, or throws the reason it does not. Every refusal counts against
 * the client's address (a guessed token is refused like a failed sign-in, and as often).
 */
async function usableLink(db: Db, purpose: AccountTokenPurpose, token: string, clientAddress: string) {
  const key = `link:address:${clientAddress}`;
  const counted = await countAttempt(db, [{ key, ...THROTTLE.address }], ACCOUNT_MESSAGES.tooManyResetRequests);
  const found = await repo.findAccountToken(db, purpose, hashSecret(token));
  const reason = !found
    ? "link_invalid"
    : found.token.usedAt
      ? "link_used"
      : found.token.expiresAt.getTime() <= Date.now()
        ? "link_expired"
        : found.token.email.toLowerCase() !== found.userEmail.toLowerCase()
          ? "link_invalid"
          : null;
  if (reason || !found) throw linkError(reason ?? "link_invalid");
  await counted.giveBack(key);
  return found.token;
}

/**
 * Sets a new password from a reset link. In one transaction: the link is used (once: a second
 * request with it loses the race), the password changes, every other reset link of the account
 * stops working, and every session and bearer token of the account ends. The mailbox received
 * the link, so the address counts as verified too.
 */
export async function resetPassword(db: Db, token: string, password: string, clientAddress: string, cost: number) {
  // Before the link is looked at: a refused password must not use it up.
  assertUncommonPassword(password, "password");
  const link = await usableLink(db, "password-reset", token, clientAddress);
  const passwordHash = await hashPassword(password, cost);
  const user = await db.transaction(async (tx) => {
    if (!(await repo.useAccountToken(tx, link.id))) throw linkError("link_used");
    await repo.updateUserPassword(tx, link.userId, passwordHash);
    await repo.retireAccountTokens(tx, link.userId, "password-reset");
    await repo.deleteAllCredentials(tx, link.userId);
    await repo.setEmailVerified(tx, link.userId, link.email);
    const changed = await repo.findUserById(tx, link.userId);
    if (changed) await act(tx, "password.changed", { actor: changed, target: { type: "user", id: changed.id }, changes: { via: "reset-link" } });
    return changed;
  });
  // Whoever was locked out by failed sign-ins may sign in with the new password at once.
  if (user) await clearAttempts(db, [accountKey(user)]);
  return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
}

// --- verified e-mail ------------------------------------------------------------

/** A new account's first verification mail, in the transaction that makes the account. */
export async function startVerification(tx: Db, user: Pick<UserRow, "id" | "email">) {
  await mailLink(tx, user, "verify-email");
}

/** Proves the address the link was sent to. Signed in or not: the link itself is the proof. */
export async function verifyEmail(db: Db, token: string, clientAddress: string) {
  const link = await usableLink(db, "verify-email", token, clientAddress);
  await db.transaction(async (tx) => {
    if (!(await repo.useAccountToken(tx, link.id))) throw linkError("link_used");
    if (!(await repo.setEmailVerified(tx, link.userId, link.email))) throw linkError("link_invalid");
    await repo.retireAccountTokens(tx, link.userId, "verify-email");
  });
  return { success: true as const, message: ACCOUNT_MESSAGES.emailVerified };
}

/** A new verification link for the signed-in user; earlier ones stop working. Throttled per account. */
export async function resendVerification(db: Db, user: UserRow) {
  if (await repo.findEmailVerifiedAt(db, user.id)) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
  await countAttempt(db, [{ key: `verify:account:${user.id}`, ...RESEND_THROTTLE }], ACCOUNT_MESSAGES.tooManyVerificationMails);
  await db.transaction(async (tx) => {
    await repo.retireAccountTokens(tx, user.id, "verify-email");
    await mailLink(tx, user, "verify-email");
  });
  return { success: true as const, message: ACCOUNT_MESSAGES.verificationSent };
}

/** A client's pre-booking (or requisition) waits for a verified address: 403 with a code the screen explains. */
export function assertEmailVerified(user: UserRow, message: string = ACCOUNT_MESSAGES.verifyBeforePreBooking) {
  if (!user.emailVerifiedAt) throw new HttpError(403, "email_unverified", message);
}

/** An admin cannot activate an expert (or a candidate as one) whose address is not verified. */
export async function assertCanActivate(db: Db, userId: number) {
  if (!(await isEmailVerified(db, userId))) throw new HttpError(409, "email_unverified", ACCOUNT_MESSAGES.expertNotVerified);
}

/** Whether the user's address is verified now (read from the database, not the request's copy). */
export async function isEmailVerified(db: Db, userId: number) {
  return (await repo.findEmailVerifiedAt(db, userId)) !== null;
}

/** The account status the dashboards show: the address and whether it is verified. */
export async function accountStatus(db: Db, user: UserRow) {
  const verifiedAt = await repo.findEmailVerifiedAt(db, user.id);
  return { email: user.email, emailVerified: verifiedAt !== null, emailVerifiedAt: verifiedAt?.toISOString() ?? null };
}

/**
 * A new address for the account, confirmed with the current password. It is unverified until
 * its owner opens the link mailed to it (unless verification is off); links sent to the old
 * address, reset links included, stop working.
 */
export async function changeEmail(db: Db, user: UserRow, email: string, currentPassword: string, verification: "required" | "off", address: string) {
  if (!(await passwordConfirms(db, user, currentPassword, address))) throw wrongCurrentPassword();
  if (email.toLowerCase() === user.email.toLowerCase()) return accountStatus(db, user);
  const taken = () => new HttpError(409, "conflict", "An account with this email already exists.", [{ path: "email", message: "An account with this email already exists." }]);
  if (await repo.findUserByEmail(db, email)) throw taken();
  try {
    const updated = await db.transaction(async (tx) => {
      // The address being replaced is told, without a link: if this was not its owner, they learn of it.
      await act(tx, "email.changed", { mail: { userId: user.id, toAddress: user.email, link: null } });
      const row = await repo.updateUserEmail(tx, user.id, email, verification === "off");
      await repo.retireAccountTokens(tx, user.id, "verify-email");
      await repo.retireAccountTokens(tx, user.id, "password-reset");
      if (verification === "required") await mailLink(tx, row, "verify-email");
      return row;
    });
    return accountStatus(db, updated);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

// --- signing out everywhere -----------------------------------------------------

/** Ends every session and bearer token of the user, the caller's own included. */
/** Ends every sign-in of an account at once, in the caller's transaction (a member removed from their company). */
export async function endEverySignIn(tx: Db, userId: number) {
  await repo.deleteAllCredentials(tx, userId);
}

export async function signOutEverywhere(db: Db, user: UserRow) {
  await repo.deleteAllCredentials(db, user.id);
}
