// Every limit holds when the requests arrive at the same moment: each attempt is counted before it
// is checked (docs/decisions/057-limits-count-first.md). Run on the embedded database and on
// PostgreSQL, where the requests really are worked on at once.
import { and, eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedInstant } from "@shared/discovery-slots";
import { MESSAGES } from "@shared/constants";
import { auditLog, discoveryCalls, mailOutbox, users } from "@shared/schema";
import { BOOKINGS_PER_ADDRESS_PER_HOUR } from "../discovery-calls/discovery-calls.service";
import { closeMailers, sendDueMail } from "../notifications/mail-sender";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { RESEND_THROTTLE } from "./account-links.service";
import { REGISTRATION_THROTTLE } from "./auth.service";
import { THROTTLE } from "./throttle";
import { TWO_FACTOR_THROTTLE } from "./two-factor.service";
import { addDays, isWeekend, wallClock } from "@shared/calendar";

const AT_ONCE = 50;

let smtp: TestSmtp;
let t: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL: "https://talent.example.test" },
  });
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

/** How many entries of an action the audit log holds for a user: one per password or code really checked. */
async function checked(action: "sign-in.failed" | "two-factor.failed", userId: number) {
  const [{ n }] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, userId)));
  return n;
}

/** The statuses of `n` calls started together, counted by status. */
async function atOnce(n: number, call: (i: number) => Promise<{ status: number }>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => call(i)));
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

describe("sign-in", () => {
  it(`answers ${AT_ONCE} wrong passwords sent at once with at most ${THROTTLE.account.limit} 401s and 429 for the rest; then refuses the right one`, async () => {
    const user = await t.createUser("client");
    const counts = await atOnce(AT_ONCE, () => t.anon().post("/api/auth/login", { username: user.login, password: "not-the-password" }));
    expect(Object.keys(counts).sort()).toEqual(["401", "429"]);
    expect(counts[401]).toBeLessThanOrEqual(THROTTLE.account.limit);
    expect(counts[401] + counts[429]).toBe(AT_ONCE);
    // Not just answered 429: no more passwords than the limit were looked at.
    expect(await checked("sign-in.failed", user.id)).toBeLessThanOrEqual(THROTTLE.account.limit);
    const right = await t.anon().post("/api/auth/login", { username: user.login, password: user.password });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts an account once whether it is asked for by username or by e-mail address", async () => {
    const user = await t.createUser("client");
    const counts = await atOnce(AT_ONCE, (i) => t.anon().post("/api/auth/login", { username: i % 2 ? user.login : user.email, password: "not-the-password" }));
    expect(counts[401]).toBeLessThanOrEqual(THROTTLE.account.limit);
    expect(await checked("sign-in.failed", user.id)).toBeLessThanOrEqual(THROTTLE.account.limit);
    expect((await t.anon().post("/api/auth/login", { username: user.email, password: user.password })).status).toBe(429);
  });

  it(`lets at most ${THROTTLE.address.limit} guesses from one address through, over many names`, async () => {
    // Names no account has: each stays under its own limit, the address does not.
    const own = await startTestServer({ seed: false });
    try {
      const counts = await atOnce(THROTTLE.address.limit + 20, (i) => own.anon().post("/api/auth/login", { username: `nobody-${i}`, password: "not-the-password" }));
      expect(counts[401]).toBeLessThanOrEqual(THROTTLE.address.limit);
      expect(counts[429]).toBeGreaterThanOrEqual(20);
      const [{ n }] = await own.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, "sign-in.failed"));
      expect(n).toBeLessThanOrEqual(THROTTLE.address.limit);
    } finally {
      await own.close();
    }
  });
});

describe("the current password, asked again through a signed-in session", () => {
  const changes = {
    "a password change": (api: ApiClient, currentPassword: string) => api.post("/api/auth/password", { currentPassword, newPassword: "fresh-mountain-47" }),
    "an address change": (api: ApiClient, currentPassword: string) => api.put("/api/auth/email", { email: `moved-${Date.now()}@example.test`, currentPassword }),
  };
  for (const [what, change] of Object.entries(changes)) {
    it(`is limited like sign-in for ${what}: ${AT_ONCE} wrong guesses at once get at most ${THROTTLE.account.limit} 401s`, async () => {
      const user = await t.createUser("client");
      const counts = await atOnce(AT_ONCE, () => change(user.api, "not-the-password"));
      expect(Object.keys(counts).sort()).toEqual(["401", "429"]);
      expect(counts[401]).toBeLessThanOrEqual(THROTTLE.account.limit);
      // The same tries as sign-in: the right password waits, here and at the sign-in form.
      const right = await change(user.api, user.password);
      expect(right.status).toBe(429);
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await t.anon().post("/api/auth/login", { username: user.login, password: user.password })).status).toBe(429);
    });
  }
});

describe("registration", () => {
  const signUp = (server: TestServer, email: string) =>
    server.anon().post("/api/auth/register/client", { email, password: "fresh-mountain-47", firstName: "Bulk", lastName: "Account" });

  it("makes at most the configured number of accounts from one client address, however many arrive at once", async () => {
    const own = await startTestServer({ seed: false, env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "5" } });
    try {
      const counts = await atOnce(30, (i) => signUp(own, `bulk-${i}@example.test`));
      expect(counts[201]).toBe(5);
      expect(counts[429]).toBe(25);
      const [{ n }] = await own.deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, false));
      expect(n).toBe(5);
      const refused = await signUp(own, "one-more@example.test");
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe(MESSAGES.tooManySignUps);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });

  it(`answers at most ${REGISTRATION_THROTTLE.email.limit} sign-ups for one e-mail address an hour`, async () => {
    const own = await startTestServer({ seed: false, env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" } });
    try {
      const counts = await atOnce(20, () => signUp(own, "target@example.test"));
      expect(counts[201]).toBe(1);
      expect((counts[409] ?? 0) + 1).toBeLessThanOrEqual(REGISTRATION_THROTTLE.email.limit);
      expect(counts[429]).toBeGreaterThanOrEqual(20 - REGISTRATION_THROTTLE.email.limit);
    } finally {
      await own.close();
    }
  });
});

describe("two-factor codes", () => {
  it(`answers ${AT_ONCE} wrong codes sent at once with at most ${TWO_FACTOR_THROTTLE.limit} 401s; then refuses the right code`, async () => {
    const admin = await t.createUser("client", { isAdmin: true });
    const setup = await admin.api.post("/api/admin/two-factor/setup", { password: admin.password });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
    expect((await admin.api.post("/api/admin/two-factor/confirm", { code: await codeAt(Date.now()) })).status).toBe(200);

    const step = await t.anon().post("/api/admin/login", { username: admin.login, password: admin.password });
    expect(step.body.twoFactorRequired).toBe(true);
    // A code that is none of the ones the server accepts now (one step of drift either way).
    const near = await Promise.all([-60_000, -30_000, 0, 30_000, 60_000].map((d) => codeAt(Date.now() + d)));
    const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].find((c) => !near.includes(c))!;
    const counts = await atOnce(AT_ONCE, () => t.anon().post("/api/admin/login/two-factor", { challenge: step.body.challenge, code: wrong }));
    expect(Object.keys(counts).sort()).toEqual(["401", "429"]);
    expect(counts[401]).toBeLessThanOrEqual(TWO_FACTOR_THROTTLE.limit);
    expect(await checked("two-factor.failed", admin.id)).toBeLessThanOrEqual(TWO_FACTOR_THROTTLE.limit);
    const right = await t.anon().post("/api/admin/login/two-factor", { challenge: step.body.challenge, code: await codeAt(Date.now()) });
    expect(right.status).toBe(429);
  });
});

describe("mail", () => {
  it(`sends at most ${THROTTLE.account.limit} reset mails for ${AT_ONCE} requests sent at once`, async () => {
    const user = await t.createUser("client");
    const counts = await atOnce(AT_ONCE, () => t.anon().post("/api/auth/password-reset/request", { email: user.email }));
    expect(counts[200]).toBeLessThanOrEqual(THROTTLE.account.limit);
    expect(counts[429]).toBeGreaterThanOrEqual(AT_ONCE - THROTTLE.account.limit);
    await sendDueMail(t.deps);
    const mails = smtp.received.filter((m) => m.to.includes(user.email));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(THROTTLE.account.limit);
  });

  it(`queues at most ${RESEND_THROTTLE.limit} verification mails for ${AT_ONCE} re-sends sent at once`, async () => {
    const user = await t.createUser("client", { unverified: true });
    const counts = await atOnce(AT_ONCE, () => user.api.post("/api/auth/verify-email/resend"));
    expect(counts[200]).toBeLessThanOrEqual(RESEND_THROTTLE.limit);
    const [{ n }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, user.id), eq(mailOutbox.accountMail, "verify-email")));
    expect(n).toBeLessThanOrEqual(RESEND_THROTTLE.limit);
  });
});

describe("discovery calls", () => {
  it(`books at most ${BOOKINGS_PER_ADDRESS_PER_HOUR} calls from one address however many arrive at once`, async () => {
    const own = await startTestServer({ seed: false });
    try {
      const zone = own.config.discovery.timeZone;
      let day = addDays(wallClock(new Date(), zone).date, 3);
      while (isWeekend(day)) day = addDays(day, 1);
      // Twelve different slots, so no request loses to another over a slot.
      const slots = Array.from({ length: 12 }, (_, i) => zonedInstant(day, `${String(9 + Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`, zone).toISOString());
      const counts = await atOnce(slots.length, (i) =>
        own.anon().post("/api/discovery-calls", {
          slotStart: slots[i],
          name: "Morgan Reyes",
          email: "morgan@northwind.example",
          company: "Northwind Analytics",
          needs: "Two data engineers.",
          timeZone: "UTC",
        }),
      );
      expect(counts[201]).toBe(BOOKINGS_PER_ADDRESS_PER_HOUR);
      expect(counts[429]).toBe(slots.length - BOOKINGS_PER_ADDRESS_PER_HOUR);
      const [{ n }] = await own.deps.db.select({ n: sql<number>`count(*)::int` }).from(discoveryCalls);
      expect(n).toBe(BOOKINGS_PER_ADDRESS_PER_HOUR);
    } finally {
      await own.close();
    }
  });
});
