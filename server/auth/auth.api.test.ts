import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCheckAnswer, currentUserAnswer, passwordChangedAnswer, registeredAnswer, signInAnswer } from "@shared/contracts/auth";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo/demo-accounts";
import { expectAnswer } from "../test/answer";
import { ADMIN, startTestServer, type TestServer } from "../test/harness";
import { THROTTLE } from "./auth.service";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("sign-in", () => {
  it("signs a client in by e-mail and returns the public user and a token", async () => {
    const res = await t.anon().post("/api/auth/login", { email: DEMO_ACCOUNTS.client.login.toUpperCase(), password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expectAnswer(signInAnswer, res.body);
    expect(res.body.user).toMatchObject({ userType: "client", firstName: "Dana", isAdmin: false });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(typeof res.body.token).toBe("string");
    expect(res.headers.get("set-cookie")).toMatch(/sid=.*HttpOnly.*SameSite=Lax/i);
  });

  it("accepts an e-mail address in the username field", async () => {
    const res = await t.anon().post("/api/auth/login", { username: DEMO_ACCOUNTS.client.login, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  });

  it("signs an expert in by username, case-insensitively", async () => {
    const res = await t.anon().post("/api/auth/login", { username: "THANDI", password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.userType).toBe("expert");
  });

  it("refuses a wrong password with 401 and the same message as an unknown user", async () => {
    const wrong = await t.anon().post("/api/auth/login", { username: "sipho", password: "nope-nope" });
    const unknown = await t.anon().post("/api/auth/login", { username: "nobody-here", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe("Invalid username or password");
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
  });

  it("answers 400 naming the field when the body is incomplete", async () => {
    const res = await t.anon().post("/api/auth/login", { username: "sipho" });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe("password");
  });

  it("works with the cookie alone and with the bearer token alone", async () => {
    const api = await t.loginAs("candidate");
    const token = api.token;
    api.token = undefined;
    expect((await api.get("/api/auth/me")).status).toBe(200);
    const bearerOnly = t.anon();
    bearerOnly.token = token;
    const me = await bearerOnly.get("/api/auth/me");
    expect(me.status).toBe(200);
    expectAnswer(currentUserAnswer, me.body);
    expect(me.body.user.username).toBe("sipho");
  });

  it("gives a new session id at sign-in (no fixation)", async () => {
    const api = t.anon();
    await api.post("/api/auth/login", { username: "nobody", password: "x" });
    api.cookies.set("sid", "s%3Aattacker-chosen.invalid");
    const res = await api.post("/api/auth/login", { username: "sipho", password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(api.cookies.get("sid")).not.toContain("attacker-chosen");
  });

  it("answers 401 on /me when signed out", async () => {
    expect((await t.anon().get("/api/auth/me")).status).toBe(401);
  });
});

describe("sign-out", () => {
  it("ends both the session and the token on the server", async () => {
    const api = await t.loginAs("expert");
    const token = api.token!;
    const cookie = api.cookies.get("sid")!;
    expect((await api.post("/api/auth/logout")).status).toBe(204);

    const byToken = t.anon();
    byToken.token = token;
    expect((await byToken.get("/api/auth/me")).status).toBe(401);
    const byCookie = t.anon();
    byCookie.cookies.set("sid", cookie);
    expect((await byCookie.get("/api/auth/me")).status).toBe(401);
  });
});

describe("registration", () => {
  it("registers a client, lower-casing and trimming the e-mail, and lets them sign in", async () => {
    const res = await t.anon().post("/api/auth/register/client", {
      email: "  New.Client@Example.COM ",
      password: "secret-pass-1",
      firstName: "Nia",
      lastName: "Long",
      userType: "client",
    });
    expect(res.status).toBe(201);
    expectAnswer(registeredAnswer, res.body);
    expect(res.body.success).toBe(true);
    expect(res.body.user.email).toBe("new.client@example.com");
    await t.login("new.client@example.com", "secret-pass-1");
  });

  it("stores passwords as salted scrypt hashes, never in clear", async () => {
    const base = { password: "same-secret-1", firstName: "Hash", lastName: "Check" };
    const one = await t.anon().post("/api/auth/register/client", { ...base, email: "hash.one@example.com" });
    const two = await t.anon().post("/api/auth/register/client", { ...base, email: "hash.two@example.com" });
    const rows = await t.deps.database.db.query.users.findMany({ where: (u, { inArray }) => inArray(u.id, [one.body.user.id, two.body.user.id]) });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.passwordHash).not.toContain(base.password);
    }
    expect(rows[0].passwordHash).not.toBe(rows[1].passwordHash);
  });

  it("refuses a second account with the same e-mail in another case", async () => {
    const res = await t.anon().post("/api/auth/register/client", {
      email: DEMO_ACCOUNTS.client.login.toUpperCase(),
      password: "secret-pass-1",
      firstName: "A",
      lastName: "B",
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/email already exists/);
  });

  it("refuses short passwords and bad e-mails with field messages", async () => {
    const res = await t.anon().post("/api/auth/register/client", { email: "not-an-email", password: "123", firstName: "", lastName: "B" });
    expect(res.status).toBe(400);
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["email", "firstName", "password"]);
  });

  it("registers an expert who starts inactive, and refuses a taken username", async () => {
    const body = {
      username: "new-expert",
      email: "new.expert@example.com",
      password: "secret-pass-12",
      firstName: "Kea",
      lastName: "Mabe",
      specialization: "MLOps Engineer",
      userType: "expert",
    };
    const res = await t.anon().post("/api/auth/register/expert", body);
    expect(res.status).toBe(201);
    expectAnswer(registeredAnswer, res.body);
    const rows = await t.deps.database.db.query.experts.findFirst({ where: (e, { eq }) => eq(e.userId, res.body.user.id) });
    expect(rows).toMatchObject({ isActive: false, role: "MLOps Engineer", name: "Kea Mabe" });

    const again = await t.anon().post("/api/auth/register/expert", { ...body, email: "other@example.com", username: "NEW-EXPERT" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/username/);

    const sameEmail = await t.anon().post("/api/auth/register/expert", { ...body, email: "New.Expert@EXAMPLE.com", username: "another-expert" });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.message).toMatch(/email already exists/);
  });

  it("refuses an unknown specialization", async () => {
    const res = await t.anon().post("/api/auth/register/expert", {
      username: "abc",
      email: "abc@example.com",
      password: "secret-pass-12",
      firstName: "A",
      lastName: "B",
      specialization: "Wizard",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe("specialization");
  });
});

describe("admin sign-in", () => {
  it("lets the admin in and checks the token", async () => {
    const res = await t.anon().post("/api/admin/login", ADMIN);
    expect(res.status).toBe(200);
    expectAnswer(signInAnswer, res.body);
    const api = t.anon();
    api.token = res.body.token;
    const check = await api.get("/api/admin/check-auth");
    expect(check.status).toBe(200);
    expectAnswer(adminCheckAnswer, check.body);
    expect(check.body.user.isAdmin).toBe(true);
    expect((await api.post("/api/admin/logout")).status).toBe(204);
    expect((await api.get("/api/admin/check-auth")).status).toBe(401);
  });

  it("refuses a non-admin at the admin login and at check-auth", async () => {
    const res = await t.anon().post("/api/admin/login", { username: "thandi", password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    const expert = await t.loginAs("expert");
    expect((await expert.get("/api/admin/check-auth")).status).toBe(403);
  });
});

describe("password change", () => {
  it("ends every other session and token of the account", async () => {
    const { api, login } = await t.createUser("candidate");
    const other = await t.login(login, "test-password-1");
    const res = await api.post("/api/auth/password", { currentPassword: "test-password-1", newPassword: "brand-new-pass" });
    expect(res.status).toBe(200);
    expectAnswer(passwordChangedAnswer, res.body);
    expect((await other.get("/api/auth/me")).status).toBe(401);
    api.token = res.body.token;
    expect((await api.get("/api/auth/me")).status).toBe(200);
    await t.login(login, "brand-new-pass");
  });
});

describe("throttling", () => {
  it("answers 429 with Retry-After after repeated failures on one account, even with the right password", async () => {
    const { login } = await t.createUser("client");
    for (let i = 0; i < THROTTLE.account.limit - 1; i++) {
      expect((await t.anon().post("/api/auth/login", { username: login, password: "wrong-password" })).status).toBe(401);
    }
    const locked = await t.anon().post("/api/auth/login", { username: login, password: "wrong-password" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const right = await t.anon().post("/api/auth/login", { username: login, password: "test-password-1" });
    expect(right.status).toBe(429);
  });
});
