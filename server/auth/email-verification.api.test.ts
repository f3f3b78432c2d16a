// Verified e-mail: the mail every new account gets (read from a real SMTP server), what waits for
// it (a client's pre-booking, an expert's activation), re-sending, expiry, and a changed address.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_LINK_SECONDS, ACCOUNT_MESSAGES } from "@shared/constants";
import { accountMessageAnswer, accountStatusAnswer, registeredAnswer } from "@shared/contracts/auth";
import { availability, users } from "@shared/schema";
import { closeMailers, sendDueMail } from "../notifications/mail-sender";
import { expectAnswer } from "../test/answer";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { RESEND_THROTTLE } from "./account-links.service";
import { passVetting } from "../test/vetting";

const PUBLIC_URL = "https://talent.example.test";
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let smtp: TestSmtp;
let t: TestServer;
let admin: ApiClient;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL, EMAIL_VERIFICATION: "required" },
  });
  admin = await t.loginAs("admin");
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

/** Delivers the outbox and returns the tokens of the verification links mailed to `to`, oldest first. */
async function verificationTokens(to: string) {
  await sendDueMail(t.deps);
  return smtp.received
    .filter((m) => m.to.includes(to) && m.headers.subject?.startsWith("Please verify your e-mail address"))
    .map((m) => {
      const found = new RegExp(`${PUBLIC_URL}/verify-email#token=([\\w-]+)`).exec(m.text ?? "");
      if (!found) throw new Error(`no verification link in: ${m.text}`);
      return found[1];
    });
}

const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** Registers a client over the API, signs in, and returns the client and the address. */
async function newClient() {
  const email = `client-${unique()}@example.test`;
  const res = await t.anon().post("/api/auth/register/client", { email, password: "client-pass-1", firstName: "Vera", lastName: "Fied" });
  expect(res.status).toBe(201);
  return { api: await t.login(email, "client-pass-1"), email, id: res.body.user.id as number };
}

async function newExpert() {
  const username = `exp${unique()}`;
  const email = `${username}@example.test`;
  const res = await t.anon().post("/api/auth/register/expert", {
    username,
    email,
    password: "expert-pass-1",
    firstName: "Ex",
    lastName: "Pert",
    specialization: "Data Engineer",
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as number, email, username };
}

const verify = (token: string, api: ApiClient = t.anon()) => api.post("/api/auth/verify-email", { token });

/** An active expert with open availability, to pre-book. */
async function bookableExpert() {
  const expert = await t.createUser("expert");
  await t.deps.db.insert(availability).values({ expertId: expert.id, availableFrom: day(0), availableTo: null });
  return expert;
}

let window = 0;
/** A booking window no other test in this file uses. */
function nextWindow() {
  window += 1;
  return { startDate: day(10 + window * 20), endDate: day(20 + window * 20) };
}

describe("a new account", () => {
  it("of each kind gets a verification mail, and starts unverified", async () => {
    const client = await newClient();
    const expert = await newExpert();
    const candidateEmail = `cand-${unique()}@example.test`;
    const candidate = await t.anon().post("/api/auth/register/candidate", {
      username: `cand${unique()}`,
      email: candidateEmail,
      password: "cand-pass-1",
      firstName: "Can",
      lastName: "Didate",
    });
    expect(candidate.status).toBe(201);
    expectAnswer(registeredAnswer, candidate.body);
    for (const to of [client.email, expert.email, candidateEmail]) expect(await verificationTokens(to)).toHaveLength(1);
    expect(expectAnswer(accountStatusAnswer, (await client.api.get("/api/auth/account")).body)).toEqual({ email: client.email, emailVerified: false, emailVerifiedAt: null });
  });

  it("a client can browse but not pre-book until verified; the link verifies, once", async () => {
    const client = await newClient();
    const expert = await bookableExpert();
    expect((await client.api.get("/api/experts")).status).toBe(200);
    expect((await client.api.get(`/api/experts/profile/${expert.id}`)).status).toBe(200);

    const refused = await client.api.post("/api/pre-bookings", { expertId: expert.id, ...nextWindow() });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: "email_unverified", message: ACCOUNT_MESSAGES.verifyBeforePreBooking });

    // A team booking waits too.
    const team = await client.api.post("/api/dream-teams", { name: "Unverified team" });
    await client.api.post(`/api/dream-teams/${team.body.id}/members`, { expertId: expert.id });
    const teamRefused = await client.api.post(`/api/dream-teams/${team.body.id}/pre-bookings`, nextWindow());
    expect(teamRefused.status).toBe(403);
    expect(teamRefused.body.error.code).toBe("email_unverified");

    const [token] = await verificationTokens(client.email);
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(expectAnswer(accountMessageAnswer, res.body)).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailVerified });
    expect((await client.api.get("/api/auth/account")).body.emailVerified).toBe(true);
    expect((await client.api.post("/api/pre-bookings", { expertId: expert.id, ...nextWindow() })).status).toBe(201);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("link_used");
  });

  it("an expert cannot be activated by an admin until verified", async () => {
    const expert = await newExpert();
    const refused = await admin.patch(`/api/experts/${expert.id}`, { isActive: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: "email_unverified", message: ACCOUNT_MESSAGES.expertNotVerified });
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.id, expert.id));
    expect(row).toBeDefined();
    expect((await t.anon().get(`/api/experts/profile/${expert.id}`)).status).toBe(404);

    const [token] = await verificationTokens(expert.email);
    expect((await verify(token)).status).toBe(200);
    await passVetting(t.deps.db, expert.id);
    const activated = await admin.patch(`/api/experts/${expert.id}`, { isActive: true });
    expect(activated.status).toBe(200);
    expect(activated.body.isActive).toBe(true);
  });

  it("a verification link expires after 48 hours (fixed clock) and verifies nothing then", async () => {
    const start = new Date("2031-05-04T12:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const client = await newClient();
    const [token] = await verificationTokens(client.email);
    vi.setSystemTime(start.getTime() + ACCOUNT_LINK_SECONDS["verify-email"] * 1000 + 1000);
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "link_expired", message: ACCOUNT_MESSAGES.linkExpired });
    vi.useRealTimers();
    expect((await client.api.get("/api/auth/account")).body.emailVerified).toBe(false);
  });

  it("refuses a forged link and a reset-style token alike", async () => {
    expect((await verify("not-a-real-token")).body.error.code).toBe("link_invalid");
    expect((await t.anon().post("/api/auth/verify-email", {})).body.error.details).toEqual([expect.objectContaining({ path: "token" })]);
  });
});

describe("re-sending the link", () => {
  it("mails a new link; the earlier one stops working; throttled per account", async () => {
    const client = await newClient();
    const [first] = await verificationTokens(client.email);
    const resent = await client.api.post("/api/auth/verify-email/resend");
    expect(resent.status).toBe(200);
    expect(expectAnswer(accountMessageAnswer, resent.body)).toEqual({ success: true, message: ACCOUNT_MESSAGES.verificationSent });
    const tokens = await verificationTokens(client.email);
    expect(tokens).toHaveLength(2);
    expect((await verify(first)).body.error.code).toBe("link_used");

    for (let i = 1; i < RESEND_THROTTLE.limit; i++) expect((await client.api.post("/api/auth/verify-email/resend")).status).toBe(200);
    const locked = await client.api.post("/api/auth/verify-email/resend");
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(ACCOUNT_MESSAGES.tooManyVerificationMails);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await verificationTokens(client.email)).toHaveLength(RESEND_THROTTLE.limit + 1);

    // The latest link still works.
    const latest = (await verificationTokens(client.email)).at(-1)!;
    expect((await verify(latest)).status).toBe(200);
  });

  it("is refused once verified, and for visitors", async () => {
    const verified = await t.createUser("client");
    const res = await verified.api.post("/api/auth/verify-email/resend");
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
    expect((await t.anon().post("/api/auth/verify-email/resend")).status).toBe(401);
  });
});

describe("changing the e-mail address", () => {
  it("needs the current password and a free address, naming the field", async () => {
    const user = await t.createUser("client");
    const other = await t.createUser("client");
    const wrong = await user.api.put("/api/auth/email", { email: `new-${unique()}@example.test`, currentPassword: "not-my-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.details).toEqual([expect.objectContaining({ path: "currentPassword" })]);
    const taken = await user.api.put("/api/auth/email", { email: other.email.toUpperCase(), currentPassword: user.password });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([expect.objectContaining({ path: "email" })]);
    const bad = await user.api.put("/api/auth/email", { email: "nope", currentPassword: user.password });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ path: "email" })]);
  });

  it("re-verifies: the new address is unverified and gets the link; links sent to the old one stop working", async () => {
    const user = await t.createUser("client");
    const expert = await bookableExpert();
    expect((await user.api.post("/api/pre-bookings", { expertId: expert.id, ...nextWindow() })).status).toBe(201);
    // A reset link mailed to the old address before the change.
    await t.anon().post("/api/auth/password-reset/request", { email: user.email });
    await sendDueMail(t.deps);
    const resetMail = smtp.received.find((m) => m.to.includes(user.email) && m.headers.subject?.startsWith("Set a new password"));
    const resetToken = /#token=([\w-]+)/.exec(resetMail?.text ?? "")![1];

    const newEmail = `moved-${unique()}@example.test`;
    const res = await user.api.put("/api/auth/email", { email: newEmail, currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(expectAnswer(accountStatusAnswer, res.body)).toEqual({ email: newEmail, emailVerified: false, emailVerifiedAt: null });
    // The old address is told, with the new one masked and no link to follow.
    await sendDueMail(t.deps);
    const notice = smtp.received.filter((m) => m.to.includes(user.email) && m.headers.subject === "Your e-mail address was changed | Protea Talent");
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain(`was changed to m…@example.test.`);
    expect(notice[0].text).not.toContain(newEmail);
    expect(notice[0].text).toContain(t.config.contactEmail);
    expect(notice[0].text).not.toMatch(/https?:\/\//);
    expect(notice[0].html).not.toContain("<a ");
    expect((await user.api.post("/api/pre-bookings", { expertId: expert.id, ...nextWindow() })).body.error.code).toBe("email_unverified");
    expect((await t.anon().post("/api/auth/password-reset", { token: resetToken, password: "hijack-pass-1" })).body.error.code).toBe("link_used");

    const [token] = await verificationTokens(newEmail);
    expect((await verify(token)).status).toBe(200);
    expect((await user.api.get("/api/auth/account")).body).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await user.api.post("/api/pre-bookings", { expertId: expert.id, ...nextWindow() })).status).toBe(201);
    // Sign-in works with the new address, not the old one.
    expect((await t.anon().post("/api/auth/login", { email: newEmail, password: user.password })).status).toBe(200);
    expect((await t.anon().post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(401);
  });

  it("a link for the old address cannot verify the new one", async () => {
    const client = await newClient();
    const [oldToken] = await verificationTokens(client.email);
    const newEmail = `later-${unique()}@example.test`;
    expect((await client.api.put("/api/auth/email", { email: newEmail, currentPassword: "client-pass-1" })).status).toBe(200);
    expect((await verify(oldToken)).status).toBe(400);
    expect((await client.api.get("/api/auth/account")).body.emailVerified).toBe(false);
  });
});

describe("account mail is not a notification", () => {
  it("goes out even when the user turned notification e-mail off", async () => {
    const client = await newClient();
    await t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, client.id));
    expect((await client.api.post("/api/auth/verify-email/resend")).status).toBe(200);
    expect(await verificationTokens(client.email)).toHaveLength(2);
  });
});
