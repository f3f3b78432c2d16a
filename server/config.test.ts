import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_OVERLOAD_MAX_CONNECTION_WAIT_MS, DEFAULT_OVERLOAD_MAX_LAG_MS, DEV_ADMIN, MAX_DEFAULT_WEB_CONCURRENCY, loadConfig } from "./config";

/** The settings production asks to be chosen, chosen safely. */
const PRODUCTION = { NODE_ENV: "production", PAYOUT_ACCOUNT_KEY: "0123456789abcdef".repeat(4), SEED_DEMO_DATA: "false", PUBLIC_URL: "https://talent.example", TRUST_PROXY: "true" };

describe("configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.admin).toMatchObject({ ...DEV_ADMIN, isDevDefault: true });
    expect(config.seedDemoData).toBe(true);
    expect(config.careersUrl).toBe("/register/expert");
    expect(config.preBookingExpiryDays).toBe(5);
  });

  it("stops with a message naming each bad value", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
    }
  });

  it("says what a number setting must be instead of echoing a parser error", () => {
    for (const [key, value, range] of [
      ["PORT", "abc", "0 to 65535"],
      ["PORT", "70000", "0 to 65535"],
      ["DATABASE_POOL_SIZE", "2.5", "1 to 200"],
      ["PREBOOKING_EXPIRY_DAYS", "0", "1 to 90"],
      ["CV_RETENTION_DAYS", "-1", "1 to 3650"],
      ["CV_RETENTION_DAYS", "soon", "1 to 3650"],
      ["DISCOVERY_DAYS_AHEAD", "soon", "1 to 90"],
      ["WEB_CONCURRENCY", "0", "1 to 64"],
    ]) {
      expect(() => loadConfig({ [key]: value }), `${key}=${value}`).toThrowError(`${key}: must be a whole number from ${range}`);
    }
    expect(() => loadConfig({ PORT: "abc" })).not.toThrowError(/NaN/);
  });

  it("treats an empty number setting as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_POOL_SIZE: " ", PREBOOKING_EXPIRY_DAYS: "", CV_RETENTION_DAYS: "" });
    expect(config).toMatchObject({ port: 5000, databasePoolSize: 20, preBookingExpiryDays: 5, cvRetentionDays: 180 });
  });

  it("runs one server process on the embedded database and one per CPU (capped) on PostgreSQL", () => {
    const pg = "postgres://localhost/protea";
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg }).webConcurrency).toBe(Math.min(os.availableParallelism(), MAX_DEFAULT_WEB_CONCURRENCY));
    expect(loadConfig({ DATABASE_URL: pg, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrowError(/WEB_CONCURRENCY: more than one server process needs DATABASE_URL/);
  });

  it("listens and takes the start-up's locks on DATABASE_LISTEN_URL, which is DATABASE_URL unless set", () => {
    const pooled = "postgres://app@pooler:6432/protea";
    const direct = "postgres://app@db:5432/protea";
    expect(loadConfig({}).databaseListenUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: direct }).databaseListenUrl).toBe(direct);
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct })).toMatchObject({ databaseUrl: pooled, databaseListenUrl: direct });
    expect(() => loadConfig({ DATABASE_LISTEN_URL: direct })).toThrowError(/DATABASE_LISTEN_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: "mysql://db/protea" })).toThrowError(/DATABASE_LISTEN_URL: must start with postgres/);
  });

  it("limits each pooled statement and idle transaction (15 s and 10 s unless set; 0 is no limit)", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 15_000, idleInTransactionMs: 10_000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "2500", DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "0" }).databaseTimeouts).toEqual({
      statementMs: 2_500,
      idleInTransactionMs: 0,
    });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "-1" })).toThrowError("DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number from 0 to 3600000");
  });

  it("refuses requests in production while the event loop lags 70 ms unless set; elsewhere only when set", () => {
    const production = { ...PRODUCTION, SESSION_SECRET: "x".repeat(40), ADMIN_PASSWORD: "long-enough-1" };
    expect(loadConfig(production).overloadMaxLagMs).toBe(DEFAULT_OVERLOAD_MAX_LAG_MS);
    expect(DEFAULT_OVERLOAD_MAX_LAG_MS).toBe(70);
    expect(loadConfig({ ...production, OVERLOAD_MAX_LAG_MS: "0" }).overloadMaxLagMs).toBe(0);
    expect(loadConfig({}).overloadMaxLagMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "test" }).overloadMaxLagMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "test", OVERLOAD_MAX_LAG_MS: "40" }).overloadMaxLagMs).toBe(40);
    expect(loadConfig({ OVERLOAD_MAX_LAG_MS: "0" }).overloadMaxLagMs).toBe(0);
    expect(loadConfig(production).overloadMaxConnectionWaitMs).toBe(DEFAULT_OVERLOAD_MAX_CONNECTION_WAIT_MS);
    expect(DEFAULT_OVERLOAD_MAX_CONNECTION_WAIT_MS).toBe(5);
    expect(loadConfig({ NODE_ENV: "test" }).overloadMaxConnectionWaitMs).toBe(0);
    expect(loadConfig({ ...production, OVERLOAD_MAX_CONNECTION_WAIT_MS: "0" }).overloadMaxConnectionWaitMs).toBe(0);
    expect(() => loadConfig({ OVERLOAD_MAX_CONNECTION_WAIT_MS: "-1" })).toThrowError("OVERLOAD_MAX_CONNECTION_WAIT_MS: must be a whole number from 0 to 10000");
    expect(() => loadConfig({ OVERLOAD_MAX_LAG_MS: "fast" })).toThrowError("OVERLOAD_MAX_LAG_MS: must be a whole number from 0 to 10000");
  });

  it("lets caches keep public reads 30 s, and 60 s more while they revalidate, unless set; in tests they ask every time unless set", () => {
    expect(loadConfig({}).publicCache).toEqual({ maxAgeSeconds: 30, staleSeconds: 60 });
    expect(loadConfig({ NODE_ENV: "test" }).publicCache.maxAgeSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: "test", PUBLIC_MAX_AGE_SECONDS: "45" }).publicCache.maxAgeSeconds).toBe(45);
    expect(loadConfig({ PUBLIC_MAX_AGE_SECONDS: "0", PUBLIC_STALE_SECONDS: "300" }).publicCache).toEqual({ maxAgeSeconds: 0, staleSeconds: 300 });
    expect(() => loadConfig({ PUBLIC_MAX_AGE_SECONDS: "a minute" })).toThrowError("PUBLIC_MAX_AGE_SECONDS: must be a whole number from 0 to 86400");
  });

  it("refuses to start in production without a session secret, admin password or payout account key", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET.*ADMIN_PASSWORD.*PAYOUT_ACCOUNT_KEY/);
    expect(() => loadConfig({ PAYOUT_ACCOUNT_KEY: "too-short" })).toThrowError(/PAYOUT_ACCOUNT_KEY: must be 64 hexadecimal digits/);
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: "x".repeat(40), ADMIN_PASSWORD: "long-enough" })).not.toThrow();
  });

  it("refuses to start in production with the defaults that suit a laptop, naming each", () => {
    const secrets = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), ADMIN_PASSWORD: "long-enough-1", PAYOUT_ACCOUNT_KEY: "0123456789abcdef".repeat(4) };
    expect(() => loadConfig(secrets)).toThrowError(ConfigError);
    let message = "";
    try {
      loadConfig(secrets);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Cannot start in production/);
    expect(message).toMatch(/SEED_DEMO_DATA: set it to false \(demo data makes accounts that share a password/);
    expect(message).toMatch(/PUBLIC_URL: the site's public address/);
    expect(message).toMatch(/TRUST_PROXY: set it to true/);
    // Each on its own.
    const rest = { ...secrets, SEED_DEMO_DATA: "false", PUBLIC_URL: "https://talent.example", TRUST_PROXY: "true" };
    expect(() => loadConfig(rest)).not.toThrow();
    for (const [key, value, named] of [
      ["SEED_DEMO_DATA", undefined, "SEED_DEMO_DATA"],
      ["PUBLIC_URL", undefined, "PUBLIC_URL"],
      ["PUBLIC_URL", "/", "PUBLIC_URL"],
      ["TRUST_PROXY", undefined, "TRUST_PROXY"],
      ["TRUST_PROXY", "false", "TRUST_PROXY"],
    ] as const) {
      const env: Record<string, string | undefined> = { ...rest, [key]: value };
      expect(() => loadConfig(env), `${key}=${value}`).toThrowError(new RegExp(`\\n  ${named}: `));
    }
    // Demo data on purpose (a demonstration site) is a choice, not a default.
    expect(loadConfig({ ...rest, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
    expect(loadConfig({ ...rest }).seedDemoData).toBe(false);
    // Elsewhere the laptop's defaults stand.
    expect(() => loadConfig({})).not.toThrow();
  });

  it("makes admins set up two-factor sign-in in production unless it is turned off; elsewhere only when asked", () => {
    const production = { ...PRODUCTION, SESSION_SECRET: "x".repeat(32), ADMIN_PASSWORD: "long-enough-1" };
    expect(loadConfig(production).adminRequire2fa).toBe(true);
    expect(loadConfig({ ...production, ADMIN_REQUIRE_2FA: "false" }).adminRequire2fa).toBe(false);
    expect(loadConfig({}).adminRequire2fa).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).adminRequire2fa).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: "true" }).adminRequire2fa).toBe(true);
  });

  it("hashes passwords at scrypt's N = 2^17 everywhere but the tests", () => {
    expect(loadConfig({}).passwordCost).toBe(17);
    expect(loadConfig({ ...PRODUCTION, SESSION_SECRET: "x".repeat(32), ADMIN_PASSWORD: "long-enough-1" }).passwordCost).toBe(17);
    expect(loadConfig({ NODE_ENV: "test" }).passwordCost).toBe(14);
  });

  it("refuses a common ADMIN_PASSWORD in production", () => {
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: "x".repeat(32), ADMIN_PASSWORD: "password123" })).toThrowError(/ADMIN_PASSWORD: one of the most common passwords/);
  });

  it("refuses an unknown discovery time zone and inverted office hours", () => {
    expect(() => loadConfig({ DISCOVERY_TIME_ZONE: "Mars/Olympus" })).toThrowError(/unknown time zone/);
    expect(() => loadConfig({ DISCOVERY_DAY_START: "18:00", DISCOVERY_DAY_END: "09:00" })).toThrowError(/earlier/);
  });

  it("takes calls in Cape Town, London and New York by default, or in the offices DISCOVERY_HOURS names", () => {
    expect(loadConfig({}).discovery).toEqual({
      offices: [
        { name: "Cape Town", timeZone: "Africa/Johannesburg", dayStart: "09:00", dayEnd: "17:00" },
        { name: "London", timeZone: "Europe/London", dayStart: "09:00", dayEnd: "17:00" },
        { name: "New York", timeZone: "America/New_York", dayStart: "09:00", dayEnd: "17:00" },
      ],
      daysAhead: 21,
      timeZone: "Africa/Johannesburg",
    });
    expect(loadConfig({ DISCOVERY_HOURS: " Amsterdam: Europe/Amsterdam 08:30-16:30 ;Austin: America/Chicago 10:00–18:00; " }).discovery.offices).toEqual([
      { name: "Amsterdam", timeZone: "Europe/Amsterdam", dayStart: "08:30", dayEnd: "16:30" },
      { name: "Austin", timeZone: "America/Chicago", dayStart: "10:00", dayEnd: "18:00" },
    ]);
    // The older single-office keys still make one office.
    expect(loadConfig({ DISCOVERY_TIME_ZONE: "Europe/London", DISCOVERY_DAY_START: "08:00" }).discovery.offices).toEqual([
      { name: "London", timeZone: "Europe/London", dayStart: "08:00", dayEnd: "17:00" },
    ]);
  });

  it.each([
    ["London Europe/London 09:00-17:00", /DISCOVERY_HOURS: "London Europe\/London 09:00-17:00" is not "Office: Time\/Zone HH:MM-HH:MM"/],
    ["Paris: Europe/Pariss 09:00-17:00", /DISCOVERY_HOURS: Paris: unknown time zone "Europe\/Pariss"/],
    ["Paris: Europe/Paris 09:10-17:00", /DISCOVERY_HOURS: Paris: 09:10 is not a time on the quarter hour/],
    ["Paris: Europe/Paris 17:00-09:00", /DISCOVERY_HOURS: Paris: the day must start before it ends/],
    ["Paris: Europe/Paris 09:00-17:00; paris: Europe/Paris 10:00-18:00", /DISCOVERY_HOURS: paris is named twice/],
    [" ; ", /DISCOVERY_HOURS: no office given/],
  ])("refuses DISCOVERY_HOURS=%j with a clear message", (value, message) => {
    expect(() => loadConfig({ DISCOVERY_HOURS: value })).toThrowError(message);
  });

  it("refuses DISCOVERY_HOURS together with the single-office keys", () => {
    expect(() => loadConfig({ DISCOVERY_HOURS: "London: Europe/London 09:00-17:00", DISCOVERY_TIME_ZONE: "Europe/London" })).toThrowError(
      /DISCOVERY_HOURS: set it or DISCOVERY_TIME_ZONE, not both/,
    );
  });

  it("takes a meeting link template with {id}", () => {
    expect(loadConfig({}).meetingUrlTemplate).toBeUndefined();
    expect(loadConfig({ MEETING_URL_TEMPLATE: "https://meet.jit.si/protea-{id}" }).meetingUrlTemplate).toBe("https://meet.jit.si/protea-{id}");
    for (const bad of ["https://meet.jit.si/protea", "http://meet.example/{id}", "meet.example/{id}"]) {
      expect(() => loadConfig({ MEETING_URL_TEMPLATE: bad }), bad).toThrowError(/MEETING_URL_TEMPLATE: must be an https URL with \{id\}/);
    }
  });

  it("takes replies at MAIL_REPLY_TO, else CONTACT_EMAIL, and never at a no-reply address", () => {
    const mail = { SMTP_URL: "smtp://mail.example", MAIL_FROM: "Protea Talent <no-reply@proteatalent.com>" };
    expect(loadConfig({ ...mail, MAIL_REPLY_TO: "Interviews <interviews@proteatalent.com>" }).mail?.replyTo).toBe("Interviews <interviews@proteatalent.com>");
    expect(loadConfig({ ...mail, CONTACT_EMAIL: "team@proteatalent.com" }).mail?.replyTo).toBe("Protea Talent <team@proteatalent.com>");
    for (const bad of ["no-reply@proteatalent.com", "Protea <noreply@proteatalent.com>", "donotreply@proteatalent.com"]) {
      expect(() => loadConfig({ ...mail, MAIL_REPLY_TO: bad }), bad).toThrowError(/MAIL_REPLY_TO: must be a mailbox someone reads/);
    }
    expect(() => loadConfig({ ...mail, MAIL_REPLY_TO: "nobody" })).toThrowError(/MAIL_REPLY_TO: must be an address/);
  });

  it("sends notification e-mail only with SMTP_URL and MAIL_FROM, linking to PUBLIC_URL", () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "", MAIL_FROM: "" }).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtp://user:secret@mail.example:587", MAIL_FROM: "Protea Talent <no-reply@proteatalent.com>", PUBLIC_URL: "https://talent.example/any/path" }).mail).toEqual({
      smtpUrl: "smtp://user:secret@mail.example:587",
      from: "Protea Talent <no-reply@proteatalent.com>",
      replyTo: "Protea Talent <hello@proteatalent.com>",
      linkBase: "https://talent.example",
      digestHoldSeconds: 60,
    });
    expect(loadConfig({ SMTP_URL: "smtps://mail.example", MAIL_FROM: "a@b.example", MAIL_DIGEST_HOLD_SECONDS: "5" }).mail?.digestHoldSeconds).toBe(5);
    expect(() => loadConfig({ MAIL_DIGEST_HOLD_SECONDS: "two" })).toThrowError(/MAIL_DIGEST_HOLD_SECONDS: must be a whole number from 0 to 3600/);
    expect(loadConfig({ SMTP_URL: "smtps://mail.example", MAIL_FROM: "no-reply@proteatalent.com", PORT: "5050" }).mail?.linkBase).toBe("http://localhost:5050");
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example" })).toThrowError(/MAIL_FROM: required with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example", MAIL_FROM: "a@b.example" })).toThrowError(/SMTP_URL: must start with smtp/);
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example", MAIL_FROM: "nobody" })).toThrowError(/MAIL_FROM: must be an address/);
    const production = { ...PRODUCTION, SESSION_SECRET: "x".repeat(32), ADMIN_PASSWORD: "long-enough-1" };
    expect(() => loadConfig({ ...production, PUBLIC_URL: "", SMTP_URL: "smtp://mail.example", MAIL_FROM: "a@b.example" })).toThrowError(/PUBLIC_URL: the site's public address/);
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example", MAIL_FROM: "a@b.example", PUBLIC_URL: "https://talent.example" }).mail?.linkBase).toBe("https://talent.example");
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", CAREERS_URL: "", SESSION_SECRET: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.careersUrl).toBe("/register/expert");
  });
});
