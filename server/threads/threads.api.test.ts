// Conversations over HTTP (PRODUCT.md "Conversations"): a requisition's thread between its client and
// the admins, who may read and write it, plain text of at most 5,000 characters stored as typed,
// messages live on the other party's open stream and counted in their bell, and a message unread
// 15 minutes on e-mailed once through the outbox and a real SMTP server. Time is moved in the
// database, never waited for.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, notifications, users } from "@shared/schema";
import { threadMessageAnswer, threadReadAnswer } from "@shared/contracts/threads";
import { JOBS } from "../jobs";
import { closeMailers, sendDueMail } from "../notifications/mail-sender";
import { DEFAULT_MAIL_DIGEST_HOLD_SECONDS } from "../config";
import { mailUnreadNotifications } from "../notifications/notifications.service";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { openStream } from "../test/sse";
import { addDays, todayUtc } from "@shared/calendar";

const PUBLIC_URL = "https://talent.example";
let smtp: TestSmtp;
let t: TestServer;
let admin: ApiClient;
let adminId: number;
let client: { api: ApiClient; id: number; email: string };
let requisitionId: number;

const path = (id = requisitionId, kind = "requisition") => `/api/threads/${kind}/${id}/messages`;
const say = (api: ApiClient, body: string, id = requisitionId) => api.post(path(id), { body });

async function newRequisition(api: ApiClient = client.api) {
  const res = await api.post("/api/requisitions", {
    title: "Analytics Engineer",
    mustHave: ["dbt"],
    startDate: addDays(todayUtc(), 14),
    weeks: 8,
    headcount: 1,
    timeZone: "Europe/London",
    workStart: "09:00",
    workEnd: "17:00",
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

/** A header's MIME encoded words (RFC 2047, Q encoding: the subject's quotes make it so) as text. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

/** The minute a notice's mail waits for others to go with it has passed. */
const digestWaitOver = () =>
  t.deps.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - make_interval(secs => ${DEFAULT_MAIL_DIGEST_HOLD_SECONDS}::int)` })
    .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} is not null`);

/** The message notices' e-mail is due now: 15 minutes have passed. */
const fifteenMinutesOn = () =>
  t.deps.db.update(notifications).set({ mailIfUnreadAt: sql`now() - interval '1 second'` }).where(sql`${notifications.mailIfUnreadAt} is not null`);

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL } });
  admin = await t.loginAs("admin");
  adminId = (await admin.get("/api/auth/me")).body.user.id;
  client = await t.createUser("client");
  requisitionId = await newRequisition();
});
beforeEach(async () => {
  await t.deps.db.delete(mailOutbox);
  smtp.received.length = 0;
});

/** The outbox's rows for conversation messages (new requisitions mail the admins at once, as every notice does). */
const messageMail = () =>
  t.deps.db
    .select({ id: mailOutbox.id, userId: mailOutbox.userId })
    .from(mailOutbox)
    .innerJoin(notifications, eq(notifications.id, mailOutbox.notificationId))
    .where(eq(notifications.kind, "thread.message"));
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

describe("a requisition's conversation", () => {
  it("carries messages between the client and the admins, oldest first, with who wrote each", async () => {
    const id = await newRequisition();
    const first = await say(client.api, "Could the start slip a week?", id);
    expect(first.status, first.text).toBe(201);
    expectAnswer(threadMessageAnswer, first.body);
    expect(first.body).toMatchObject({ kind: "requisition", subjectId: id, authorRole: "client", mine: true, body: "Could the start slip a week?", unread: false });
    expect((await say(admin, "Yes: two of the candidates start later anyway.", id)).status).toBe(201);

    const seenByAdmin = await admin.get(path(id));
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.headers.get("x-total-count")).toBe("2");
    expectListAnswer(threadMessageAnswer, seenByAdmin.body);
    expect(seenByAdmin.body.map((m: { body: string; authorRole: string; mine: boolean }) => [m.authorRole, m.mine, m.body])).toEqual([
      ["client", false, "Could the start slip a week?"],
      ["admin", true, "Yes: two of the candidates start later anyway."],
    ]);
    expect(seenByAdmin.body[0].unread).toBe(true);
    const seenByClient = await client.api.get(path(id));
    expect(seenByClient.body.map((m: { mine: boolean; unread: boolean }) => [m.mine, m.unread])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(seenByClient.body[0].authorName).toMatch(/^Client Tester/);

    // Pages count back from the newest.
    const newest = await client.api.get(`${path(id)}?limit=1`);
    expect(newest.body.map((m: { body: string }) => m.body)).toEqual(["Yes: two of the candidates start later anyway."]);
    expect(newest.headers.get("x-total-count")).toBe("2");
    expect((await client.api.get(`${path(id)}?limit=1&offset=1`)).body[0].body).toBe("Could the start slip a week?");
  });

  it("counts each new message in the other party's bell, and opening the thread reads them", async () => {
    const id = await newRequisition();
    const unread = async (api: ApiClient) => (await api.get("/api/notifications/unread-count")).body.count as number;
    await admin.post("/api/notifications/read-all");
    await say(client.api, "One", id);
    await say(client.api, "Two", id);
    expect(await unread(admin)).toBe(2);
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, adminId)).orderBy(sql`${notifications.id} desc`).limit(1);
    expect(notice).toMatchObject({ kind: "thread.message", title: 'New message about "Analytics Engineer"', link: "/admin/dreamteam#requisitions" });
    expect(notice.body).toMatch(/^Client Tester\d+: Two$/);

    const read = await admin.post(`/api/threads/requisition/${id}/read`);
    expect(expectAnswer(threadReadAnswer, read.body)).toEqual({ updated: 2 });
    expect(await unread(admin)).toBe(0);
    expect((await admin.get(path(id))).body.every((m: { unread: boolean }) => !m.unread)).toBe(true);
    expect((await admin.post(`/api/threads/requisition/${id}/read`)).body).toEqual({ updated: 0 });

    // The client's notice of an admin's message links to the requisition's page.
    await say(admin, "Three", id);
    const [toClient] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, client.id)).orderBy(sql`${notifications.id} desc`).limit(1);
    expect(toClient).toMatchObject({ kind: "thread.message", link: `/client/requisitions/${id}` });
  });

  it("is the requisition's client's and the admins' alone: anyone else is told it does not exist", async () => {
    await say(client.api, "Private");
    const other = await t.createUser("client");
    const expert = await t.createUser("expert");
    for (const api of [other.api, expert.api]) {
      expect((await api.get(path())).status).toBe(404);
      expect((await say(api, "Let me in")).status).toBe(404);
      expect((await api.post(`/api/threads/requisition/${requisitionId}/read`)).status).toBe(404);
    }
    expect((await t.anon().get(path())).status).toBe(401);
    expect((await t.anon().post(path(), { body: "Hi" })).status).toBe(401);
    expect((await client.api.get(path(999_999))).status).toBe(404);
    // An engagement's thread is its own subject: no engagement of this number is the client's.
    expect((await client.api.get(path(requisitionId, "engagement"))).status).toBe(404);
    const kind = await client.api.get(path(requisitionId, "meeting"));
    expect(kind.status).toBe(400);
    expect(kind.body.error.details[0]).toMatchObject({ path: "kind" });
  });

  it("takes plain text of 1 to 5,000 characters and keeps it exactly as typed", async () => {
    const id = await newRequisition();
    const empty = await say(client.api, "  \n ", id);
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0]).toMatchObject({ path: "body", message: "Please write a message" });
    const long = await say(client.api, "x".repeat(5001), id);
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].message).toBe("Messages are at most 5,000 characters");
    const longest = await say(client.api, "y".repeat(5000), id);
    expect(longest.status, longest.text).toBe(201);
    expect((await client.api.post(path(id), { body: 42 })).status).toBe(400);

    const markup = `<script>alert("x")</script> & <b>bold</b>\r\nsecond line\u0007`;
    const res = await say(client.api, markup, id);
    expect(res.status, res.text).toBe(201);
    const stored = (await admin.get(path(id))).body.at(-1).body;
    expect(stored).toBe(`<script>alert("x")</script> & <b>bold</b>\nsecond line`);
    const nul = await say(client.api, "a\u0000b", id);
    expect(nul.status).toBe(400);
    expect(nul.body.error.details[0]).toMatchObject({ path: "body" });
  });

  it("reaches the admin's open page live, through the notification stream", async () => {
    const opened = await openStream(admin);
    expect(opened.status).toBe(200);
    const stream = opened.stream!;
    try {
      await stream.waitFor("ready");
      const sent = Date.now();
      await say(client.api, "Are you there?");
      const event = await stream.waitFor("notification", (n) => n.kind === "thread.message" && n.body.endsWith("Are you there?"));
      expect(event.data.refresh).toEqual(["notifications", "threads"]);
      expect(Date.now() - sent).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  });
});

describe("e-mail of unread messages", () => {
  it("checks every minute", () => {
    expect(JOBS.find((j) => j.name === "mail-unread-messages")?.everyMs).toBe(60_000);
  });

  it("mails a message still unread 15 minutes on, once, and never one read before then", async () => {
    // Messages of the tests before this one are not its business.
    await t.deps.db.update(notifications).set({ mailIfUnreadAt: null });
    const id = await newRequisition();
    await say(admin, "Three candidates are ready for you.", id);
    const readInTime = await newRequisition();
    await say(admin, "This one you will read.", readInTime);

    // Not at once: no mail is queued with the message.
    expect(await messageMail()).toEqual([]);
    await mailUnreadNotifications(t.deps);
    expect(await messageMail()).toEqual([]);
    // The admins' mail about the new requisitions is not what this test is about.
    await t.deps.db.delete(mailOutbox);

    expect((await client.api.post(`/api/threads/requisition/${readInTime}/read`)).body).toEqual({ updated: 1 });
    await fifteenMinutesOn();
    await Promise.all([mailUnreadNotifications(t.deps), mailUnreadNotifications(t.deps)]);
    await digestWaitOver();
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([client.email]);
    expect(decodeHeader(mail.headers.subject)).toBe('New message about "Analytics Engineer" | Protea Talent');
    expect(mail.text).toContain("Three candidates are ready for you.");
    expect(mail.text).toContain(`Read and answer: ${PUBLIC_URL}/client/requisitions/${id}`);

    // Once: later runs find nothing more, even if it stays unread.
    await fifteenMinutesOn();
    await mailUnreadNotifications(t.deps);
    await digestWaitOver();
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends none to a reader who turned e-mail off, and still counts the message in their bell", async () => {
    const quiet = await t.createUser("client");
    await t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id));
    const id = await newRequisition(quiet.api);
    await say(admin, "Hello quiet client", id);
    await fifteenMinutesOn();
    await mailUnreadNotifications(t.deps);
    expect((await messageMail()).filter((m) => m.userId === quiet.id)).toEqual([]);
    expect((await quiet.api.get("/api/notifications/unread-count")).body.count).toBeGreaterThan(0);
  });
});
