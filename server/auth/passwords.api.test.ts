// New passwords: at least 8 characters and none of the most common, at sign-up, at a change and at
// a reset; and hashes at OWASP's cost (scrypt N = 2^17), older ones made again at the next sign-in.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "@shared/constants";
import { accountTokens, users } from "@shared/schema";
import { ADMIN, startTestServer, type TestServer } from "../test/harness";
import { hashPassword, PASSWORD_COST } from "./password";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const tooCommon = [{ path: "password", message: PASSWORD_MESSAGES.tooCommon }];

describe("a new password", () => {
  it("has at least 8 characters at every sign-up", async () => {
    for (const [path, extra] of [
      ["/api/auth/register/client", {}],
      ["/api/auth/register/expert", { username: "short-pass", specialization: "Data Engineer" }],
      ["/api/auth/register/candidate", { username: "short-pass-c" }],
    ] as const) {
      const res = await t.anon().post(path, { email: `short-${randomBytes(3).toString("hex")}@example.test`, password: "1234567", firstName: "Short", lastName: "Pass", ...extra });
      expect(res.status, path).toBe(400);
      expect(res.body.error.details, path).toEqual([{ path: "password", message: "Password must be at least 8 characters" }]);
    }
  });

  it("is refused at sign-up when it is one of the most common, in any case, and no account is made", async () => {
    for (const password of ["password123", "Password123", "QWERTYUIOP", "iloveyou"]) {
      const email = `common-${randomBytes(3).toString("hex")}@example.test`;
      const res = await t.anon().post("/api/auth/register/client", { email, password, firstName: "Common", lastName: "Pass" });
      expect(res.status, password).toBe(400);
      expect(res.body.error.details, password).toEqual(tooCommon);
      expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
    expect((await t.anon().post("/api/auth/register/client", { email: "uncommon@example.test", password: "fresh-mountain-47", firstName: "Fine", lastName: "Pass" })).status).toBe(201);
  });

  it("is refused at a change, naming the new password and without counting a try of the current one", async () => {
    const user = await t.createUser("client");
    for (let i = 0; i < 6; i++) {
      const res = await user.api.post("/api/auth/password", { currentPassword: user.password, newPassword: "baseball1" });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ path: "newPassword", message: PASSWORD_MESSAGES.tooCommon }]);
    }
    expect((await user.api.post("/api/auth/password", { currentPassword: user.password, newPassword: "fresh-mountain-47" })).status).toBe(200);
  });

  it("is refused at a reset, and the link still works for a better one", async () => {
    const user = await t.createUser("client");
    const token = randomBytes(32).toString("base64url");
    await t.deps.db.insert(accountTokens).values({
      userId: user.id,
      purpose: "password-reset",
      tokenHash: createHash("sha256").update(token).digest("hex"),
      email: user.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const refused = await t.anon().post("/api/auth/password-reset", { token, password: "superman1" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual(tooCommon);
    expect((await t.anon().post("/api/auth/password-reset", { token, password: "fresh-mountain-47" })).status).toBe(200);
    expect((await t.anon().post("/api/auth/login", { username: user.login, password: "fresh-mountain-47" })).status).toBe(200);
  });
});

describe("password hashes in production", () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({
      seed: false,
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-session-secret-of-enough-length-0123",
        PAYOUT_ACCOUNT_KEY: "0123456789abcdef".repeat(4),
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL: "https://talent.example.test",
        TRUST_PROXY: "true",
      },
    });
  });
  afterAll(async () => {
    await prod?.close();
  });

  const storedHash = async (server: TestServer, id: number) => (await server.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;

  it("are made with scrypt at N = 2^17, r = 8, p = 1", async () => {
    expect(prod.config.passwordCost).toBe(17);
    const [admin] = await prod.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, ADMIN.username));
    expect(admin.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const res = await prod.anon().post("/api/auth/register/client", { email: "strong-hash@example.test", password: "fresh-mountain-47", firstName: "Strong", lastName: "Hash" });
    expect(res.status).toBe(201);
    expect(await storedHash(prod, res.body.user.id)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("made at a lower cost are made again at the next sign-in, and the password still works", async () => {
    const [row] = await prod.deps.db
      .insert(users)
      .values({
        username: "old-hash",
        email: "old-hash@example.test",
        passwordHash: await hashPassword("an-old-password-1", PASSWORD_COST.tests),
        firstName: "Old",
        lastName: "Hash",
        userType: "client",
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id, passwordChangedAt: users.passwordChangedAt });
    expect(await storedHash(prod, row.id)).toMatch(/^scrypt\$16384\$8\$1\$/);
    // A wrong password changes nothing.
    expect((await prod.anon().post("/api/auth/login", { username: "old-hash", password: "not-the-password" })).status).toBe(401);
    expect(await storedHash(prod, row.id)).toMatch(/^scrypt\$16384\$/);

    const first = await prod.anon().post("/api/auth/login", { username: "old-hash", password: "an-old-password-1" });
    expect(first.status).toBe(200);
    const upgraded = await storedHash(prod, row.id);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    // Not a password change: the sign-in's own session and token stand, and the next sign-in keeps the hash.
    const api = prod.anon();
    api.token = first.body.token;
    expect((await api.get("/api/auth/me")).status).toBe(200);
    const [after] = await prod.deps.db.select({ passwordChangedAt: users.passwordChangedAt }).from(users).where(eq(users.id, row.id));
    expect(after.passwordChangedAt).toEqual(row.passwordChangedAt);
    expect((await prod.anon().post("/api/auth/login", { username: "old-hash", password: "an-old-password-1" })).status).toBe(200);
    expect(await storedHash(prod, row.id)).toBe(upgraded);
  });
});
