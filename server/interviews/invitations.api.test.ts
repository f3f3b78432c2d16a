// An interview's e-mail and reminders: each party's notice is mailed with the calendar invitation
// (METHOD:REQUEST, one UID, SEQUENCE raised by each change, times in UTC; METHOD:CANCEL once
// cancelled), made when the mail leaves, so a retried mail carries the latest; and the reminders
// 24 hours and 15 minutes before, once each however many runs go at once. The invitation says where
// (LOCATION and URL: the meeting link) and whom to answer (ORGANIZER: MAIL_REPLY_TO, never the
// no-reply sender).
import ICAL from "ical.js";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { experts, interviews, mailOutbox, notifications } from "@shared/schema";
import { JOBS } from "../jobs";
import { closeMailers, sendDueMail } from "../notifications/mail-sender";
import { DEFAULT_MAIL_DIGEST_HOLD_SECONDS } from "../config";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../test/smtp";
import { buildInvitation } from "./invitation";
import { remindInterviews } from "./interviews.service";
import { addDays, todayUtc } from "@shared/calendar";

let smtp: TestSmtp;
let t: TestServer;
type Person = { api: ApiClient; id: number; email: string };

function mondayAfter(after: number) {
  let d = addDays(todayUtc(), after);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}
const MONDAY = mondayAfter(7);
const REPLY_TO = "Protea Interviews <interviews@proteatalent.test>";

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", MAIL_REPLY_TO: REPLY_TO, PUBLIC_URL: "https://talent.example" },
  });
});
beforeEach(async () => {
  await t.deps.db.delete(mailOutbox);
  smtp.received.length = 0;
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

async function pair() {
  const c = await t.createUser("client");
  expect((await c.api.post("/api/client/profile", { companyName: "Northwind", timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" })).status).toBe(200);
  const e = await t.createUser("expert");
  await t.deps.db.update(experts).set({ timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" }).where(eq(experts.userId, e.id));
  const pb = await c.api.post("/api/pre-bookings", { expertId: e.id, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 130), preInterviewRequested: true });
  expect(pb.status, pb.text).toBe(201);
  const res = await c.api.get(`/api/interviews/slots?expertId=${e.id}&from=${MONDAY}&days=1&minutes=30`);
  // Only the interview's own mail from here on.
  await t.deps.db.delete(mailOutbox);
  return { c: c as Person, e: e as Person, booking: pb.body.id as number, slots: res.body.slots as { startsAt: string }[] };
}

/** The invitation a mail carries, read back with a calendar parser. */
function invitationOf(mail: ReceivedMail) {
  expect(mail.calendar, "a text/calendar part").toBeDefined();
  const attachment = mail.attachments.find((a) => a.filename === "invitation.ics");
  expect(attachment, "an .ics attachment").toBeDefined();
  expect(attachment!.content).toBe(mail.calendar!.content);
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
  return {
    contentType: mail.calendar!.contentType,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: start.toJSDate().toISOString(),
    startIsUtc: start.zone === ICAL.Timezone.utcTimezone,
    attendees: event.getAllProperties("attendee").map((p) => String(p.getFirstValue()).toLowerCase()),
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
    organizer: String(event.getFirstPropertyValue("organizer")).toLowerCase(),
    organizerName: event.getFirstProperty("organizer")?.getParameter("cn"),
    description: String(event.getFirstPropertyValue("description")),
    raw: mail.calendar!.content,
  };
}

const mailTo = (p: Person) => smtp.received.filter((m) => m.to.includes(p.email));

describe("the invitation", () => {
  it("is built with one UID, the SEQUENCE, times in UTC, and METHOD:REQUEST or CANCEL", () => {
    const base = {
      uid: "5b0f6a3e-3f7c-4a53-9f57-2f1b0c1d9e11",
      startsAt: new Date("2026-12-07T09:00:00Z"),
      endsAt: new Date("2026-12-07T09:30:00Z"),
      summary: "Interview with Ann; a, test",
      description: "Line one\nLine two",
      location: "https://meet.example.test/protea-interview-1-0123456789abcdef",
      url: "https://meet.example.test/protea-interview-1-0123456789abcdef",
      organizer: { name: "Protea Interviews", email: "interviews@proteatalent.test" },
      attendee: { name: "Bo", email: "bo@example.test" },
    };
    const request = new ICAL.Component(ICAL.parse(buildInvitation({ ...base, method: "REQUEST", sequence: 3 })));
    expect(request.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = request.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(base.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    expect(event.getFirstPropertyValue("summary")).toBe(base.summary);
    expect(event.getFirstPropertyValue("description")).toBe(base.description);
    expect(event.getFirstPropertyValue("location")).toBe(base.location);
    expect(event.getFirstPropertyValue("url")).toBe(base.url);
    expect(String(event.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:interviews@proteatalent.test");
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2026-12-07T09:00:00.000Z");
    expect(buildInvitation({ ...base, method: "REQUEST", sequence: 3 })).toMatch(/\r\nDTSTART:20261207T090000Z\r\n/);
    const cancel = new ICAL.Component(ICAL.parse(buildInvitation({ ...base, method: "CANCEL", sequence: 4 })));
    expect(cancel.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("is mailed to both when booked, updated when moved (SEQUENCE raised) and withdrawn when cancelled", async () => {
    const { c, e, booking, slots } = await pair();
    const made = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slots[0].startsAt, minutes: 30, preBookingId: booking });
    expect(made.status, made.text).toBe(201);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 2, failed: 0 });
    for (const p of [c, e]) {
      const [mail] = mailTo(p);
      expect(mail.headers.subject).toBe("Interview booked | Protea Talent");
      expect(mail.text).toMatch(new RegExp(`See the interview: https://talent.example/(client|expert)/dashboard#interview-${made.body.id}`));
      const inv = invitationOf(mail);
      expect(inv.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
      expect(inv).toMatchObject({ method: "REQUEST", uid: made.body.uid, sequence: 0, start: new Date(slots[0].startsAt).toISOString(), startIsUtc: true, status: "CONFIRMED" });
      // Each reader's invitation names only them.
      expect(inv.attendees).toEqual([`mailto:${p.email.toLowerCase()}`]);
      // Where they meet, and a mailbox that reads the answers, not the no-reply sender.
      expect(made.body.meetingUrl).toMatch(new RegExp(`^https://meet\\.example\\.test/protea-interview-${made.body.id}-[0-9a-f]{16}$`));
      expect(inv).toMatchObject({ location: made.body.meetingUrl, url: made.body.meetingUrl, organizer: "mailto:interviews@proteatalent.test", organizerName: "Protea Interviews" });
      expect(inv.description).toContain(`Join the video meeting: ${made.body.meetingUrl}`);
      expect(inv.raw).not.toMatch(/no-reply/i);
      expect(mail.headers["reply-to"]).toContain("interviews@proteatalent.test");
    }

    smtp.received.length = 0;
    const moved = await e.api.patch(`/api/interviews/${made.body.id}`, { action: "move", startsAt: slots[4].startsAt, reason: "A release moved to that morning." });
    expect(moved.status, moved.text).toBe(200);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 2 });
    for (const p of [c, e]) {
      const inv = invitationOf(mailTo(p)[0]);
      expect(inv).toMatchObject({ method: "REQUEST", uid: made.body.uid, sequence: 1, start: new Date(slots[4].startsAt).toISOString(), startIsUtc: true, location: made.body.meetingUrl });
    }
    // The other side reads why in their mail; the one who moved it is not told their own reason.
    expect(mailTo(c)[0].text).toContain("Their reason: A release moved to that morning.");
    expect(mailTo(e)[0].text).not.toContain("A release moved");

    smtp.received.length = 0;
    expect((await c.api.patch(`/api/interviews/${made.body.id}`, { action: "cancel", reason: "Filled" })).status).toBe(200);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 2 });
    for (const p of [c, e]) {
      const inv = invitationOf(mailTo(p)[0]);
      expect(inv.contentType).toMatch(/method=CANCEL/i);
      expect(inv).toMatchObject({ method: "CANCEL", uid: made.body.uid, sequence: 2, status: "CANCELLED" });
    }
  });

  it("is made when the mail leaves: a mail sent after a move carries the new time and SEQUENCE", async () => {
    const { c, e, booking, slots } = await pair();
    const made = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slots[0].startsAt, minutes: 30, preBookingId: booking });
    expect((await c.api.patch(`/api/interviews/${made.body.id}`, { action: "move", startsAt: slots[2].startsAt, reason: "Our CTO joins later." })).status).toBe(200);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 4 });
    const booked = smtp.received.filter((m) => m.to.includes(e.email) && m.headers.subject.startsWith("Interview booked"));
    expect(booked).toHaveLength(1);
    expect(invitationOf(booked[0])).toMatchObject({ sequence: 1, start: new Date(slots[2].startsAt).toISOString() });
  });

  it("is not on other mail", async () => {
    const { c, e, booking, slots } = await pair();
    const made = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slots[0].startsAt, minutes: 30, preBookingId: booking });
    await t.deps.db.delete(mailOutbox);
    await t.deps.db.execute(sql`update ${interviews} set starts_at = now() - interval '5 minutes', ends_at = now() + interval '25 minutes' where id = ${made.body.id}`);
    expect((await c.api.patch(`/api/interviews/${made.body.id}`, { action: "outcome", outcome: "failed", notes: "Not for this role" })).status).toBe(200);
    // The outcome's notice carries no invitation, so it waits its minute for others like any notice.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
    await t.deps.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - make_interval(secs => ${DEFAULT_MAIL_DIGEST_HOLD_SECONDS}::int)` }).where(sql`${mailOutbox.sentAt} is null`);
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 1 });
    const [mail] = mailTo(e);
    expect(mail.calendar).toBeUndefined();
    expect(mail.attachments).toEqual([]);
  });
});

describe("reminders", () => {
  const remindersTo = (userIds: number[]) =>
    t.deps.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, "interview.reminder")));

  it("reach both parties 24 hours and 15 minutes before, once each, however many runs go at once", async () => {
    const { c, e, booking, slots } = await pair();
    const made = await c.api.post("/api/interviews", { expertId: e.id, startsAt: slots[0].startsAt, minutes: 30, preBookingId: booking });
    expect(made.status).toBe(201);
    const job = JOBS.find((j) => j.name === "remind-interviews")!;
    await Promise.all([job.run(t.deps), job.run(t.deps), remindInterviews(t.deps)]);
    expect(await remindersTo([c.id, e.id])).toEqual([]);

    // The clock cannot move, so the interview does: 23 hours away.
    await t.deps.db.execute(sql`update ${interviews} set starts_at = now() + interval '23 hours', ends_at = now() + interval '23 hours 30 minutes' where id = ${made.body.id}`);
    await Promise.all([job.run(t.deps), job.run(t.deps), remindInterviews(t.deps)]);
    let sent = await remindersTo([c.id, e.id]);
    expect(sent.map((n) => n.userId).sort()).toEqual([c.id, e.id].sort());
    expect(sent.every((n) => n.title === "Interview tomorrow")).toBe(true);
    await Promise.all([job.run(t.deps), job.run(t.deps)]);
    expect(await remindersTo([c.id, e.id])).toHaveLength(2);

    await t.deps.db.execute(sql`update ${interviews} set starts_at = now() + interval '10 minutes', ends_at = now() + interval '40 minutes' where id = ${made.body.id}`);
    await Promise.all([job.run(t.deps), job.run(t.deps), remindInterviews(t.deps)]);
    sent = await remindersTo([c.id, e.id]);
    expect(sent).toHaveLength(4);
    expect(sent.filter((n) => n.title === "Interview in 15 minutes").map((n) => n.userId).sort()).toEqual([c.id, e.id].sort());
    await job.run(t.deps);
    expect(await remindersTo([c.id, e.id])).toHaveLength(4);
  });

  it("are not sent for a cancelled interview", async () => {
    const { c, e, booking } = await pair();
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 900_000) * 900_000);
    const [row] = await t.deps.db
      .insert(interviews)
      .values({ clientId: c.id, expertId: e.id, preBookingId: booking, startsAt: soon, endsAt: new Date(soon.getTime() + 30 * 60_000), minutes: 30 })
      .returning();
    await t.deps.db.update(interviews).set({ status: "cancelled", cancelReason: "Test" }).where(eq(interviews.id, row.id));
    await t.deps.db.execute(sql`update ${interviews} set starts_at = now() + interval '5 minutes', ends_at = now() + interval '35 minutes' where id = ${row.id}`);
    await remindInterviews(t.deps);
    expect(await remindersTo([c.id, e.id])).toEqual([]);
  });
});
