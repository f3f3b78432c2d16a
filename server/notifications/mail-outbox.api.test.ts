import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, notifications, users } from "@shared/schema";
import { JOBS, startJobs } from "../jobs";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { claimDue, markSent } from "./mail-outbox.repo";
import { closeMailers, MAIL_LIMITS, retryDelaySeconds, sendDueMail, smtpMailer } from "./mail-sender";

/**
 * Notification e-mail through the outbox (docs/decisions/035-mail-outbox.md), against a real SMTP
 * server started here. Time is moved by changing the outbox rows, never by waiting.
 */

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const PUBLIC_URL = "https://talent.example";

let smtp: TestSmtp;
let t: TestServer;
let expert: { api: ApiClient; id: number; login: string };
let client: { api: ApiClient; id: number; login: string };
let bookings = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL } });
  expert = await t.createUser("expert");
  client = await t.createUser("client");
});
beforeEach(async () => {
  // Each test starts with an empty outbox and an accepting server.
  await t.deps.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.refuseWith = null;
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

async function book() {
  bookings += 1;
  const res = await client.api.post("/api/pre-bookings", { expertId: expert.id, startDate: day(10 + bookings), endDate: day(40 + bookings) });
  expect(res.status, res.text).toBe(201);
}

const rows = () => t.deps.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const mailTo = (userId: number) => t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).then(([u]) => u.email);
/** The retry pause has passed. */
const dueNow = () => t.deps.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} is not null`);

describe("notification e-mail", () => {
  it("queues a mail with each notification, in the same statement, to the user's address", async () => {
    await book();
    const [row] = await rows();
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.id, row.notificationId!));
    expect(notice).toMatchObject({ userId: expert.id, kind: "pre-booking.created" });
    expect(row).toMatchObject({ userId: expert.id, toAddress: await mailTo(expert.id), attempts: 0, sentAt: null, lastError: null });
  });

  it("sends it as plain text and HTML, with a link to the screen that answers it", async () => {
    // Names are typed by users: the HTML part must show them as text.
    await t.deps.db.update(users).set({ lastName: `<img src=x onerror=alert(1)> & "Co"` }).where(eq(users.id, client.id));
    await book();
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([await mailTo(expert.id)]);
    expect(mail.from).toBe("no-reply@proteatalent.test");
    expect(mail.headers.subject).toBe("New pre-booking request | Protea Talent");
    expect(mail.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("would like to book you");
    expect(mail.text).toContain(`Answer the request: ${PUBLIC_URL}/expert/dashboard`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/expert/dashboard"`);
    expect(mail.html).toContain("would like to book you");
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;");
    expect(mail.html).not.toContain("<img");

    const [row] = await rows();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.nextAttemptAt).toBeNull();
    // Sent once: another run finds nothing to do.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    await t.deps.db.update(users).set({ lastName: "Tester" }).where(eq(users.id, client.id));
  });

  it("a server that refuses (4xx, then 5xx) delays the mail, with growing pauses; once it accepts, the mail goes out once", async () => {
    await book();
    smtp.refuseWith = 451;
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    expect(row.lastError).toContain("451");
    const firstPause = row.nextAttemptAt!.getTime() - Date.now();
    expect(firstPause).toBeGreaterThan((retryDelaySeconds(1) - 5) * 1000);
    // Not due yet: nothing is tried.
    const connections = smtp.connections;
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.connections).toBe(connections);

    await dueNow();
    smtp.refuseWith = 550;
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0, failed: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row.lastError).toContain("550");
    expect(row.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan((retryDelaySeconds(2) - 5) * 1000);
    expect(retryDelaySeconds(2)).toBeGreaterThan(retryDelaySeconds(1));

    await dueNow();
    smtp.refuseWith = null;
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("a server that cannot be reached delays the mail too, and its password never reaches the outbox", async () => {
    await book();
    const away = { ...t.config, mail: { ...t.config.mail!, smtpUrl: `smtp://mailer:s3cret-pw@127.0.0.1:1` } };
    expect(await sendDueMail({ ...t.deps, config: away })).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.lastError).not.toContain("s3cret-pw");
    await dueNow();
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it("several senders at once (processes, instances) never send one mail twice", async () => {
    const made = 12;
    await t.deps.db.insert(notifications).values(Array.from({ length: made }, (_, i) => ({ userId: expert.id, kind: "pre-booking.expired", title: `Notice ${i}`, body: `Body ${i}` })));
    // On PostgreSQL these claim over separate pooled connections at the same time; PGlite runs them in turn.
    const mailers = Array.from({ length: 3 }, () => smtpMailer(t.config.mail!));
    const results = await Promise.all(mailers.map((mailer) => sendDueMail(t.deps, { mailer })));
    for (const mailer of mailers) mailer.close?.();
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(made);
    const subjects = smtp.received.map((m) => m.headers.subject).sort();
    expect(subjects).toEqual(Array.from({ length: made }, (_, i) => `Notice ${i} | Protea Talent`).sort());
    expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it("a burst goes out in batches over a few kept-open connections, each mail once", async () => {
    const made = MAIL_LIMITS.concurrency * 3 + 2;
    await t.deps.db.insert(notifications).values(Array.from({ length: made }, (_, i) => ({ userId: expert.id, kind: "pre-booking.expired", title: `Burst ${i}`, body: `Body ${i}` })));
    const mailer = smtpMailer(t.config.mail!);
    const connections = smtp.connections;
    expect(await sendDueMail(t.deps, { mailer })).toMatchObject({ sent: made, failed: 0 });
    mailer.close?.();
    // Not one connection per mail: the pool opens at most one per mail in flight.
    expect(smtp.connections - connections).toBeLessThanOrEqual(MAIL_LIMITS.concurrency);
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual(Array.from({ length: made }, (_, i) => `Burst ${i} | Protea Talent`).sort());
    expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
  });

  it("a sender that died holding a mail: the mail is taken over when its claim runs out, and the late sender changes nothing", async () => {
    await book();
    const [stale] = await claimDue(t.deps.db, 1, MAIL_LIMITS.leaseSeconds);
    // Held: nobody else takes it.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    await t.deps.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1 });
    const before = (await rows())[0];
    await markSent(t.deps.db, [stale]);
    expect((await rows())[0]).toEqual(before);
    expect(smtp.received).toHaveLength(1);
  });

  it("without SMTP_URL, mail is kept in the outbox and nothing is sent", async () => {
    await book();
    const connections = smtp.connections;
    const noSmtp = { ...t.config, mail: undefined };
    expect(await sendDueMail({ ...t.deps, config: noSmtp })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
    expect(row.nextAttemptAt).toBeInstanceOf(Date);
    expect(smtp.connections).toBe(connections);
    expect(smtp.received).toHaveLength(0);
  });

  it("a user who turned e-mail off gets no outbox row; mail queued before they did is not sent", async () => {
    await book();
    expect((await expert.api.put("/api/notifications/preferences", { emailNotifications: false })).status).toBe(200);
    await book();
    const queued = await rows();
    expect(queued).toHaveLength(1);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, expert.id))).not.toHaveLength(0);

    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0, gaveUp: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, nextAttemptAt: null, lastError: "e-mail turned off by the user" });
    expect(smtp.received).toHaveLength(0);
    expect((await expert.api.put("/api/notifications/preferences", { emailNotifications: true })).status).toBe(200);
  });

  it(`gives up mail not sent within ${MAIL_LIMITS.maxAgeDays} days`, async () => {
    await book();
    await t.deps.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - (MAIL_LIMITS.maxAgeDays + 1) * DAY), lastError: "451 Try again later" });
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0, gaveUp: 1 });
    const [row] = await rows();
    expect(row.nextAttemptAt).toBeNull();
    expect(row.lastError).toBe(`not sent within ${MAIL_LIMITS.maxAgeDays} days; 451 Try again later`);
    expect(smtp.received).toHaveLength(0);
  });

  it("runs as a periodic job in every process", async () => {
    const job = JOBS.find((j) => j.name === "send-mail");
    expect(job?.everyMs).toBeLessThanOrEqual(10_000);
    await book();
    await job!.run(t.deps);
    expect(smtp.received).toHaveLength(1);
  });

  it("is woken by a new notification, so its mail leaves well before the next tick", async () => {
    const job = JOBS.find((j) => j.name === "send-mail")!;
    const stop = startJobs(t.deps, [job]);
    try {
      await stop.listening;
      await book();
      // The clock's next run is everyMs away; the mail is sent long before it (polled, not timed).
      // The row's sentAt is written after the SMTP exchange ends, so it is what is waited for:
      // the sink can hold the message a moment before the sender hears its answer.
      await expect.poll(async () => (await rows())[0]?.sentAt ?? null, { timeout: job.everyMs / 2, interval: 50 }).not.toBeNull();
      expect(smtp.received).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
