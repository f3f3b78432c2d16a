// The discovery call in the visitor's day (PRODUCT.md, "Beyond: the joints of the journey"): the
// default offices, Cape Town, London and New York, offer a visitor only slots between 07:00 and
// 20:00 of the visitor's own day, on both sides of a clock change; a booking mails the visitor and
// the admins a confirmation with the calendar file and the meeting link.
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookedDiscoveryCallAnswer, discoverySlotsAnswer, SLOTS_ZONE_MESSAGE, type DiscoverySlots } from "@shared/contracts/discovery-calls";
import { SLOT_MS, zonedInstant } from "@shared/discovery-slots";
import { closeMailers, sendDueMail } from "../notifications/mail-sender";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { startSmtp, type TestSmtp } from "../test/smtp";
import { addDays, isWeekend, wallClock } from "@shared/calendar";

const NEW_YORK = "America/New_York";
const JOHANNESBURG = "Africa/Johannesburg";
const MEETING_TEMPLATE = "https://meet.example.test/protea-{id}";

let smtp: TestSmtp;
let t: TestServer;
let anon: ApiClient;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@proteatalent.test>", PUBLIC_URL: "https://talent.example.test", MEETING_URL_TEMPLATE: MEETING_TEMPLATE },
  });
  anon = t.anon();
});
afterAll(async () => {
  closeMailers();
  await t?.close();
  await smtp?.close();
});

/** The slots answer for a visitor in `zone`, asked at the moment `now` (the server's clock is the test's). */
async function slotsAt(now: string, zone: string): Promise<DiscoverySlots> {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(now));
  try {
    const res = await anon.get(`/api/discovery-calls/slots?timeZone=${encodeURIComponent(zone)}`);
    expect(res.status, res.text).toBe(200);
    return expectAnswer(discoverySlotsAnswer, res.body);
  } finally {
    vi.useRealTimers();
  }
}

/** Each visitor date's slots as wall-clock times there, after checking every slot lies within 07:00–20:00 of one date. */
function visitorDays(slots: string[], zone: string) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const start = wallClock(slot, zone);
    const end = wallClock(new Date(Date.parse(slot) + SLOT_MS), zone);
    expect(start.time >= "07:00", `${slot} starts at ${start.time} in ${zone}`).toBe(true);
    expect(end.date === start.date && end.time <= "20:00", `${slot} ends at ${end.time} in ${zone}`).toBe(true);
    days.set(start.date, [...(days.get(start.date) ?? []), start.time]);
  }
  return days;
}

describe("slots in the visitor's day", () => {
  afterEach(() => vi.useRealTimers());

  it("offers a New York visitor 07:00 to 17:00 their time, before and after New York moves its clocks (2027-03-14)", async () => {
    const answer = await slotsAt("2027-03-01T12:00:00Z", NEW_YORK);
    expect(answer).toMatchObject({ timeZone: NEW_YORK, dayStart: "07:00", dayEnd: "17:00", daysAhead: 21, slotMinutes: 15 });
    expect(answer.offices.map((o) => [o.name, o.timeZone, o.dayStart, o.dayEnd])).toEqual([
      ["Cape Town", JOHANNESBURG, "09:00", "17:00"],
      ["London", "Europe/London", "09:00", "17:00"],
      ["New York", NEW_YORK, "09:00", "17:00"],
    ]);
    const days = visitorDays(answer.slots, NEW_YORK);
    for (const day of ["2027-03-09", "2027-03-12", "2027-03-15", "2027-03-19"]) {
      const times = days.get(day)!;
      expect(times, day).toHaveLength(40);
      expect([times[0], times.at(-1)], day).toEqual(["07:00", "16:45"]);
    }
    // 07:00 in New York is 12:00 UTC on EST and 11:00 UTC on EDT.
    expect(answer.slots).toContain("2027-03-12T12:00:00.000Z");
    expect(answer.slots).toContain("2027-03-15T11:00:00.000Z");
    expect(answer.slots).not.toContain("2027-03-15T10:45:00.000Z");
    for (const day of days.keys()) expect(isWeekend(day), day).toBe(false);
  });

  it("does the same when New York and London move their clocks back (2027-10-31 and 2027-11-07)", async () => {
    const answer = await slotsAt("2027-10-25T12:00:00Z", NEW_YORK);
    const days = visitorDays(answer.slots, NEW_YORK);
    for (const day of ["2027-10-29", "2027-11-02", "2027-11-09"]) {
      expect(days.get(day), day).toHaveLength(40);
      expect(days.get(day)![0], day).toBe("07:00");
    }
  });

  it("offers a Johannesburg visitor 09:00 to 20:00, the evening being New York's morning", async () => {
    const answer = await slotsAt("2027-03-01T12:00:00Z", JOHANNESBURG);
    expect(answer).toMatchObject({ timeZone: JOHANNESBURG, dayStart: "09:00", dayEnd: "20:00" });
    const days = visitorDays(answer.slots, JOHANNESBURG);
    for (const day of ["2027-03-09", "2027-03-16"]) {
      expect(days.get(day), day).toHaveLength(44);
      expect([days.get(day)![0], days.get(day)!.at(-1)], day).toEqual(["09:00", "19:45"]);
    }
  });

  it("uses the first office's zone when none is given", async () => {
    const res = await anon.get("/api/discovery-calls/slots");
    expect(res.status).toBe(200);
    expect(expectAnswer(discoverySlotsAnswer, res.body).timeZone).toBe(JOHANNESBURG);
  });

  it.each([["Mars/Olympus_Mons"], ["+02:00"], [""], ["Europe/London; drop table"]])("refuses the zone %j with 400 and says what it takes", async (zone) => {
    const res = await anon.get(`/api/discovery-calls/slots?timeZone=${encodeURIComponent(zone)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: "timeZone", message: SLOTS_ZONE_MESSAGE }]);
  });
});

const officeToday = () => wallClock(new Date(), JOHANNESBURG).date;
function weekdayFrom(after: number) {
  let d = addDays(officeToday(), after);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

const visitor = (slotStart: string) => ({
  slotStart,
  name: "Jordan Alvarez",
  email: "jordan@hudsonledger.example",
  company: "Hudson Ledger",
  needs: "Two senior Python data engineers for a Snowflake migration.",
  timeZone: NEW_YORK,
});

describe("booking", () => {
  beforeEach(async () => {
    await sendDueMail(t.deps);
    smtp.received.length = 0;
  });

  it("books what the offices offer and refuses what none of them does", async () => {
    // 16:45 in New York: the New York office's last slot, well after Cape Town and London close.
    const day = weekdayFrom(3);
    const late = zonedInstant(day, "16:45", NEW_YORK).toISOString();
    expect((await anon.get(`/api/discovery-calls/slots?timeZone=${NEW_YORK}`)).body.slots).toContain(late);
    expect((await anon.post("/api/discovery-calls", { ...visitor(late), email: "late@hudsonledger.example" })).status).toBe(201);

    // 03:00 in Johannesburg is night in all three offices.
    const night = zonedInstant(weekdayFrom(4), "03:00", JOHANNESBURG).toISOString();
    const refused = await anon.post("/api/discovery-calls", visitor(night));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      "Please choose a slot within our office hours, 09:00–17:00 Johannesburg time, 09:00–17:00 London time, 09:00–17:00 New York time.",
    );
  });

  it("mails the visitor and the admins a confirmation with the calendar file and the meeting link", async () => {
    const slot = zonedInstant(weekdayFrom(5), "10:30", NEW_YORK);
    const res = await anon.post("/api/discovery-calls", visitor(slot.toISOString()));
    expect(res.status, res.text).toBe(201);
    const booked = expectAnswer(bookedDiscoveryCallAnswer, res.body);
    expect(booked.meetingUrl).toMatch(/^https:\/\/meet\.example\.test\/protea-discovery-[0-9a-f]{16}$/);

    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 2, failed: 0 });
    const toVisitor = smtp.received.find((m) => m.to.includes("jordan@hudsonledger.example"))!;
    const toAdmin = smtp.received.find((m) => m.to.includes(t.config.admin.email))!;
    expect(toVisitor).toBeDefined();
    expect(toAdmin).toBeDefined();

    const localTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: NEW_YORK }).format(slot);
    expect(toVisitor.headers.subject).toBe("Your discovery call is booked | Protea Talent");
    expect(toVisitor.text).toContain("Hello Jordan Alvarez,");
    expect(toVisitor.text).toContain(`at ${localTime} New York time`);
    expect(toVisitor.text).toContain(`Join the video call: ${booked.meetingUrl}`);
    expect(toVisitor.html).toContain(`href="${booked.meetingUrl}"`);

    expect(toAdmin.headers.subject).toBe("New discovery call: Hudson Ledger | Protea Talent");
    expect(toAdmin.text).toContain("Jordan Alvarez (jordan@hudsonledger.example) of Hudson Ledger booked a discovery call");
    expect(toAdmin.text).toContain(`${localTime} their time (New York)`);
    expect(toAdmin.text).toContain(booked.meetingUrl!);
    expect(toAdmin.text).toContain("See the discovery calls: https://talent.example.test/admin/dreamteam#calls");

    for (const mail of [toVisitor, toAdmin]) {
      const ics = mail.attachments.find((a) => a.filename === "protea-talent-discovery-call.ics");
      expect(ics, "the calendar file").toBeDefined();
      expect(ics!.contentType).toMatch(/^text\/calendar/);
      const event = new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent("vevent")!;
      expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(slot.toISOString());
      expect(event.getFirstPropertyValue("location")).toBe(booked.meetingUrl);
      expect(event.getFirstPropertyValue("url")).toBe(booked.meetingUrl);
      expect(event.getFirstPropertyValue("summary")).toBe("Protea Talent discovery call");
    }
    // Sent once: a second run finds nothing left.
    expect(await sendDueMail(t.deps)).toMatchObject({ sent: 0 });
  });
});
