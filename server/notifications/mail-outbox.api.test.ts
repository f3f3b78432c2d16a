import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, notifications, users } from "@shared/schema";
import { JOBS, startJobs } from "../jobs";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { claimDigests, markSent } from "./mail-outbox.repo";
import { closeMailers, MAIL_ALONE_KINDS, MAIL_LIMITS, retryDelaySeconds, sendDueMail, smtpMailer } from "./mail-sender";
import { DEFAULT_MAIL_DIGEST_HOLD_SECONDS } from "../config";

/**
 * Notification e-mail through the outbox (docs/decisions/035-mail-outbox.md), against a real SMTP
 * server started here. Time is moved by changing the outbox rows, never by waiting.
 */

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const PUBLIC_URL = "https://talent.example";

let smtp: TestSmtp;
let t: TestServer;
let expert: { api: ApiClient; id: number; login: string; email: string };
let client: { api: ApiClient; id: number; login: string; email: string };
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
/** The retry pause has passed, and the minute a notice mail waits for others to go with it. */
const dueNow = () =>
  t.deps.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - make_interval(secs => ${DEFAULT_MAIL_DIGEST_HOLD_SECONDS}::int)` })
    .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} is not null`);
/** `n` people who only receive mail (they never sign in), made at once. */
let recipientCount = 0;
const recipients = async (n: number) =>
  (
    await t.deps.db
      .insert(users)
      .values(Array.from({ length: n }, () => ({ email: `recipient-${++recipientCount}@example.test`, passwordHash: "never-signs-in", firstName: "Rita", lastName: `Recipient ${recipientCount}`, userType: "client" as const })))
      .returning({ id: users.id })
  ).map((u) => u.id);
/** Notices made for `userId` straight in the table, as any domain's would be. */
const notices = (userId: number, titles: string[], kind: "pre-booking.expired" | "interview.booked" = "pre-booking.expired") =>
  t.deps.db.insert(notifications).values(titles.map((title) => ({ userId, kind, title, body: `About ${title}`, link: `/expert/dashboard#${encodeURIComponent(title)}` })));

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
    // It waits a minute for other notices to the expert to go with it.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    await dueNow();
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
    await dueNow();
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
    await dueNow();
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
    // Twelve people, a notice each: twelve mails.
    for (const [i, id] of (await recipients(made)).entries()) await notices(id, [`Notice ${i}`]);
    await dueNow();
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
    for (const [i, id] of (await recipients(made)).entries()) await notices(id, [`Burst ${i}`]);
    await dueNow();
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
    await dueNow();
    const [[stale]] = await claimDigests(t.deps.db, 1, MAIL_LIMITS.leaseSeconds, DEFAULT_MAIL_DIGEST_HOLD_SECONDS, MAIL_ALONE_KINDS);
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
    await dueNow();
    await job!.run(t.deps);
    expect(smtp.received).toHaveLength(1);
  });

  it("is woken by a new notification, so a mail that goes alone leaves well before the next tick", async () => {
    const job = JOBS.find((j) => j.name === "send-mail")!;
    const stop = startJobs(t.deps, [job]);
    try {
      await stop.listening;
      // An interview's notice carries its invitation: it does not wait for others.
      await notices(expert.id, ["Interview booked"], "interview.booked");
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

describe("a burst of notices to one person", () => {
  const listed = (mail: { text?: string }) => (mail.text ?? "").split(/\r?\n/).filter((line) => line.startsWith("* ")).map((line) => line.slice(2));

  it("is one mail listing them, once the first has waited a minute; each other person gets their own", async () => {
    const other = await t.createUser("client");
    const titles = ["First", "Second <b>", "Third", "Fourth", "Fifth"];
    await notices(expert.id, titles);
    await notices(other.id, ["Only one"]);
    // Within the minute nothing leaves: more may come.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    await dueNow();
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 2, failed: 0 });

    const digest = smtp.received.find((m) => m.to.includes(expert.email))!;
    expect(digest.headers.subject).toBe("5 new notifications | Protea Talent");
    expect(listed(digest)).toEqual(titles);
    expect(digest.text).toContain(`See your bookings: ${PUBLIC_URL}/expert/dashboard#First`);
    expect(digest.html).toContain("Second &#60;b&#62;");
    expect(digest.html).not.toContain("<b>");
    // One notice alone is the plain notice mail.
    const single = smtp.received.find((m) => m.to.includes(other.email))!;
    expect(single.headers.subject).toBe("Only one | Protea Talent");
    expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("does not hold account mail or an interview's invitation: they go at once, on their own", async () => {
    await notices(expert.id, ["Waiting"]);
    await notices(expert.id, ["Interview booked", "Interview moved"], "interview.booked");
    expect((await t.anon().post("/api/auth/password-reset/request", { email: expert.email })).status).toBe(200);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 3, failed: 0 });
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual(["Interview booked | Protea Talent", "Interview moved | Protea Talent", "Set a new password | Protea Talent"]);
    await dueNow();
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1 });
    expect(smtp.received.at(-1)!.headers.subject).toBe("Waiting | Protea Talent");
  });

  it("sent by several senders at once is still one mail per person, each notice in exactly one", async () => {
    const people = [expert.id, client.id, ...(await recipients(2))];
    for (const [p, id] of people.entries()) await notices(id, Array.from({ length: 5 }, (_, i) => `Person ${p} notice ${i}`));
    await dueNow();
    const mailers = Array.from({ length: 3 }, () => smtpMailer(t.config.mail!));
    const results = await Promise.all(mailers.map((mailer) => sendDueMail(t.deps, { mailer })));
    for (const mailer of mailers) mailer.close?.();
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(people.length);
    expect(smtp.received).toHaveLength(people.length);
    for (const [p] of people.entries()) {
      const mail = smtp.received.find((m) => listed(m)[0] === `Person ${p} notice 0`)!;
      expect(listed(mail)).toEqual(Array.from({ length: 5 }, (_, i) => `Person ${p} notice ${i}`));
    }
    expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it("that arrives while a digest is being sent waits for the next one", async () => {
    await notices(expert.id, ["Early 1", "Early 2"]);
    await dueNow();
    const [held] = await claimDigests(t.deps.db, 10, MAIL_LIMITS.leaseSeconds, DEFAULT_MAIL_DIGEST_HOLD_SECONDS, MAIL_ALONE_KINDS);
    expect(held.map((r) => r.title)).toEqual(["Early 1", "Early 2"]);
    await notices(expert.id, ["Late"]);
    await dueNow();
    // The early two are held by their sender; the late one is not taken apart from them.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    await markSent(t.deps.db, held);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.headers.subject)).toEqual(["Late | Protea Talent"]);
  });
});
