// Admin two-factor sign-in (TOTP, RFC 6238) on a fixed clock: codes are made for the time the
// server is told it is, so every step is exact.
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { adminTwoFactor, auditLog, twoFactorRecoveryCodes } from "@shared/schema";
import { signedInAnswer, signInAnswer } from "@shared/contracts/auth";
import { TWO_FACTOR_MESSAGES, twoFactorConfirmedAnswer, twoFactorSetupAnswer, twoFactorStatusAnswer } from "@shared/contracts/auth-two-factor";
import { expectAnswer } from "../test/answer";
import { ADMIN, ApiClient, startTestServer, type TestServer } from "../test/harness";
import { THROTTLE } from "./throttle";
import { resetTwoFactor } from "./two-factor.service";

const PASSWORD = "test-password-1";
let t: TestServer;
/** The server's clock: a whole 30-second step plus 5 s, moved on by the tests only. */
let now = 0;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  now ||= (Math.floor(Date.now() / 30_000) + 1) * 30_000 + 5_000;
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock to the next 30-second step, so a new code is current. */
function nextStep() {
  now += 30_000;
  vi.setSystemTime(now);
}

const codeAt = (secret: string, ms = now) => generate({ secret, epoch: Math.floor(ms / 1000) });

async function newAdmin() {
  const { api, id, login } = await t.createUser("client", { isAdmin: true });
  return { api, id, login };
}

/** An admin who has enrolled: their secret, recovery codes and a client signed in after enrolment. */
async function enrolledAdmin() {
  const admin = await newAdmin();
  const setup = await admin.api.post("/api/admin/two-factor/setup", { password: PASSWORD });
  expect(setup.status).toBe(200);
  const confirm = await admin.api.post("/api/admin/two-factor/confirm", { code: await codeAt(setup.body.secret) });
  expect(confirm.status).toBe(200);
  admin.api.token = confirm.body.token;
  return { ...admin, secret: setup.body.secret as string, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

async function passwordStep(login: string, path = "/api/admin/login") {
  const api = new ApiClient(t.url);
  const res = await api.post(path, { username: login, password: PASSWORD });
  expect(res.status).toBe(200);
  return { api, res };
}

describe("enrolment", () => {
  it("shows a QR code drawn here and the secret, then takes a current code and gives 10 recovery codes once", async () => {
    const admin = await newAdmin();
    expect(expectAnswer(twoFactorStatusAnswer, (await admin.api.get("/api/admin/two-factor")).body)).toMatchObject({ enrolled: false, recoveryCodesLeft: 0, required: false });

    const setup = await admin.api.post("/api/admin/two-factor/setup", { password: PASSWORD });
    expect(setup.status).toBe(200);
    expectAnswer(twoFactorSetupAnswer, setup.body);
    expect(setup.headers.get("cache-control")).toBe("no-store");
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(setup.body.otpauthUrl).toBe(`otpauth://totp/Protea%20Talent:${admin.login}?secret=${setup.body.secret}&issuer=Protea%20Talent`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(setup.body.qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);

    // Stored encrypted: the database row does not hold the secret.
    const [row] = await t.deps.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.id));
    expect(row.secretCipher).not.toContain(setup.body.secret);
    expect(row.enrolledAt).toBeNull();

    const wrong = await admin.api.post("/api/admin/two-factor/confirm", { code: "000000" === (await codeAt(setup.body.secret)) ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details).toEqual([{ path: "code", message: expect.stringMatching(/not right/) }]);

    const oldToken = admin.api.token;
    const confirm = await admin.api.post("/api/admin/two-factor/confirm", { code: await codeAt(setup.body.secret) });
    expect(confirm.status).toBe(200);
    expectAnswer(twoFactorConfirmedAnswer, confirm.body);
    const codes: string[] = confirm.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // 24 characters of a 32-letter alphabet: 120 bits each, out of reach of a guess from their hashes.
    for (const c of codes) expect(c).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){5}[0-9a-hjkmnp-tv-z]{4}$/);
    const stored = await t.deps.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.some((c) => row.codeHash.includes(c) || row.codeHash.includes(c.replace(/-/g, "")))).toBe(false);

    // Sign-ins made with the password alone have ended; the one that enrolled goes on with a new token.
    const stale = new ApiClient(t.url);
    stale.token = oldToken;
    expect((await stale.get("/api/admin/check-auth")).status).toBe(401);
    admin.api.token = confirm.body.token;
    expect((await admin.api.get("/api/admin/check-auth")).status).toBe(200);

    const enrolled = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(enrolled.filter((e) => e.action === "two-factor.enrolled")).toHaveLength(1);
    expect(enrolled.filter((e) => e.action === "two-factor.failed").map((e) => e.changes)).toEqual([{ stage: "enrolment" }]);
    const status = (await admin.api.get("/api/admin/two-factor")).body;
    expect(status).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toContain(setup.body.secret);
    // Never shown again: a new set-up is refused once enrolled.
    expect((await admin.api.post("/api/admin/two-factor/setup", { password: PASSWORD })).status).toBe(409);
    expect((await admin.api.post("/api/admin/two-factor/confirm", { code: await codeAt(setup.body.secret) })).status).toBe(409);
  });

  it("refuses a confirmation before any set-up, and a code that is not 6 digits, naming the field", async () => {
    const admin = await newAdmin();
    expect((await admin.api.post("/api/admin/two-factor/confirm", { code: "123456" })).status).toBe(409);
    const bad = await admin.api.post("/api/admin/two-factor/confirm", { code: "12ab" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe("code");
    const missing = await admin.api.post("/api/admin/two-factor/confirm", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe("code");
  });

  it("is for admins only", async () => {
    const { api } = await t.createUser("client");
    expect((await api.post("/api/admin/two-factor/setup", { password: PASSWORD })).status).toBe(403);
    expect((await t.anon().post("/api/admin/two-factor/setup", { password: PASSWORD })).status).toBe(401);
  });

  it("asks for the password again: a session alone cannot tie the account to another phone", async () => {
    const admin = await newAdmin();
    const missing = await admin.api.post("/api/admin/two-factor/setup", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([{ path: "password", message: TWO_FACTOR_MESSAGES.passwordRequired }]);
    const wrong = await admin.api.post("/api/admin/two-factor/setup", { password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details).toEqual([{ path: "password", message: TWO_FACTOR_MESSAGES.wrongPassword }]);
    expect(wrong.body.secret).toBeUndefined();
    expect(await t.deps.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.id))).toHaveLength(0);
    // Guesses through the session use up the sign-in's tries: then even the right password waits.
    for (let i = 1; i < THROTTLE.account.limit - 1; i++) expect((await admin.api.post("/api/admin/two-factor/setup", { password: "not-the-password" })).status).toBe(422);
    expect((await admin.api.post("/api/admin/two-factor/setup", { password: "not-the-password" })).status).toBe(429);
    expect((await admin.api.post("/api/admin/two-factor/setup", { password: PASSWORD })).status).toBe(429);
    expect((await t.anon().post("/api/admin/login", { username: admin.login, password: PASSWORD })).status).toBe(429);
  });
});

describe("sign-in with two-factor", () => {
  it("gives no session or token for the password alone; the code makes the admin session", async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const { api, res } = await passwordStep(admin.login);
    expect(expectAnswer(signInAnswer, res.body)).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(api.cookies.size).toBe(0);
    expect((await api.get("/api/admin/check-auth")).status).toBe(401);

    const done = await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: await codeAt(admin.secret) });
    expect(done.status).toBe(200);
    expectAnswer(signedInAnswer, done.body);
    expect(done.body.user.id).toBe(admin.id);
    // Both credentials work: the session cookie and the bearer token.
    expect((await api.get("/api/admin/check-auth")).status).toBe(200);
    const bearer = new ApiClient(t.url);
    bearer.token = done.body.token;
    expect((await bearer.get("/api/admin/check-auth")).status).toBe(200);
    const signIns = (await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id)).orderBy(auditLog.id)).filter((e) => e.action === "sign-in");
    expect(signIns.at(-1)?.changes).toEqual({ method: "code" });
  });

  it("asks for the code on the ordinary sign-in path too", async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const { res } = await passwordStep(admin.login, "/api/auth/login");
    expect(res.body.twoFactorRequired).toBe(true);
    expect(res.body.token).toBeUndefined();
    const done = await new ApiClient(t.url).post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: await codeAt(admin.secret) });
    expect(done.status).toBe(200);
  });

  it("takes a code once: the same code again is refused, the next step's code works", async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const code = await codeAt(admin.secret);
    const first = await passwordStep(admin.login);
    expect((await first.api.post("/api/admin/login/two-factor", { challenge: first.res.body.challenge, code })).status).toBe(200);

    const again = await passwordStep(admin.login);
    const replay = await again.api.post("/api/admin/login/two-factor", { challenge: again.res.body.challenge, code });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("invalid_two_factor_code");

    // A code of an earlier step, still within the drift allowed, is refused too.
    nextStep();
    const earlier = await codeAt(admin.secret, now - 60_000);
    expect((await again.api.post("/api/admin/login/two-factor", { challenge: again.res.body.challenge, code: earlier })).status).toBe(401);
    const fresh = await again.api.post("/api/admin/login/two-factor", { challenge: again.res.body.challenge, code: await codeAt(admin.secret) });
    expect(fresh.status).toBe(200);
  });

  it("accepts a code one step early or late (clock drift) and no further", async () => {
    const admin = await enrolledAdmin();
    nextStep();
    nextStep();
    const { api, res } = await passwordStep(admin.login);
    const tooOld = await codeAt(admin.secret, now - 60_000);
    expect((await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: tooOld })).status).toBe(401);
    const late = await codeAt(admin.secret, now - 30_000);
    expect((await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: late })).status).toBe(200);
  });

  it("takes each recovery code once", async () => {
    const admin = await enrolledAdmin();
    const [code] = admin.recoveryCodes;
    const first = await passwordStep(admin.login);
    expect((await first.api.post("/api/admin/login/two-factor", { challenge: first.res.body.challenge, code: ` ${code.toUpperCase()} ` })).status).toBe(200);
    const second = await passwordStep(admin.login);
    expect((await second.api.post("/api/admin/login/two-factor", { challenge: second.res.body.challenge, code })).status).toBe(401);
    expect((await admin.api.get("/api/admin/two-factor")).body.recoveryCodesLeft).toBe(9);
  });

  it("throttles wrong codes: after 5, even the right code waits", async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const { api, res } = await passwordStep(admin.login);
    const right = await codeAt(admin.secret);
    const wrong = right === "123456" ? "654321" : "123456";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: wrong })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const failures = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(failures.filter((e) => e.action === "two-factor.failed")).toHaveLength(5);
  });

  it("refuses a forged, used or missing ticket with a clear message", async () => {
    const admin = await enrolledAdmin();
    const forged = await t.anon().post("/api/admin/login/two-factor", { challenge: "forged-ticket", code: "123456" });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe("two_factor_challenge_expired");
    expect(forged.body.error.message).toMatch(/sign in again/);

    nextStep();
    const { api, res } = await passwordStep(admin.login);
    expect((await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: await codeAt(admin.secret) })).status).toBe(200);
    nextStep();
    const reused = await api.post("/api/admin/login/two-factor", { challenge: res.body.challenge, code: await codeAt(admin.secret) });
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe("two_factor_challenge_expired");

    const missing = await t.anon().post("/api/admin/login/two-factor", { code: "123456" });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe("challenge");
  });

  it("leaves admins who have not enrolled signing in with the password alone", async () => {
    const api = new ApiClient(t.url);
    const res = await api.post("/api/admin/login", ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});

describe("the operator's reset (npm run admin:reset-two-factor)", () => {
  it("removes a lost second factor and ends the admin's sessions; the password alone then signs in, and the reset is in the audit log", async () => {
    const admin = await enrolledAdmin();
    expect((await admin.api.get("/api/admin/check-auth")).status).toBe(200);

    expect(await resetTwoFactor(t.deps.db, `  ${admin.login.toUpperCase()} `)).toEqual({ userId: admin.id, wasEnrolled: true });
    expect(await t.deps.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, admin.id))).toEqual([]);
    expect(await t.deps.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, admin.id))).toEqual([]);
    // The session and token made with the old factor are over.
    expect((await admin.api.get("/api/admin/check-auth")).status).toBe(401);

    nextStep();
    const { res } = await passwordStep(admin.login);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.twoFactorRequired).toBeUndefined();

    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "two-factor.reset")).orderBy(auditLog.id);
    expect(entry).toMatchObject({ actorId: null, actorName: "operator (command line)", targetType: "user", targetId: String(admin.id), changes: { wasEnrolled: true } });
  });

  it("changes nothing for an account that is not an admin, or no account", async () => {
    const client = await t.createUser("client");
    expect(await resetTwoFactor(t.deps.db, client.login)).toBeNull();
    expect((await client.api.get("/api/auth/me")).status).toBe(200);
    expect(await resetTwoFactor(t.deps.db, "nobody-by-this-name")).toBeNull();
  });
});

describe("ADMIN_REQUIRE_2FA=true", () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ seed: false, env: { ADMIN_REQUIRE_2FA: "true" } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("answers every admin call 403 two_factor_enrolment_required until the admin enrols", async () => {
    const api = await strict.loginAs("admin");
    const signIn = await new ApiClient(strict.url).post("/api/admin/login", ADMIN);
    expect(signIn.body).toMatchObject({ success: true, twoFactorSetupRequired: true });
    for (const path of ["/api/admin/check-auth", "/api/admin/overview", "/api/pre-bookings", "/api/admin/audit-log"]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe("two_factor_enrolment_required");
      expect(res.body.error.message).toMatch(/two-factor/);
    }
    expect((await api.get("/api/admin/two-factor")).body).toMatchObject({ enrolled: false, required: true });
    const setup = await api.post("/api/admin/two-factor/setup", { password: ADMIN.password });
    const confirm = await api.post("/api/admin/two-factor/confirm", { code: await codeAt(setup.body.secret) });
    expect(confirm.status).toBe(200);
    api.token = confirm.body.token;
    expect((await api.get("/api/admin/check-auth")).status).toBe(200);
    expect((await api.get("/api/admin/overview")).status).toBe(200);
  });

  it("does not touch other users", async () => {
    const { api } = await strict.createUser("client");
    expect((await api.get("/api/auth/me")).status).toBe(200);
  });
});
