// Password reset: the answer that says nothing about which addresses have accounts, the mailed
// single-use link (read out of mail delivered to a real SMTP server), what using it ends, and
// every way a link can be bad: expired (fixed clock), used, superseded, forged, another kind.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_LINK_SECONDS, ACCOUNT_MESSAGES } from "@shared/constants";
import { accountMessageAnswer } from "@shared/contracts/auth";
import { accountTokens, auditLog, mailOutbox } from "@shared/schema";
import { closeMailers, sendDueMail } from "../notifications/mail-sender";
import { expectAnswer } from "../test/answer";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { ApiClient, startTestServer, type TestServer } from "../test/harness";
import { THROTTLE } from "./throttle";

const PUBLIC_URL = "https://talent.example.test";
const MAIL_ENV = { MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL };

let smtp: TestSmtp;
let t: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, ...MAIL_ENV } });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** Sends what the outbox holds to the test SMTP server and returns the reset links mailed to `to`. */
async function linksMailedTo(server: TestServer, to: string) {
  await sendDueMail(server.deps);
  return smtp.received
    .filter((m) => m.to.includes(to) && m.headers.subject?.startsWith("Set a new password"))
    .map((m) => {
      const found = /(https:\/\/\S+\/reset-password#token=([\w-]+))/.exec(m.text ?? "");
      if (!found) throw new Error(`no reset link in: ${m.text}`);
      return { url: found[1], token: found[2] };
    });
}

const ask = (server: TestServer, email: string) => server.anon().post("/api/auth/password-reset/request", { email });
const reset = (server: TestServer, token: string, password: string) => server.anon().post("/api/auth/password-reset", { token, password });
const signIn = (server: TestServer, username: string, password: string) => server.anon().post("/api/auth/login", { username, password });

describe("asking for a reset", () => {
  it("answers byte for byte the same whether or not an account uses the address; only a real account gets mail", async () => {
    const user = await t.createUser("client");
    const known = await ask(t, user.email);
    const unknown = await ask(t, `nobody-${randomBytes(4).toString("hex")}@example.test`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers.get("content-type")).toBe(known.headers.get("content-type"));
    expect(unknown.headers.get("content-length")).toBe(known.headers.get("content-length"));
    expect(expectAnswer(accountMessageAnswer, known.body)).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequested });

    const links = await linksMailedTo(t, user.email);
    expect(links).toHaveLength(1);
    expect(links[0].url.startsWith(`${PUBLIC_URL}/reset-password#token=`)).toBe(true);
  });

  it("keeps only a SHA-256 of the token, and clears the link from the outbox once the mail is sent", async () => {
    const user = await t.createUser("expert");
    await ask(t, user.email);
    const [{ token }] = await linksMailedTo(t, user.email);
    const rows = await t.deps.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const mail = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ accountMail: "password-reset", link: null });
    expect(mail[0].sentAt).not.toBeNull();
  });

  it("refuses a malformed address with a 400 naming the field", async () => {
    const res = await t.anon().post("/api/auth/password-reset/request", { email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("email");
  });
});

describe("setting a new password from the link", () => {
  it("works once, ends every session and token of the account, and the new password signs in", async () => {
    const user = await t.createUser("client");
    const elsewhere = await t.login(user.login, user.password);
    // The second sign-in's two credentials, each alone.
    const cookieOnly = new ApiClient(t.url);
    cookieOnly.cookies = new Map(elsewhere.cookies);
    const tokenOnly = new ApiClient(t.url);
    tokenOnly.token = elsewhere.token;
    expect((await cookieOnly.get("/api/auth/me")).status).toBe(200);
    expect((await tokenOnly.get("/api/auth/me")).status).toBe(200);
    await ask(t, user.email);
    const [{ token }] = await linksMailedTo(t, user.email);

    const res = await reset(t, token, "brand-new-pass-1");
    expect(res.status).toBe(200);
    expect(expectAnswer(accountMessageAnswer, res.body)).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordReset });
    // Recorded in the audit log as a password change, by the account's owner.
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "password.changed"), eq(auditLog.targetId, String(user.id))));
    expect(entry).toMatchObject({ actorId: user.id, targetType: "user", changes: { via: "reset-link" } });

    // Both sign-ins are over, cookie and bearer token alike.
    expect((await user.api.get("/api/auth/me")).status).toBe(401);
    expect((await cookieOnly.get("/api/auth/me")).status).toBe(401);
    expect((await tokenOnly.get("/api/auth/me")).status).toBe(401);

    expect((await signIn(t, user.login, user.password)).status).toBe(401);
    expect((await signIn(t, user.login, "brand-new-pass-1")).status).toBe(200);

    // Used once: a second use says so and changes nothing.
    const again = await reset(t, token, "another-pass-2");
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "link_used", message: ACCOUNT_MESSAGES.linkUsed });
    expect((await signIn(t, user.login, "another-pass-2")).status).toBe(401);
    expect((await signIn(t, user.login, "brand-new-pass-1")).status).toBe(200);
  });

  it("using one link ends every other outstanding link of the account", async () => {
    const user = await t.createUser("candidate");
    await ask(t, user.email);
    await ask(t, user.email);
    const links = await linksMailedTo(t, user.email);
    expect(links).toHaveLength(2);
    expect((await reset(t, links[1].token, "second-link-pass")).status).toBe(200);
    const first = await reset(t, links[0].token, "first-link-pass");
    expect(first.status).toBe(400);
    expect(first.body.error.code).toBe("link_used");
    expect((await signIn(t, user.login, "second-link-pass")).status).toBe(200);
  });

  it("a link changes only its own account", async () => {
    const a = await t.createUser("client");
    const b = await t.createUser("client");
    await ask(t, a.email);
    const [{ token }] = await linksMailedTo(t, a.email);
    expect((await reset(t, token, "only-for-a-pass")).status).toBe(200);
    expect((await signIn(t, a.login, "only-for-a-pass")).status).toBe(200);
    expect((await signIn(t, b.login, "only-for-a-pass")).status).toBe(401);
    expect((await signIn(t, b.login, b.password)).status).toBe(200);
    expect((await b.api.get("/api/auth/me")).status).toBe(200);
  });

  it("expires after one hour (fixed clock), and an expired link changes nothing", async () => {
    const start = new Date("2031-03-10T09:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const late = await t.createUser("expert");
    const inTime = await t.createUser("expert");
    await ask(t, late.email);
    await ask(t, inTime.email);
    const [lateLink] = await linksMailedTo(t, late.email);
    const [inTimeLink] = await linksMailedTo(t, inTime.email);

    vi.setSystemTime(start.getTime() + ACCOUNT_LINK_SECONDS["password-reset"] * 1000 - 60_000);
    expect((await reset(t, inTimeLink.token, "just-in-time-pass")).status).toBe(200);

    vi.setSystemTime(start.getTime() + ACCOUNT_LINK_SECONDS["password-reset"] * 1000 + 1000);
    const res = await reset(t, lateLink.token, "too-late-pass");
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "link_expired", message: ACCOUNT_MESSAGES.linkExpired });
    vi.useRealTimers();
    expect((await signIn(t, late.login, "too-late-pass")).status).toBe(401);
    expect((await signIn(t, late.login, late.password)).status).toBe(200);
    expect((await late.api.get("/api/auth/me")).status).toBe(200);
  });

  it("refuses forged tokens, and a verification link used as a reset link", async () => {
    const user = await t.createUser("client");
    const forged = await reset(t, randomBytes(32).toString("base64url"), "forged-pass-1");
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({ code: "link_invalid", message: ACCOUNT_MESSAGES.linkInvalid });

    // A token that exists, but for proving an address: it is not a reset link.
    const token = randomBytes(32).toString("base64url");
    await t.deps.db.insert(accountTokens).values({ userId: user.id, purpose: "verify-email", tokenHash: sha256(token), email: user.email, expiresAt: new Date(Date.now() + 3_600_000) });
    const wrongKind = await reset(t, token, "forged-pass-1");
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.code).toBe("link_invalid");
    // Its hash is not the token either.
    expect((await reset(t, sha256(token), "forged-pass-1")).body.error.code).toBe("link_invalid");
    expect((await signIn(t, user.login, "forged-pass-1")).status).toBe(401);
    expect((await signIn(t, user.login, user.password)).status).toBe(200);
  });

  it("holds the new password to the sign-up rules and names the bad field", async () => {
    const user = await t.createUser("client");
    await ask(t, user.email);
    const [{ token }] = await linksMailedTo(t, user.email);
    const short = await reset(t, token, "abc");
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([expect.objectContaining({ path: "password" })]);
    const missing = await t.anon().post("/api/auth/password-reset", { password: "long-enough-1" });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([expect.objectContaining({ path: "token" })]);
    // The refused attempts did not use the link up.
    expect((await reset(t, token, "long-enough-1")).status).toBe(200);
  });

  it("a password change from the dashboard ends outstanding reset links", async () => {
    const user = await t.createUser("client");
    await ask(t, user.email);
    const [{ token }] = await linksMailedTo(t, user.email);
    expect((await user.api.post("/api/auth/password", { currentPassword: user.password, newPassword: "changed-by-hand-1" })).status).toBe(200);
    const res = await reset(t, token, "from-old-link-1");
    expect(res.body.error.code).toBe("link_used");
    expect((await signIn(t, user.login, "changed-by-hand-1")).status).toBe(200);
  });
});

describe("throttling", () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, ...MAIL_ENV } });
  });
  afterAll(async () => {
    await own?.close();
  });

  it("refuses more requests for one address like sign-in, alike for addresses with and without an account", async () => {
    const user = await own.createUser("client");
    const nobody = `nobody-${randomBytes(4).toString("hex")}@example.test`;
    for (let i = 0; i < THROTTLE.account.limit; i++) {
      expect((await ask(own, user.email)).status).toBe(200);
      expect((await ask(own, nobody)).status).toBe(200);
    }
    const known = await ask(own, user.email);
    const unknown = await ask(own, nobody);
    expect(known.status).toBe(429);
    expect(known.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(unknown.status).toBe(429);
    expect(unknown.text).toBe(known.text);
    expect(known.body.error.message).toBe(ACCOUNT_MESSAGES.tooManyResetRequests);
    // Only the requests that were let through wrote a link.
    const [{ n }] = await own.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(n).toBe(THROTTLE.account.limit);
  });

  it("refuses a client that keeps sending bad links", async () => {
    for (let i = 0; i < THROTTLE.address.limit; i++) {
      expect((await reset(own, randomBytes(16).toString("hex"), "guess-pass-1")).status).toBe(400);
    }
    const locked = await reset(own, randomBytes(16).toString("hex"), "guess-pass-1");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
