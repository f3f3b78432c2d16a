// Interview slots, fixed cases worked out by hand. UTC offsets from the time-zone database, 2026:
//   Africa/Johannesburg  UTC+2 all year: an expert working 08:00–17:00 works 06:00–15:00 UTC.
//   Europe/London        UTC+0; UTC+1 from Sun 29 Mar 2026 01:00 UTC.
//   America/New_York     UTC−5; UTC−4 from Sun 8 Mar 2026 07:00 UTC.
//   America/Los_Angeles  UTC−7 in May;  Australia/Sydney UTC+10 in May (AEST).
//   Asia/Kathmandu       UTC+5:45 all year.
//   Africa/Cairo         see its own cases below.
// Weekdays used: Mon 2, 9, 23, 30 Mar and Mon 4 May 2026.
import { describe, expect, it } from "vitest";
import { interviewSlots, QUARTER_HOUR_MS, type SlotQuery, type WorkingDayOf } from "./interview-slots";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const day = (timeZone: string, workStart: string, workEnd: string): WorkingDayOf => ({ timeZone, workStart, workEnd });

const jnb = day("Africa/Johannesburg", "08:00", "17:00");
const london = day("Europe/London", "09:00", "17:00");
const newYork = day("America/New_York", "09:00", "17:00");

const ask = (q: Partial<SlotQuery> & Pick<SlotQuery, "client" | "from" | "days">) =>
  interviewSlots({ expert: jnb, minutes: 60, busy: [], ...q });

/** Slot starts as ISO strings, grouped by their UTC date. */
function startsByDate(slots: { startsAt: number }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of slots) (out[iso(s.startsAt).slice(0, 10)] ??= []).push(iso(s.startsAt).slice(11, 16));
  return out;
}

/** Quarter-hour starts from `first` to `last` inclusive, as 'HH:MM' (UTC). */
function quarterStarts(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = at(`2000-01-01T${first}:00Z`); t <= at(`2000-01-01T${last}:00Z`); t += QUARTER_HOUR_MS) out.push(iso(t).slice(11, 16));
  return out;
}

describe("a Johannesburg expert (08:00–17:00) and a London client (09:00–17:00)", () => {
  it("share 6 hours a day in the week before 29 March 2026 and 7 in the week after", () => {
    const answer = ask({ client: london, from: "2026-03-23", days: 14 });
    // GMT: 09:00–15:00 UTC → 60-minute starts 09:00…14:00 (21). BST: 08:00–15:00 UTC → 08:00…14:00 (25).
    expect(answer.sharedQuarterHours).toBe(5 * 24 + 5 * 28);
    const byDate = startsByDate(answer.slots);
    expect(Object.keys(byDate)).toEqual(["2026-03-23", "2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02", "2026-04-03"]);
    for (const date of ["2026-03-23", "2026-03-27"]) expect(byDate[date]).toEqual(quarterStarts("09:00", "14:00"));
    for (const date of ["2026-03-30", "2026-04-03"]) expect(byDate[date]).toEqual(quarterStarts("08:00", "14:00"));
    expect(answer.slots).toHaveLength(5 * 21 + 5 * 25);
  });

  it("every slot lasts the length asked, starts on a quarter hour, and they come in order", () => {
    for (const minutes of [30, 45, 60] as const) {
      const { slots } = ask({ client: london, from: "2026-03-23", days: 14, minutes });
      for (const [i, s] of slots.entries()) {
        expect(s.endsAt - s.startsAt).toBe(minutes * 60_000);
        expect(s.startsAt % QUARTER_HOUR_MS).toBe(0);
        if (i > 0) expect(s.startsAt).toBeGreaterThan(slots[i - 1].startsAt);
      }
    }
  });

  it("30- and 45-minute interviews fit more starts into the same 6 hours", () => {
    // 09:00–15:00 UTC: 30 minutes → 09:00…14:30 (23 starts); 45 → 09:00…14:15 (22).
    expect(startsByDate(ask({ client: london, from: "2026-03-23", days: 1, minutes: 30 }).slots)["2026-03-23"]).toEqual(quarterStarts("09:00", "14:30"));
    expect(startsByDate(ask({ client: london, from: "2026-03-23", days: 1, minutes: 45 }).slots)["2026-03-23"]).toEqual(quarterStarts("09:00", "14:15"));
  });
});

describe("a Johannesburg expert and a New York client (09:00–17:00)", () => {
  it("share 1 hour a day before 8 March 2026 and 2 after: one 60-minute slot a day, then five", () => {
    const answer = ask({ client: newYork, from: "2026-03-02", days: 14 });
    // EST: 14:00–22:00 UTC meets 06:00–15:00 UTC for 14:00–15:00. EDT: 13:00–21:00 UTC → 13:00–15:00.
    expect(answer.sharedQuarterHours).toBe(5 * 4 + 5 * 8);
    const byDate = startsByDate(answer.slots);
    for (const date of ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"]) expect(byDate[date]).toEqual(["14:00"]);
    for (const date of ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"]) {
      expect(byDate[date]).toEqual(["13:00", "13:15", "13:30", "13:45", "14:00"]);
    }
    expect(answer.slots).toHaveLength(5 + 25);
  });
});

describe("busy spans and the earliest start", () => {
  it("an interview 10:00–11:00 UTC takes away every 60-minute slot that overlaps it, and only those", () => {
    const busy = [[at("2026-03-23T10:00:00Z"), at("2026-03-23T11:00:00Z")]] as const;
    const { slots } = ask({ client: london, from: "2026-03-23", days: 1, busy });
    // 09:00 ends as it starts (half-open), 11:00 starts as it ends; 09:15…10:45 clash.
    expect(startsByDate(slots)["2026-03-23"]).toEqual(["09:00", ...quarterStarts("11:00", "14:00")]);
  });

  it("a span off the quarter hours frees the next quarter hour after it ends", () => {
    const busy = [[at("2026-03-23T10:05:00Z"), at("2026-03-23T10:20:00Z")]] as const;
    const { slots } = ask({ client: london, from: "2026-03-23", days: 1, minutes: 30, busy });
    // 30-minute starts that overlap [10:05, 10:20): 09:45, 10:00, 10:15.
    expect(startsByDate(slots)["2026-03-23"]).toEqual([...quarterStarts("09:00", "09:30"), ...quarterStarts("10:30", "14:30")]);
  });

  it("busy spans in any order, overlapping each other or outside the range, count once each", () => {
    const busy = [
      [at("2026-03-24T12:00:00Z"), at("2026-03-24T13:00:00Z")],
      [at("2026-01-05T09:00:00Z"), at("2026-01-05T10:00:00Z")],
      [at("2026-03-23T09:00:00Z"), at("2026-03-23T12:30:00Z")],
      [at("2026-03-23T10:00:00Z"), at("2026-03-23T11:00:00Z")],
      [at("2026-03-24T12:30:00Z"), at("2026-03-24T13:30:00Z")],
      [at("2026-12-01T09:00:00Z"), at("2026-12-01T10:00:00Z")],
    ] as const;
    const answer = ask({ client: london, from: "2026-03-23", days: 2, busy });
    expect(answer.sharedQuarterHours).toBe(48);
    const byDate = startsByDate(answer.slots);
    expect(byDate["2026-03-23"]).toEqual(quarterStarts("12:30", "14:00"));
    // 24 March: busy 12:00–13:30 → 09:00…11:00, then 13:30…14:00.
    expect(byDate["2026-03-24"]).toEqual([...quarterStarts("09:00", "11:00"), ...quarterStarts("13:30", "14:00")]);
  });

  it("no slot starts before notBefore; an instant off the quarter hour rounds up", () => {
    const { slots, sharedQuarterHours } = ask({ client: london, from: "2026-03-23", days: 2, notBefore: at("2026-03-23T12:07:00Z") });
    expect(sharedQuarterHours).toBe(48);
    const byDate = startsByDate(slots);
    expect(byDate["2026-03-23"]).toEqual(quarterStarts("12:15", "14:00"));
    expect(byDate["2026-03-24"]).toEqual(quarterStarts("09:00", "14:00"));
  });

  it("every shared hour taken: no slots, but the working days still meet", () => {
    const busy = [[at("2026-03-23T00:00:00Z"), at("2026-03-24T00:00:00Z")]] as const;
    expect(ask({ client: london, from: "2026-03-23", days: 1, busy })).toEqual({ slots: [], sharedQuarterHours: 24 });
    expect(ask({ client: london, from: "2026-03-23", days: 1, notBefore: at("2026-03-23T14:01:00Z") })).toEqual({ slots: [], sharedQuarterHours: 24 });
  });
});

describe("weekends on either side", () => {
  // A Los Angeles expert 09:00–17:00 (PDT: 16:00–24:00 UTC) and a Sydney client 09:00–17:00 (AEST:
  // 23:00–07:00 UTC, from the evening before in UTC). The client's Monday 09:00–10:00 is the expert's
  // Sunday 16:00–17:00; the client's Saturday 09:00–10:00 is the expert's Friday. Neither counts.
  const losAngeles = day("America/Los_Angeles", "09:00", "17:00");
  const sydney = day("Australia/Sydney", "09:00", "17:00");

  it("a Sydney client's Monday morning is the expert's Sunday: only Tuesday to Friday are offered", () => {
    const answer = interviewSlots({ expert: losAngeles, client: sydney, from: "2026-05-04", days: 7, minutes: 60, busy: [] });
    // Sydney Tue 5 May 09:00 = Mon 4 May 23:00 UTC = Mon 4 May 16:00 in Los Angeles.
    expect(answer.slots.map((s) => iso(s.startsAt))).toEqual([
      "2026-05-04T23:00:00.000Z",
      "2026-05-05T23:00:00.000Z",
      "2026-05-06T23:00:00.000Z",
      "2026-05-07T23:00:00.000Z",
    ]);
    expect(answer.sharedQuarterHours).toBe(4 * 4);
  });

  it("the same hours seen from the other side: the client's Monday to Thursday afternoons, the expert's Tuesday to Friday mornings", () => {
    // Swapping the roles: the Sydney expert's Monday morning meets the Los Angeles client's Sunday.
    const answer = interviewSlots({ expert: sydney, client: losAngeles, from: "2026-05-03", days: 7, minutes: 30, busy: [] });
    expect(answer.slots.map((s) => iso(s.startsAt))).toEqual([
      "2026-05-04T23:00:00.000Z",
      "2026-05-04T23:15:00.000Z",
      "2026-05-04T23:30:00.000Z",
      "2026-05-05T23:00:00.000Z",
      "2026-05-05T23:15:00.000Z",
      "2026-05-05T23:30:00.000Z",
      "2026-05-06T23:00:00.000Z",
      "2026-05-06T23:15:00.000Z",
      "2026-05-06T23:30:00.000Z",
      "2026-05-07T23:00:00.000Z",
      "2026-05-07T23:15:00.000Z",
      "2026-05-07T23:30:00.000Z",
    ]);
  });

  it("a range of a Saturday and a Sunday has nothing", () => {
    expect(ask({ client: london, from: "2026-03-28", days: 2 })).toEqual({ slots: [], sharedQuarterHours: 0 });
  });
});

describe("working days that never meet, or barely", () => {
  it("Johannesburg 08:00–17:00 and Los Angeles 09:00–17:00 never meet", () => {
    // 06:00–15:00 UTC against 16:00–24:00 UTC (PDT).
    expect(ask({ client: day("America/Los_Angeles", "09:00", "17:00"), from: "2026-05-04", days: 21 })).toEqual({ slots: [], sharedQuarterHours: 0 });
  });

  it("touching ends do not meet", () => {
    // The client works 17:00–20:00 Johannesburg time, from the hour the expert stops.
    expect(ask({ client: day("Africa/Johannesburg", "17:00", "20:00"), from: "2026-05-04", days: 5 })).toEqual({ slots: [], sharedQuarterHours: 0 });
  });

  it("a Kathmandu client (UTC+5:45) shares 06:00–11:15 UTC, which still falls on quarter hours", () => {
    // Kathmandu 09:00–17:00 = 03:15–11:15 UTC.
    const answer = ask({ client: day("Asia/Kathmandu", "09:00", "17:00"), from: "2026-05-04", days: 1, minutes: 30 });
    expect(answer.sharedQuarterHours).toBe(21);
    expect(startsByDate(answer.slots)["2026-05-04"]).toEqual(quarterStarts("06:00", "10:45"));
  });

  it("a slot never runs from one working day into the next", () => {
    const allDay = day("UTC", "00:00", "24:00");
    const answer = interviewSlots({ expert: allDay, client: allDay, from: "2026-05-04", days: 2, minutes: 60, busy: [] });
    expect(answer.sharedQuarterHours).toBe(2 * 96);
    const byDate = startsByDate(answer.slots);
    expect(byDate["2026-05-04"]).toEqual(quarterStarts("00:00", "23:00"));
    expect(byDate["2026-05-05"]).toEqual(quarterStarts("00:00", "23:00"));
  });
});

describe("a working day across a change of the clocks on a weekday (Cairo)", () => {
  // Cairo: UTC+2; UTC+3 from Fri 24 Apr 2026 00:00 (the clocks go to 01:00) to Thu 29 Oct 2026 24:00
  // (they go back to 23:00), and in 2027 from Fri 30 Apr to Thu 28 Oct. A client working round the
  // clock in UTC shows the expert's window alone.
  const utcAllDay = day("UTC", "00:00", "24:00");

  it("an hour the clocks repeat is worked twice: 23:00–24:00 on Thu 28 Oct 2027 is 20:00–22:00 UTC", () => {
    // 23:00 happens first at 20:00 UTC (UTC+3); 24:00 is Friday's midnight, 22:00 UTC (UTC+2).
    const answer = interviewSlots({ expert: day("Africa/Cairo", "23:00", "24:00"), client: utcAllDay, from: "2027-10-28", days: 1, minutes: 60, busy: [] });
    expect(answer.sharedQuarterHours).toBe(8);
    expect(startsByDate(answer.slots)["2027-10-28"]).toEqual(quarterStarts("20:00", "21:00"));
  });

  it("a start the clocks skip moves forward: 00:00–02:00 on Fri 24 Apr 2026 is one hour, from 22:00 UTC the day before", () => {
    // 00:00 does not exist that night; it is read as 01:00 UTC+3 = 22:00 UTC; 02:00 UTC+3 = 23:00 UTC.
    const answer = interviewSlots({ expert: day("Africa/Cairo", "00:00", "02:00"), client: utcAllDay, from: "2026-04-23", days: 1, minutes: 60, busy: [] });
    expect(answer).toEqual({ slots: [{ startsAt: at("2026-04-23T22:00:00Z"), endsAt: at("2026-04-23T23:00:00Z") }], sharedQuarterHours: 4 });
  });
});

describe("input the contracts never let through", () => {
  it("is refused with a RangeError naming what is wrong", () => {
    expect(() => ask({ client: london, from: "2026-02-30", days: 1 })).toThrow(/Not a date/);
    expect(() => ask({ client: london, from: "2026-03-23", days: 0 })).toThrow(/days/);
    expect(() => ask({ client: london, from: "2026-03-23", days: 22 })).toThrow(/days/);
    expect(() => ask({ client: london, from: "2026-03-23", days: 1, minutes: 20 as 30 })).toThrow(/minutes/);
    expect(() => ask({ client: day("Europe/London", "17:00", "09:00"), from: "2026-03-23", days: 1 })).toThrow(/client's working day/);
    expect(() => ask({ client: day("Mars/Olympus_Mons", "09:00", "17:00"), from: "2026-03-23", days: 1 })).toThrow(/time zone/);
  });
});
