import { randomBytes } from "node:crypto";
import { MESSAGES } from "@shared/constants";
import type { z } from "zod";
import type { registerCandidateSchema } from "@shared/contracts/candidates";
import type { NewUserRow, UserRow } from "@shared/schema";
import { act } from "../flows/act";
import { COMPANY_MESSAGES } from "@shared/contracts/companies";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../lib/db-errors";
import { conflict, forbidden, tooManyRequests, unauthorized } from "../lib/http-error";
import * as repo from "./auth.repo";
import { startVerification } from "./account-links.service";
import { passwordConfirms, wrongCurrentPassword } from "./current-password";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password";
import { assertUncommonPassword } from "./password-policy";
import { accountKey, addressKey, clearAttempts, countAttempt, THROTTLE, throttleKeysOf, unknownNameKey, type Limit } from "./throttle";
import type { RequestCredentials } from "../lib/guards";
import { hashSecret } from "../lib/secret-hash";
import { daysAfter } from "@shared/calendar";

const TOKEN_TTL_DAYS = 30;

/** Sign-in attempts: per account, and (more generously) per client address. */
export { THROTTLE, throttleKeysOf };
export { passwordConfirms, wrongCurrentPassword };


export async function issueToken(db: Db, userId: number) {
  const token = randomBytes(32).toString("base64url");
  const tokenId = await repo.insertToken(db, userId, hashSecret(token), daysAfter(new Date(), TOKEN_TTL_DAYS));
  return { token, tokenId };
}

export async function userForToken(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  return repo.findUserByTokenHash(db, hashSecret(token));
}

/**
 * Checks a sign-in. The attempt is counted against the account (or the name tried, when no account
 * has it) and the client's address before the password is looked at, so a burst of guesses sent
 * at once gets at most the limit's number of answers (throttle.ts). A right password clears the
 * account's count and gives back the address's.
 */
export async function authenticate(db: Db, identifier: string, password: string, address: string, cost: number): Promise<UserRow> {
  const user = identifier ? await repo.findUserByIdentifier(db, identifier) : undefined;
  const keys = { account: user ? accountKey(user) : unknownNameKey(identifier), address: addressKey(address) };
  const counted = await countAttempt(
    db,
    [
      { key: keys.account, ...THROTTLE.account },
      { key: keys.address, ...THROTTLE.address },
    ],
    MESSAGES.tooManyAttempts,
  );
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password, cost), false);
  if (!ok || !user) {
    // Who by id only: what was typed is kept nowhere (it may be someone's address mistyped, and the
    // log cannot forget it later); nor, ever, the password.
    await act(db, "sign-in.failed", user ? { actor: user, target: { type: "user", id: user.id } } : { actor: null, changes: { account: "unknown" } });
    // The last try allowed, and wrong: say so now rather than invite another.
    if (counted.lastUntil) throw tooManyRequests(MESSAGES.tooManyAttempts, (counted.lastUntil.getTime() - Date.now()) / 1000);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  await clearAttempts(db, [keys.account]);
  await counted.giveBack(keys.address);
  // The right password of a member removed from their company: say why they cannot come in.
  if (user.userType === "client" && (await repo.isRemovedMember(db, user.id))) throw forbidden(COMPANY_MESSAGES.accessRemoved);
  // A hash made at a lower cost than today's is made again now, while the password is at hand.
  if (needsRehash(user.passwordHash, cost)) {
    const passwordHash = await hashPassword(password, cost);
    if (await repo.replacePasswordHash(db, user.id, user.passwordHash, passwordHash)) return { ...user, passwordHash };
  }
  return user;
}

async function assertNewAccount(db: Db, email: string, username?: string | null) {
  const existing = await repo.findUserByEmailOrUsername(db, email, username);
  if (existing) {
    const what = existing.email.toLowerCase() === email.toLowerCase() ? "email" : "username";
    throw conflict(`An account with this ${what} already exists.`);
  }
}

/** Whether a new address must be proven (config EMAIL_VERIFICATION). */
export type EmailVerification = "required" | "off";

/** How a sign-up is made: the address rule, and who asks, for the registration limits. */
export interface SignUpContext {
  verification: EmailVerification;
  clientAddress: string;
  /** Sign-ups allowed per client address per hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR). */
  perAddressPerHour: number;
  /** The cost of the new password's hash (config `passwordCost`). */
  passwordCost: number;
}

/** Sign-ups per e-mail address asked for: each one mails that address, so few. */
export const REGISTRATION_THROTTLE = { email: { limit: 3, windowSeconds: 3600, lockSeconds: 3600 } } satisfies Record<string, Limit>;

/**
 * Counts a sign-up against the client's address and the e-mail address it is for, before anything
 * is looked up or written: bulk accounts, and verification mail to any address, stop at the limit
 * however many requests arrive together. Every sign-up counts, made or refused.
 */
async function countSignUp(db: Db, email: string, ctx: SignUpContext) {
  await countAttempt(
    db,
    [
      { key: `register:email:${email.toLowerCase()}`, ...REGISTRATION_THROTTLE.email },
      { key: `register:address:${ctx.clientAddress}`, limit: ctx.perAddressPerHour, windowSeconds: 3600, lockSeconds: 3600 },
    ],
    MESSAGES.tooManySignUps,
  );
}

type NewAccount = Pick<NewUserRow, "email" | "username" | "firstName" | "lastName" | "userType"> & { password: string };

/** A sign-up's context from the settings and the request's address. */
export const signUpContext = (config: Config, clientAddress: string | undefined): SignUpContext => ({
  verification: config.emailVerification,
  clientAddress: clientAddress ?? "unknown",
  perAddressPerHour: config.registrationsPerAddressPerHour,
  passwordCost: config.passwordCost,
});

/**
 * The one way an account is made: refused with 409 when its e-mail or username is taken (also when
 * two sign-ups race, then with `raceMessage`). `withProfile` writes the account's other rows in the
 * same transaction: the domain whose sign-up it is (a client's company and working hours, an
 * expert's profile) passes it in.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  raceMessage: string,
  ctx: SignUpContext,
  withProfile?: (tx: Db, user: UserRow) => Promise<unknown>,
) {
  const { verification } = ctx;
  assertUncommonPassword(account.password, "password");
  await countSignUp(db, account.email, ctx);
  await assertNewAccount(db, account.email, account.username);
  const { password, ...fields } = account;
  const values = { ...fields, passwordHash: await hashPassword(password, ctx.passwordCost), emailVerifiedAt: verification === "off" ? new Date() : null };
  try {
    // The account, its profile and its verification mail: all or nothing.
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, values);
      if (withProfile) await withProfile(tx, user);
      if (verification === "required") await startVerification(tx, user);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(raceMessage);
    throw err;
  }
}

/** A candidate account: signs in like everyone else, then uploads a profile. */
export async function registerCandidate(db: Db, input: z.output<typeof registerCandidateSchema>, ctx: SignUpContext) {
  const { username, email, password, firstName, lastName } = input;
  return createAccount(db, { username, email, password, firstName, lastName, userType: "candidate" }, "An account with this username or email already exists.", ctx);
}

/**
 * Logout: the bearer token sent, the token handed out with this session, and the session begun
 * with that token all stop working, whichever of the two the caller signs out with.
 */
export async function endCredentials(db: Db, opts: { bearer?: string; tokenIds: (number | undefined)[]; userId?: number }) {
  if (opts.bearer) await repo.deleteTokenByHash(db, hashSecret(opts.bearer));
  for (const id of new Set(opts.tokenIds)) {
    if (!id) continue;
    await repo.deleteToken(db, id);
    if (opts.userId) await repo.deleteSessionsOfToken(db, opts.userId, id);
  }
}


/**
 * Whether every credential a long-lived request (a live stream) was opened with still stands:
 * signing out with either, a password change or expiry ends it.
 */
export async function credentialsStillValid(db: Db, userId: number, creds: RequestCredentials) {
  const live = await repo.liveCredentials(db, userId, creds);
  return (!creds.sessionId || live.session) && (!creds.tokenId || live.token);
}

/** How long attempt counters and spent account links are kept (docs/decisions/058-what-we-keep-and-for-how-long.md). */
export const AUTH_RETENTION = { attemptCounterHours: 24, spentLinkDays: 7 };

/** The retention job's part: stale attempt counters and spent links, up to `batch` of each. */
export async function purgeStaleAttemptsAndLinks(db: Db, batch: number) {
  const attempts = await repo.deleteStaleAttempts(db, AUTH_RETENTION.attemptCounterHours, batch);
  const links = await repo.deleteSpentAccountTokens(db, AUTH_RETENTION.spentLinkDays, batch);
  return { attempts, links };
}

/** Housekeeping: tokens and sessions past their expiry are deleted. */
export async function deleteExpiredCredentials(db: Db) {
  await repo.deleteExpiredCredentials(db);
}

export async function changePassword(db: Db, user: UserRow, currentPassword: string, newPassword: string, address: string, cost: number) {
  assertUncommonPassword(newPassword, "newPassword");
  if (!(await passwordConfirms(db, user, currentPassword, address))) throw wrongCurrentPassword();
  const passwordHash = await hashPassword(newPassword, cost);
  // The new password and the end of every other session and token of this account are one
  // change: a failure (or a crash) half-way must not leave the new password with old sessions alive.
  await db.transaction(async (tx) => {
    await repo.updateUserPassword(tx, user.id, passwordHash);
    await repo.deleteAllCredentials(tx, user.id);
    await act(tx, "password.changed", { actor: user, target: { type: "user", id: user.id } });
    // A reset link mailed before the change would undo it: it stops working too.
    await repo.retireAccountTokens(tx, user.id, "password-reset");
  });
}

/**
 * The operator's way to set an admin's password from the server's shell (`npm run
 * admin:set-password`): for a rotation, or an admin who forgot it where no mail is sent. As a
 * password change does, it ends every session and token of the account and every reset link, and
 * it clears the account's sign-in counter; recorded in the audit log. `login` is the username or
 * e-mail address of an admin; null when no admin has it (nothing changes).
 */
export async function setAdminPassword(db: Db, login: string, newPassword: string, cost: number): Promise<{ userId: number } | null> {
  const user = await repo.findUserByIdentifier(db, login.trim());
  if (!user || !user.isAdmin) return null;
  const passwordHash = await hashPassword(newPassword, cost);
  await db.transaction(async (tx) => {
    await repo.updateUserPassword(tx, user.id, passwordHash);
    await repo.deleteAllCredentials(tx, user.id);
    await repo.retireAccountTokens(tx, user.id, "password-reset");
    await act(tx, "password.changed", { actor: null, actorName: "operator (command line)", target: { type: "user", id: user.id }, changes: { via: "command-line" } });
  });
  await clearAttempts(db, [accountKey(user)]);
  return { userId: user.id };
}

/** A completed sign-in, with how the person proved who they are. */
export async function recordSignIn(db: Db, user: UserRow, method: "password" | "code" | "recovery-code") {
  await act(db, "sign-in", { actor: user, target: { type: "user", id: user.id }, changes: { method } });
}

