import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { PRE_BOOKING_EXPIRY } from "@shared/flows/pre-booking";
import { BRAND_NAME } from "@shared/constants";
import type { Office } from "@shared/discovery-slots";
import { isKnownTimeZone, zoneCity } from "@shared/wall-clock";
import { isCommonPassword } from "./lib/common-passwords";
import { DEFAULT_DISCOVERY_HOURS, parseDiscoveryHours } from "@shared/discovery-hours";

/** The cost of password hashes (log2 of scrypt's N; server/auth/password.ts hashes with it). */
export const PASSWORD_COST = {
  /** N = 2^17: about 128 MiB and some 0.4 s of one core per hash. */
  standard: 17,
  /** The tests sign in thousands of times; what they test is the same at N = 2^14. */
  tests: 14,
} as const;

/** The environment, parsed and checked once at start. No other file reads process.env. */

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : ["true", "1", "yes"].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))
  .refine((v) => v === undefined || /^https?:\/\//.test(v) || v.startsWith("/"), "must be an http(s) URL or a path starting with /");

/** A whole number within bounds; empty means unset (the default). "abc" gets a message, not "received NaN". */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
};

/** Like wholeNumber, with no default: undefined when unset, so the caller can choose one. */
const optionalWholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
};

/** How long a notice's mail waits for the recipient's next notices (one digest for a burst), unless MAIL_DIGEST_HOLD_SECONDS says otherwise. */
export const DEFAULT_MAIL_DIGEST_HOLD_SECONDS = 60;

/** The event loop's lag past which requests are refused in production, unless OVERLOAD_MAX_LAG_MS says otherwise. */
export const DEFAULT_OVERLOAD_MAX_LAG_MS = 70;
/**
 * The target wait for a pooled database connection in production, unless
 * OVERLOAD_MAX_CONNECTION_WAIT_MS says otherwise: CoDel's own target (5 ms over 100 ms intervals),
 * a wait no request that is served in time needs (db/connection-waits.ts).
 */
export const DEFAULT_OVERLOAD_MAX_CONNECTION_WAIT_MS = 5;

/** Server processes by default on PostgreSQL: one per CPU, at most this many (see webConcurrency). */
export const MAX_DEFAULT_WEB_CONCURRENCY = 4;

/** An address that says it reads no replies ("no-reply@", "noreply@", "donotreply@"…). */
const NO_REPLY = /\b(no-?reply|do-?not-?reply)\b/i;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(0, 65535, 5000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  DATABASE_LISTEN_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 20),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000, 15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(0, 3_600_000, 10_000),
  WEB_CONCURRENCY: optionalWholeNumber(1, 64),
  OVERLOAD_MAX_LAG_MS: optionalWholeNumber(0, 10_000),
  OVERLOAD_MAX_CONNECTION_WAIT_MS: optionalWholeNumber(0, 10_000),
  PUBLIC_MAX_AGE_SECONDS: wholeNumber(0, 86_400, 30),
  PUBLIC_STALE_SECONDS: wholeNumber(0, 86_400, 60),
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, "must be at least 8 characters"),
  ADMIN_EMAIL: optionalString,
  ADMIN_REQUIRE_2FA: bool,
  SEED_DEMO_DATA: bool,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  TRUST_PROXY: bool,
  CAREERS_URL: optionalUrl,
  CONTACT_EMAIL: z.string().email().default("hello@proteatalent.com"),
  CONTACT_PHONE: z.string().default("+27 21 555 0134"),
  PUBLIC_URL: optionalUrl,
  SCHEDULING_EMBED_URL: optionalUrl,
  TRACKING_SCRIPT_URL: optionalUrl,
  // The pre-booking flow declares the expiry and its default days; an operator may change them here.
  PREBOOKING_EXPIRY_DAYS: wholeNumber(1, 90, PRE_BOOKING_EXPIRY.days!),
  CV_RETENTION_DAYS: wholeNumber(1, 3650, 180),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/]/.test(v), "must start with smtp:// or smtps:// and name a server"),
  MAIL_FROM: optionalString.refine((v) => v === undefined || /^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(v), "must be an address, e.g. Protea Talent <no-reply@example.com>"),
  // Where replies to our mail go, and the organizer of interview invitations: a mailbox someone reads.
  MAIL_REPLY_TO: optionalString
    .refine((v) => v === undefined || /^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(v), "must be an address, e.g. Protea Talent <hello@example.com>")
    .refine((v) => v === undefined || !NO_REPLY.test(v), "must be a mailbox someone reads: replies to invitations go to it, so never a no-reply address"),
  MAIL_DIGEST_HOLD_SECONDS: wholeNumber(0, 3600, DEFAULT_MAIL_DIGEST_HOLD_SECONDS),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: wholeNumber(1, 100_000, 20),
  UPLOADS_AT_ONCE: wholeNumber(1, 1000, 8),
  EMAIL_VERIFICATION: z.enum(["required", "off"], { error: "must be required or off" }).default("required"),
  DISCOVERY_HOURS: optionalString,
  // One office's zone and hours, the older setting: read only when DISCOVERY_HOURS is unset.
  DISCOVERY_TIME_ZONE: optionalString,
  DISCOVERY_DAY_START: optionalString.refine((v) => v === undefined || /^\d{2}:\d{2}$/.test(v), "must be HH:MM"),
  DISCOVERY_DAY_END: optionalString.refine((v) => v === undefined || /^\d{2}:\d{2}$/.test(v), "must be HH:MM"),
  DISCOVERY_DAYS_AHEAD: wholeNumber(1, 90, 21),
  // 32 bytes as 64 hex digits: the key that seals experts' bank accounts (docs/decisions/094-*).
  PAYOUT_ACCOUNT_KEY: optionalString.refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v), "must be 64 hexadecimal digits (32 random bytes, e.g. openssl rand -hex 32)"),
  // The business's own account the payouts are paid from, as the bank's batch names it.
  PAYOUT_DEBTOR_ACCOUNT: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9]{6,34}$/.test(v), "must be 6 to 34 letters and digits (an account number or IBAN)"),
  PAYOUT_DEBTOR_NAME: optionalString,
  MEETING_URL_TEMPLATE: optionalString.refine(
    (v) => v === undefined || (/^https:\/\/[^/]/.test(v) && v.includes("{id}") && URL.canParse(v.replace("{id}", "x"))),
    "must be an https URL with {id} where the meeting's own key goes, e.g. https://meet.example.com/protea-{id}",
  ),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * A direct connection to PostgreSQL for LISTEN and the start-up's locks, when DATABASE_URL goes
   * through a pooler in transaction mode (docs/deploy.md); DATABASE_URL when unset.
   */
  databaseListenUrl?: string;
  /** Database connections per server process. */
  databasePoolSize: number;
  /** statement_timeout and idle_in_transaction_session_timeout of each pooled connection, in ms; 0 is none. */
  databaseTimeouts: { statementMs: number; idleInTransactionMs: number };
  /**
   * Server processes sharing the port (node:cluster); 1 runs the server in this process. On
   * PostgreSQL the default is one per CPU, at most MAX_DEFAULT_WEB_CONCURRENCY (so the default pools
   * stay within PostgreSQL's default 100 connections); the embedded database allows one only.
   */
  webConcurrency: number;
  /**
   * Requests are refused (503, Retry-After) while the event loop runs later than this, in ms
   * (lib/overload.ts); 0 is never.
   */
  overloadMaxLagMs: number;
  /**
   * While every request for a pooled database connection over 100 ms waited longer than this, in
   * ms, requests are refused with 503 (db/connection-waits.ts, lib/overload.ts; PostgreSQL only);
   * 0 never.
   */
  overloadMaxConnectionWaitMs: number;
  /**
   * Caching headers of the public reads answered to visitors without credentials (experts, blog):
   * max-age and stale-while-revalidate, in seconds (lib/http-cache.ts).
   */
  publicCache: { maxAgeSeconds: number; staleSeconds: number };
  dataDir: string;
  sessionSecret: string;
  admin: { username: string; password: string; email: string; isDevDefault: boolean };
  /** log2 of scrypt's N for new password hashes: 17 (OWASP's figure), 14 in tests (auth/password.ts). */
  passwordCost: number;
  /** Admins must enrol in two-factor sign-in before any admin call (ADMIN_REQUIRE_2FA; default on in production only). */
  adminRequire2fa: boolean;
  seedDemoData: boolean;
  logLevel: NonNullable<Env["LOG_LEVEL"]>;
  trustProxy: boolean;
  publicUrl?: string;
  careersUrl: string;
  contactEmail: string;
  contactPhone: string;
  schedulingEmbedUrl?: string;
  trackingScriptUrl?: string;
  /** Days a pending pre-booking waits for its answer: the days of the flow's expiry (shared/flows/pre-booking.ts), as the operator set them. */
  preBookingExpiryDays: number;
  /** A rejected person's CV is deleted this many days after the rejection. */
  cvRetentionDays: number;
  /**
   * Notification e-mail (docs/decisions/035-mail-outbox.md): sent through `smtpUrl` from `from`,
   * with links to `linkBase` (PUBLIC_URL's origin, or this server's local address). Undefined
   * when SMTP_URL is unset: mail is queued and nothing is sent. `replyTo` (MAIL_REPLY_TO, else
   * CONTACT_EMAIL) is where replies go and the organizer of interview invitations.
   */
  mail?: { smtpUrl: string; from: string; replyTo: string; linkBase: string; digestHoldSeconds: number };
  /**
   * `required`: a new account's address is unverified until its owner opens the link we mail
   * (docs/decisions/043-*). `off` (never in production): new addresses count as verified at once,
   * for development without a mail server and for tests that are not about verification.
   */
  emailVerification: "required" | "off";
  /** New accounts one client address may make per hour (each e-mail address: 3). */
  registrationsPerAddressPerHour: number;
  /** Uploads (CVs, photos: up to 5 MB each, read into memory) one process reads at once; 2 per user. */
  uploadsAtOnce: number;
  /**
   * Discovery calls: the offices that take them with their zones and hours (DISCOVERY_HOURS), how
   * many days ahead they may be booked, and the first office's zone, which the slots answer uses
   * when a visitor gives none and the booking page shows alongside the visitor's times.
   */
  discovery: { offices: Office[]; daysAhead: number; timeZone: string };
  /**
   * A video meeting's address with `{id}` where the meeting's own key goes
   * (MEETING_URL_TEMPLATE); unset: calls are booked without a link, sent later by hand.
   */
  meetingUrlTemplate?: string;
  /**
   * Payouts (docs/decisions/094-*): the AES-256-GCM key sealing experts' bank accounts
   * (PAYOUT_ACCOUNT_KEY, required in production; a fixed key elsewhere), and the account and name the
   * bank's batch pays from.
   */
  payouts: { accountKey: Buffer; debtorAccount: string; debtorName: string };
}

export class ConfigError extends Error {}

/**
 * The offices that take discovery calls: DISCOVERY_HOURS, or one office from the older
 * DISCOVERY_TIME_ZONE, DISCOVERY_DAY_START and DISCOVERY_DAY_END, or the default three.
 */
function discoveryOffices(e: Env): Office[] {
  const single = [e.DISCOVERY_TIME_ZONE && "DISCOVERY_TIME_ZONE", e.DISCOVERY_DAY_START && "DISCOVERY_DAY_START", e.DISCOVERY_DAY_END && "DISCOVERY_DAY_END"].filter(Boolean);
  if (e.DISCOVERY_HOURS && single.length) {
    throw new ConfigError(`Invalid configuration:\n  DISCOVERY_HOURS: set it or ${single.join(", ")}, not both (DISCOVERY_HOURS names every office with its zone and hours)`);
  }
  if (!single.length) {
    const parsed = parseDiscoveryHours(e.DISCOVERY_HOURS ?? DEFAULT_DISCOVERY_HOURS);
    if ("error" in parsed) throw new ConfigError(`Invalid configuration:\n  DISCOVERY_HOURS: ${parsed.error}`);
    return parsed.offices;
  }
  const timeZone = e.DISCOVERY_TIME_ZONE ?? "Africa/Johannesburg";
  const dayStart = e.DISCOVERY_DAY_START ?? "09:00";
  const dayEnd = e.DISCOVERY_DAY_END ?? "17:00";
  if (!isKnownTimeZone(timeZone)) throw new ConfigError(`Invalid configuration:\n  DISCOVERY_TIME_ZONE: unknown time zone "${timeZone}"`);
  if (dayStart >= dayEnd) throw new ConfigError("Invalid configuration:\n  DISCOVERY_DAY_START must be earlier than DISCOVERY_DAY_END");
  return [{ name: zoneCity(timeZone), timeZone, dayStart, dayEnd }];
}

const DEV_SESSION_SECRET = "development-only-session-secret-change-me-0001";
/** Development and tests only: production refuses to start without its own PAYOUT_ACCOUNT_KEY. */
const DEV_PAYOUT_ACCOUNT_KEY = "d0d0cafe".repeat(8);
export const DEV_ADMIN = { username: "admin", password: "admin-demo-2026" };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction) {
    const missing = [
      !e.SESSION_SECRET && "SESSION_SECRET (at least 32 random characters)",
      !e.ADMIN_PASSWORD && "ADMIN_PASSWORD (at least 8 characters)",
      !e.PAYOUT_ACCOUNT_KEY && "PAYOUT_ACCOUNT_KEY (64 hexadecimal digits: the key that seals experts' bank accounts)",
    ].filter(Boolean);
    if (missing.length) {
      throw new ConfigError(`Cannot start in production without: ${missing.join(", ")}. See .env.example.`);
    }
  }
  const publicOrigin = e.PUBLIC_URL && /^https?:\/\//.test(e.PUBLIC_URL) && URL.canParse(e.PUBLIC_URL) ? new URL(e.PUBLIC_URL).origin : undefined;
  if (isProduction) {
    // Defaults that suit a laptop and are unsafe on a public server: each must be chosen there.
    const unsafe = [
      e.SEED_DEMO_DATA === undefined &&
        "SEED_DEMO_DATA: set it to false (demo data makes accounts that share a password printed in the README; true only for a demonstration site)",
      !publicOrigin &&
        "PUBLIC_URL: the site's public address, e.g. https://talent.example.com (feeds, the sitemap and links must not take their origin from a request's Host header: they are cached publicly)",
      e.ADMIN_PASSWORD !== undefined &&
        isCommonPassword(e.ADMIN_PASSWORD) &&
        "ADMIN_PASSWORD: one of the most common passwords, the first ones anyone tries; choose another",
      e.TRUST_PROXY !== true &&
        "TRUST_PROXY: set it to true and run behind the HTTPS proxy (the server speaks plain HTTP: without trusting the proxy the session cookie is never marked Secure)",
    ].filter(Boolean);
    if (unsafe.length) throw new ConfigError(`Cannot start in production with these unset or unsafe:\n${unsafe.map((u) => `  ${u}`).join("\n")}\nSee .env.example.`);
  }
  const offices = discoveryOffices(e);
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1) {
    throw new ConfigError(
      "Invalid configuration:\n  WEB_CONCURRENCY: more than one server process needs DATABASE_URL (the embedded database can be opened by one process only)",
    );
  }
  if (e.DATABASE_LISTEN_URL && !e.DATABASE_URL) {
    throw new ConfigError("Invalid configuration:\n  DATABASE_LISTEN_URL: needs DATABASE_URL (the embedded database has no connections to set apart)");
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError("Invalid configuration:\n  MAIL_FROM: required with SMTP_URL (the sender of notification e-mail, e.g. Protea Talent <no-reply@example.com>)");
  }

  if (isProduction && e.EMAIL_VERIFICATION === "off") {
    throw new ConfigError("Invalid configuration:\n  EMAIL_VERIFICATION: cannot be off in production (addresses must be proven before pre-booking or activation)");
  }
  const isDevAdmin = e.ADMIN_PASSWORD === undefined;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_URL ? (e.DATABASE_LISTEN_URL ?? e.DATABASE_URL) : undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: { statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS },
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? Math.min(os.availableParallelism(), MAX_DEFAULT_WEB_CONCURRENCY) : 1),
    // Production only unless set: in development the loop is also Vite's and the embedded
    // database's, and tests run many servers and their clients in one process.
    overloadMaxLagMs: e.OVERLOAD_MAX_LAG_MS ?? (isProduction ? DEFAULT_OVERLOAD_MAX_LAG_MS : 0),
    overloadMaxConnectionWaitMs: e.OVERLOAD_MAX_CONNECTION_WAIT_MS ?? (isProduction ? DEFAULT_OVERLOAD_MAX_CONNECTION_WAIT_MS : 0),
    // The journeys' browsers read again at once what a test has just changed: in tests caches ask
    // every time unless told otherwise.
    publicCache: { maxAgeSeconds: e.NODE_ENV === "test" && !env.PUBLIC_MAX_AGE_SECONDS?.trim() ? 0 : e.PUBLIC_MAX_AGE_SECONDS, staleSeconds: e.PUBLIC_STALE_SECONDS },
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    admin: {
      username: e.ADMIN_USERNAME ?? DEV_ADMIN.username,
      password: e.ADMIN_PASSWORD ?? DEV_ADMIN.password,
      email: e.ADMIN_EMAIL ?? "admin@proteatalent.com",
      isDevDefault: isDevAdmin,
    },
    passwordCost: e.NODE_ENV === "test" ? PASSWORD_COST.tests : PASSWORD_COST.standard,
    // On unless turned off in production: there a stolen admin password must not be enough.
    adminRequire2fa: e.ADMIN_REQUIRE_2FA ?? isProduction,
    seedDemoData: e.SEED_DEMO_DATA ?? true,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: e.PUBLIC_URL,
    careersUrl: e.CAREERS_URL ?? "/register/expert",
    contactEmail: e.CONTACT_EMAIL,
    contactPhone: e.CONTACT_PHONE,
    schedulingEmbedUrl: e.SCHEDULING_EMBED_URL,
    trackingScriptUrl: e.TRACKING_SCRIPT_URL,
    preBookingExpiryDays: e.PREBOOKING_EXPIRY_DAYS,
    cvRetentionDays: e.CV_RETENTION_DAYS,
    mail: e.SMTP_URL
      ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM!, replyTo: e.MAIL_REPLY_TO ?? `${BRAND_NAME} <${e.CONTACT_EMAIL}>`, linkBase: publicOrigin ?? `http://localhost:${e.PORT}`, digestHoldSeconds: e.MAIL_DIGEST_HOLD_SECONDS }
      : undefined,
    emailVerification: e.EMAIL_VERIFICATION,
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    uploadsAtOnce: e.UPLOADS_AT_ONCE,
    discovery: { offices, daysAhead: e.DISCOVERY_DAYS_AHEAD, timeZone: offices[0].timeZone },
    meetingUrlTemplate: e.MEETING_URL_TEMPLATE,
    payouts: {
      accountKey: Buffer.from(e.PAYOUT_ACCOUNT_KEY ?? DEV_PAYOUT_ACCOUNT_KEY, "hex"),
      debtorAccount: e.PAYOUT_DEBTOR_ACCOUNT ?? "0000000000",
      debtorName: e.PAYOUT_DEBTOR_NAME ?? BRAND_NAME,
    },
  };
}
