// Admin two-factor sign-in (TOTP, RFC 6238; docs/decisions/044-admin-two-factor-and-audit-log.md):
// enrolment with a QR code drawn here, 10 single-use recovery codes, the code step of sign-in,
// throttling of wrong codes and refusal of a code used before.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { UserRow } from "@shared/schema";
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from "@shared/contracts/auth-two-factor";
import { act } from "../flows/act";
import type { Db } from "../db/client";
import { conflict, HttpError, tooManyRequests } from "../lib/http-error";
import * as authRepo from "./auth.repo";
import { passwordConfirms } from "./current-password";
import { clearAttempts, countAttempt, type Counted } from "./throttle";
import * as repo from "./two-factor.repo";
import { hashSecret } from "../lib/secret-hash";

const ISSUER = "Protea Talent";
const PERIOD = 30;
/** A code of the step before or after the server's also counts (clocks drift). */
const TOLERANCE_SECONDS = 30;
const CHALLENGE_MINUTES = 5;
const RECOVERY_CODES = 10;
export const TWO_FACTOR_THROTTLE = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };


/** AES-256-GCM with a key derived from the session secret: a copy of the database alone reveals no secret. */
function keyFrom(sessionSecret: string) {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "admin-two-factor", "totp-secret-v1", 32));
}

export function encryptSecret(sessionSecret: string, secret: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(":");
}

export function decryptSecret(sessionSecret: string, stored: string) {
  const [version, iv, tag, body] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable two-factor secret");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(sessionSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * Recovery codes read like `7fk2-q9dm-4xab-…`: 24 characters of Crockford's base32 (digits and
 * letters without i, l, o, u), 5 random bits each, so 120 bits: a copy of the database holds
 * only their SHA-256, and guessing one from it is out of reach.
 */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_CHARS = 24;
export const RECOVERY_CODE_BITS = RECOVERY_CHARS * 5;
function newRecoveryCode() {
  const bytes = randomBytes(RECOVERY_CHARS);
  // 32 characters: the low 5 bits of each byte pick one with no bias.
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}
/** As typed: any case, spaces and dashes anywhere, and the letters people read for 0 and 1. */
const normaliseRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[\s-]/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");

/** The 30-second step a code matched, or null. */
async function matchingStep(secret: string, code: string, afterTimeStep?: number) {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: PERIOD,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep,
  });
  return result.valid ? Math.floor(epoch / PERIOD) + result.delta : null;
}

const throttleKey = (userId: number) => `two-factor:${userId}`;

/** Counts a code attempt before the code is looked at: at most the limit's number are tried (throttle.ts). */
async function countCodeAttempt(db: Db, userId: number) {
  return countAttempt(db, [{ key: throttleKey(userId), ...TWO_FACTOR_THROTTLE }], TWO_FACTOR_MESSAGES.tooManyCodes);
}

/** A wrong code: recorded (it was counted before it was checked); the last one allowed answers 429. */
async function wrongCode(db: Db, user: UserRow, stage: "enrolment" | "sign-in", counted: Counted) {
  await act(db, "two-factor.failed", { actor: user, target: { type: "user", id: user.id }, changes: { stage } });
  if (counted.lastUntil) throw tooManyRequests(TWO_FACTOR_MESSAGES.tooManyCodes, (counted.lastUntil.getTime() - Date.now()) / 1000);
}

export async function twoFactorStatus(db: Db, user: UserRow, required: boolean): Promise<TwoFactorStatus> {
  const row = await repo.findTwoFactor(db, user.id);
  const enrolled = Boolean(row?.enrolledAt);
  return {
    enrolled,
    enrolledAt: row?.enrolledAt?.toISOString() ?? null,
    recoveryCodesLeft: enrolled ? await repo.countUnusedRecoveryCodes(db, user.id) : 0,
    required,
  };
}

export async function isTwoFactorEnrolled(db: Db, userId: number) {
  return repo.isEnrolled(db, userId);
}

/**
 * A new secret for an admin who has not enrolled yet, after the password is given again (counted
 * like a sign-in). It is shown now (QR code and text) and never again: what is stored is
 * encrypted, and no call reads it back once enrolment is confirmed.
 */
export async function beginEnrolment(db: Db, sessionSecret: string, user: UserRow, password: string, clientAddress: string): Promise<TwoFactorSetup> {
  // A session left open, or stolen, must not be enough to tie the account to someone else's phone.
  if (!(await passwordConfirms(db, user, password, clientAddress))) {
    throw new HttpError(422, "wrong_password", TWO_FACTOR_MESSAGES.wrongPassword, [{ path: "password", message: TWO_FACTOR_MESSAGES.wrongPassword }]);
  }
  const secret = generateSecret();
  if (!(await repo.proposeSecret(db, user.id, encryptSecret(sessionSecret, secret)))) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  const label = user.username ?? user.email;
  const otpauthUrl = generateURI({ issuer: ISSUER, label, secret, period: PERIOD });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUrl, qrSvg, issuer: ISSUER, label };
}

/**
 * The admin proves the app holds the secret; enrolment then takes effect, 10 recovery codes are
 * made (shown once, stored hashed) and every other sign-in of the account ends: it was made
 * with the password alone. The caller signs the current request in again.
 */
export async function confirmEnrolment(db: Db, sessionSecret: string, user: UserRow, code: string): Promise<string[]> {
  const row = await repo.findTwoFactor(db, user.id);
  if (row?.enrolledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  if (!row) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
  const counted = await countCodeAttempt(db, user.id);
  const step = await matchingStep(decryptSecret(sessionSecret, row.secretCipher), code.trim());
  if (step === null) {
    await wrongCode(db, user, "enrolment", counted);
    // Well-formed but not the current code: 422 (a 400 is for input that fails the schema).
    throw new HttpError(422, "invalid_two_factor_code", TWO_FACTOR_MESSAGES.wrongCode, [{ path: "code", message: TWO_FACTOR_MESSAGES.wrongCode }]);
  }
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction(async (tx) => {
    if (!(await repo.markEnrolled(tx, user.id, step))) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
    await repo.insertRecoveryCodes(tx, user.id, codes.map((c) => hashSecret(normaliseRecoveryCode(c))));
    await authRepo.deleteAllCredentials(tx, user.id);
    await act(tx, "two-factor.enrolled", { actor: user, target: { type: "user", id: user.id } });
  });
  await clearAttempts(db, [throttleKey(user.id)]);
  return codes;
}

/** After the password: a short-lived ticket for the code step (no session, no token yet). */
export async function startChallenge(db: Db, user: UserRow) {
  const challenge = randomBytes(32).toString("base64url");
  await repo.insertChallenge(db, user.id, hashSecret(challenge), new Date(Date.now() + CHALLENGE_MINUTES * 60_000));
  return challenge;
}

/**
 * The code step: the ticket from the password step and a current code (each code once) or an
 * unused recovery code. Answers the user to sign in and how they proved it.
 */
export async function completeChallenge(db: Db, sessionSecret: string, challenge: string, code: string): Promise<{ user: UserRow; method: "code" | "recovery-code" }> {
  const ticket = challenge.length <= 200 ? await repo.findChallenge(db, hashSecret(challenge)) : undefined;
  if (!ticket) throw new HttpError(401, "two_factor_challenge_expired", TWO_FACTOR_MESSAGES.challengeExpired);
  const user = await authRepo.findUserById(db, ticket.userId);
  const row = user && (await repo.findTwoFactor(db, ticket.userId));
  if (!user || !row?.enrolledAt) throw new HttpError(401, "two_factor_challenge_expired", TWO_FACTOR_MESSAGES.challengeExpired);
  const counted = await countCodeAttempt(db, user.id);

  const typed = code.trim();
  let method: "code" | "recovery-code" | null = null;
  if (/^\d{6}$/.test(typed)) {
    const step = await matchingStep(decryptSecret(sessionSecret, row.secretCipher), typed, row.lastTimeStep);
    if (step !== null && (await repo.takeTimeStep(db, user.id, step))) method = "code";
  } else if (await repo.useRecoveryCode(db, user.id, hashSecret(normaliseRecoveryCode(typed)))) {
    method = "recovery-code";
  }
  if (!method) {
    await wrongCode(db, user, "sign-in", counted);
    throw new HttpError(401, "invalid_two_factor_code", TWO_FACTOR_MESSAGES.wrongCode);
  }
  await repo.deleteChallenge(db, ticket.id);
  await clearAttempts(db, [throttleKey(user.id)]);
  return { user, method };
}

/**
 * The operator's way back in for an admin who lost both the authenticator and the recovery codes
 * (or whose secret no longer decrypts after SESSION_SECRET changed): `npm run admin:reset-two-factor`.
 * Removes the second factor and ends every session and token of that admin, in one transaction,
 * recorded in the audit log. The admin then signs in with the password and enrols again (or is
 * asked to, with ADMIN_REQUIRE_2FA). `login` is the username or e-mail address of an admin.
 */
export async function resetTwoFactor(db: Db, login: string): Promise<{ userId: number; wasEnrolled: boolean } | null> {
  return db.transaction(async (tx) => {
    const user = await authRepo.findUserByIdentifier(tx, login.trim());
    if (!user || !user.isAdmin) return null;
    const wasEnrolled = await repo.deleteTwoFactor(tx, user.id);
    await authRepo.deleteAllCredentials(tx, user.id);
    await act(tx, "two-factor.reset", { actor: null, actorName: "operator (command line)", target: { type: "user", id: user.id }, changes: { wasEnrolled } });
    return { userId: user.id, wasEnrolled };
  });
}
