// Overlap of working hours across zones and daylight-saving changes. Expected values are worked
// out by hand in the comments (UTC offsets from the time-zone database for 2027):
//   Africa/Johannesburg  UTC+2 all year
//   Europe/London        UTC+0, UTC+1 from Sun 28 Mar 2027 01:00 UTC to Sun 31 Oct 2027 01:00 UTC
//   Europe/Amsterdam     UTC+1, UTC+2 over the same dates as London
//   America/New_York     UTC−5, UTC−4 from Sun 14 Mar 2027 to Sun 7 Nov 2027
//   Asia/Singapore       UTC+8 all year;  Pacific/Honolulu UTC−10 all year
// Mondays used: 4 Jan, 8/15/22/29 Mar, 5 Jul, 25 Oct, 1 Nov 2027.
import fc from "fast-check";
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  ZoneClock,
  canonicalTimeZone,
  engagementEnd,
  isValidTimeZone,
  overlapOf,
  sharedBand,
  sharedOn,
  workingDates,
  ZONE_DAYS_REMEMBERED,
  zoneDaysRemembered,
  type WorkingHours,
} from "./working-hours";

const hours = (timeZone: string, workStart: string, workEnd: string): WorkingHours => ({ timeZone, workStart, workEnd });

// Johannesburg experts: A works 08–17 local = 06:00–15:00 UTC; B works 12–21 local = 10:00–19:00 UTC.
const jnbEarly = hours("Africa/Johannesburg", "08:00", "17:00");
const jnbLate = hours("Africa/Johannesburg", "12:00", "21:00");
const client = (timeZone: string) => hours(timeZone, "09:00", "17:00");
const week = (startDate: string) => ({ startDate, weeks: 1 });

describe("time zones", () => {
  it("accepts what Intl accepts, UTC included, under its canonical name", () => {
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Africa/Johannesburg")).toBe(true);
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("engagement calendar", () => {
  it("runs weeks × 7 days, end inclusive, working Monday to Friday", () => {
    expect(engagementEnd("2027-01-04", 1)).toBe("2027-01-10");
    expect(engagementEnd("2027-01-06", 2)).toBe("2027-01-19");
    // Wednesday 6 Jan for one week: Wed, Thu, Fri, then Mon and Tue.
    expect(workingDates("2027-01-06", 1)).toEqual(["2027-01-06", "2027-01-07", "2027-01-08", "2027-01-11", "2027-01-12"]);
    expect(workingDates("2027-01-04", 104)).toHaveLength(520);
  });
});

describe("a client's 09:00–17:00 against Johannesburg experts", () => {
  // [client zone, Monday, expert, overlapHours, band start, band end] — band in the client's zone.
  const cases: [string, string, WorkingHours, number, string | null, string | null][] = [
    // London, January (UTC+0): client 09–17 UTC. A 06–15 → 09–15 = 6 h. B 10–19 → 10–17 = 7 h.
    ["Europe/London", "2027-01-04", jnbEarly, 6, "09:00", "15:00"],
    ["Europe/London", "2027-01-04", jnbLate, 7, "10:00", "17:00"],
    // London, July (UTC+1): client 08–16 UTC. A → 08–15 UTC = 7 h (09:00–16:00 local). B → 10–16 UTC = 6 h (11:00–17:00).
    ["Europe/London", "2027-07-05", jnbEarly, 7, "09:00", "16:00"],
    ["Europe/London", "2027-07-05", jnbLate, 6, "11:00", "17:00"],
    // New York, January (UTC−5): client 14–22 UTC. A → 14–15 = 1 h (09–10 local). B → 14–19 = 5 h (09–14).
    ["America/New_York", "2027-01-04", jnbEarly, 1, "09:00", "10:00"],
    ["America/New_York", "2027-01-04", jnbLate, 5, "09:00", "14:00"],
    // New York, July (UTC−4): client 13–21 UTC. A → 13–15 = 2 h (09–11). B → 13–19 = 6 h (09–15).
    ["America/New_York", "2027-07-05", jnbEarly, 2, "09:00", "11:00"],
    ["America/New_York", "2027-07-05", jnbLate, 6, "09:00", "15:00"],
    // Singapore (UTC+8, both months): client 01–09 UTC. A → 06–09 = 3 h (14–17 local). B 10–19 UTC never meets it.
    ["Asia/Singapore", "2027-01-04", jnbEarly, 3, "14:00", "17:00"],
    ["Asia/Singapore", "2027-07-05", jnbEarly, 3, "14:00", "17:00"],
    ["Asia/Singapore", "2027-01-04", jnbLate, 0, null, null],
    ["Asia/Singapore", "2027-07-05", jnbLate, 0, null, null],
    // Honolulu (UTC−10): client 19:00–03:00 UTC. A (06–15 UTC) misses it; B ends at 19:00 UTC, as the client starts: 0.
    ["Pacific/Honolulu", "2027-01-04", jnbEarly, 0, null, null],
    ["Pacific/Honolulu", "2027-07-05", jnbEarly, 0, null, null],
    ["Pacific/Honolulu", "2027-01-04", jnbLate, 0, null, null],
    ["Pacific/Honolulu", "2027-07-05", jnbLate, 0, null, null],
  ];

  const label = (expert: WorkingHours) => `${expert.workStart}–${expert.workEnd}`;
  it.each(cases.map(([zone, monday, expert, ...rest]) => [zone, monday, label(expert), expert, ...rest] as const))("%s from %s, expert %s", (_zone, monday, _label, expert, overlapHours, start, end) => {
    const zone = _zone;
    const result = overlapOf(week(monday), client(zone), expert);
    expect(result.overlapHours).toBe(overlapHours);
    expect(result.band).toEqual(start === null ? null : { start, end, hours: overlapHours });
  });
});

describe("engagements across a daylight-saving change", () => {
  it("London, spring: the fewest hours come from the GMT week", () => {
    // 22–26 Mar GMT: A 09–15 local (6 h), B 10–17 (7 h). 29 Mar–2 Apr BST: A 09–16 (7 h), B 11–17 (6 h).
    const engagement = { startDate: "2027-03-22", weeks: 2 };
    expect(overlapOf(engagement, client("Europe/London"), jnbEarly)).toEqual({ overlapHours: 6, band: { start: "09:00", end: "15:00", hours: 6 } });
    expect(overlapOf(engagement, client("Europe/London"), jnbLate)).toEqual({ overlapHours: 6, band: { start: "11:00", end: "17:00", hours: 6 } });
  });

  it("London, autumn: BST then GMT", () => {
    // 25–29 Oct BST: A 7 h (09–16); 1–5 Nov GMT: A 6 h (09–15). Shared every day: 09–15.
    expect(overlapOf({ startDate: "2027-10-25", weeks: 2 }, client("Europe/London"), jnbEarly)).toEqual({
      overlapHours: 6,
      band: { start: "09:00", end: "15:00", hours: 6 },
    });
  });

  it("New York, March and November: the EST days decide", () => {
    // 8–12 Mar EST: A 1 h (09–10), B 5 h (09–14). 15–19 Mar EDT: A 2 h (09–11), B 6 h (09–15).
    const march = { startDate: "2027-03-08", weeks: 2 };
    expect(overlapOf(march, client("America/New_York"), jnbEarly)).toEqual({ overlapHours: 1, band: { start: "09:00", end: "10:00", hours: 1 } });
    expect(overlapOf(march, client("America/New_York"), jnbLate)).toEqual({ overlapHours: 5, band: { start: "09:00", end: "14:00", hours: 5 } });
    // 1–5 Nov EDT: A 2 h; 8–12 Nov EST: A 1 h.
    expect(overlapOf({ startDate: "2027-11-01", weeks: 2 }, client("America/New_York"), jnbEarly).overlapHours).toBe(1);
    // Entirely inside EDT: 2 h.
    expect(overlapOf({ startDate: "2027-03-15", weeks: 2 }, client("America/New_York"), jnbEarly).overlapHours).toBe(2);
  });

  it("an Amsterdam expert against New York: both sides change, three weeks apart", () => {
    // Expert 09–17 Amsterdam: CET 08–16 UTC, CEST (from 28 Mar) 07–15 UTC.
    // 8–12 Mar: NY EST 14–22 UTC → 14–16 = 2 h (09–11 NY).
    // 15–26 Mar: NY EDT 13–21 UTC, AMS CET → 13–16 = 3 h (09–12 NY).
    // 29 Mar–2 Apr: NY EDT, AMS CEST 07–15 → 13–15 = 2 h (09–11 NY).
    const amsterdam = hours("Europe/Amsterdam", "09:00", "17:00");
    const engagement = { startDate: "2027-03-08", weeks: 4 };
    expect(overlapOf(engagement, client("America/New_York"), amsterdam)).toEqual({ overlapHours: 2, band: { start: "09:00", end: "11:00", hours: 2 } });
    expect(overlapOf({ startDate: "2027-03-15", weeks: 2 }, client("America/New_York"), amsterdam).overlapHours).toBe(3);
  });

  it("an Amsterdam expert against Singapore, across the expert's change", () => {
    // Singapore 09–17 = 01–09 UTC. CET 08–16 UTC → 08–09 = 1 h (16–17 SG); CEST 07–15 → 07–09 = 2 h (15–17 SG).
    const amsterdam = hours("Europe/Amsterdam", "09:00", "17:00");
    const engagement = { startDate: "2027-03-22", weeks: 2 };
    expect(overlapOf(engagement, client("Asia/Singapore"), amsterdam)).toEqual({ overlapHours: 1, band: { start: "16:00", end: "17:00", hours: 1 } });
    expect(overlapOf({ startDate: "2027-03-29", weeks: 1 }, client("Asia/Singapore"), amsterdam).overlapHours).toBe(2);
  });

  it("London and Amsterdam change on the same day: one hour apart throughout", () => {
    // Amsterdam 09–17 is London 08–16 all year: shared 09–16 London = 7 h.
    const amsterdam = hours("Europe/Amsterdam", "09:00", "17:00");
    expect(overlapOf({ startDate: "2027-03-22", weeks: 2 }, client("Europe/London"), amsterdam)).toEqual({
      overlapHours: 7,
      band: { start: "09:00", end: "16:00", hours: 7 },
    });
  });
});

describe("far zones and odd hours", () => {
  it("counts the expert's next day, but not their weekend", () => {
    // Los Angeles 09–17 PST = 17:00–01:00 UTC; Tokyo 09–18 = 00:00–09:00 UTC of the same date.
    // Client Monday 4 Jan meets the expert's Tuesday 00:00–01:00 UTC: 1 h (16–17 LA).
    // Client Friday 8 Jan would meet the expert's Saturday: no work, no overlap.
    const clock = new ZoneClock();
    const la = client("America/Los_Angeles");
    const tokyo = hours("Asia/Tokyo", "09:00", "18:00");
    expect(sharedOn(clock, "2027-01-04", la, tokyo)).toEqual([[960, 1020]]);
    expect(sharedOn(clock, "2027-01-08", la, tokyo)).toEqual([]);
    expect(overlapOf(week("2027-01-04"), la, tokyo, clock)).toEqual({ overlapHours: 0, band: null });
  });

  it("rounds down to quarter hours", () => {
    // London 09:00–17:00 against Johannesburg 08:00–11:10 (06:00–09:10 UTC): 09:00–09:10 = 10 minutes → 0.
    expect(overlapOf(week("2027-01-04"), client("Europe/London"), hours("Africa/Johannesburg", "08:00", "11:10")).overlapHours).toBe(0);
    // Johannesburg 08:00–11:40: 09:00–09:40 = 40 minutes → 0.5.
    const forty = overlapOf(week("2027-01-04"), client("Europe/London"), hours("Africa/Johannesburg", "08:00", "11:40"));
    expect(forty).toEqual({ overlapHours: 0.5, band: { start: "09:00", end: "09:40", hours: 0.5 } });
  });

  it("reads 24:00 as the end of the day", () => {
    // UTC expert 16:00–24:00 against London in January (UTC+0) 09–17: 16–17 = 1 h.
    expect(overlapOf(week("2027-01-04"), client("Europe/London"), hours("UTC", "16:00", "24:00")).overlapHours).toBe(1);
  });
});

describe("a team's shared band", () => {
  it("is what every member shares on every working day", () => {
    // London in January: A gives 09–15, B 10–17, so both 10–15 (5 h).
    expect(sharedBand(week("2027-01-04"), client("Europe/London"), [jnbEarly, jnbLate])).toEqual({ start: "10:00", end: "15:00", hours: 5 });
    // Across the spring change: A 09–15 then 09–16, B 10–17 then 11–17 → 11–15 (4 h).
    expect(sharedBand({ startDate: "2027-03-22", weeks: 2 }, client("Europe/London"), [jnbEarly, jnbLate])).toEqual({ start: "11:00", end: "15:00", hours: 4 });
    // Singapore shares nothing with B, so nothing with the team; no members, no band.
    expect(sharedBand(week("2027-01-04"), client("Asia/Singapore"), [jnbEarly, jnbLate])).toBeNull();
    expect(sharedBand(week("2027-01-04"), client("Europe/London"), [])).toBeNull();
  });
});

describe("ZoneClock", () => {
  it("builds local times on the days the offset changes", () => {
    const clock = new ZoneClock();
    // London's 28 Mar 2027 has 23 hours: midnight is 00:00 UTC, 09:00 BST is 08:00 UTC, the next midnight 23:00 UTC.
    expect(new Date(clock.instant("Europe/London", "2027-03-28", 0)).toISOString()).toBe("2027-03-28T00:00:00.000Z");
    expect(new Date(clock.instant("Europe/London", "2027-03-28", 540)).toISOString()).toBe("2027-03-28T08:00:00.000Z");
    expect(new Date(clock.instant("Europe/London", "2027-03-28", 1440)).toISOString()).toBe("2027-03-28T23:00:00.000Z");
    expect(clock.localMinutes("Europe/London", "2027-03-28", Date.parse("2027-03-28T08:00:00Z"))).toBe(540);
    // New York's 7 Nov 2027 has 25 hours: 04:00 UTC to 05:00 UTC the next day.
    expect(clock.instant("America/New_York", "2027-11-08", 0) - clock.instant("America/New_York", "2027-11-07", 0)).toBe(25 * 3_600_000);
    expect(new Date(clock.instant("America/New_York", "2027-11-07", 1440)).toISOString()).toBe("2027-11-08T05:00:00.000Z");
  });

  it("agrees with TZDate for any zone, date and time, but for a repeated time, which is its first occurrence", () => {
    const zones = ["Europe/London", "America/New_York", "Australia/Sydney", "America/Santiago", "Asia/Kathmandu", "Africa/Johannesburg", "Pacific/Chatham", "UTC"];
    const clock = new ZoneClock();
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 5 * 366 }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, dayOffset, minutes) => {
          const date = new Date(Date.UTC(2026, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
          const [y, m, d] = date.split("-").map(Number);
          const expected = TZDate.tz(zone, y, m - 1, d, Math.floor(minutes / 60), minutes % 60).getTime();
          const got = clock.instant(zone, date, minutes);
          if (got !== expected) {
            // Where the clocks go back, the time shows twice. TZDate picks by the offset at the UTC
            // reading of the local time (the second occurrence east of Greenwich); the clock takes the
            // first, as RFC 5545 (3.3.5) and JavaScript's Date do. Both show the time asked for.
            const wall = (ms: number) => new TZDate(ms, zone).toString().slice(0, 21);
            expect(got).toBeLessThan(expected);
            expect(wall(got)).toBe(wall(expected));
            expect(expected - got).toBeLessThanOrEqual(3_600_000);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("works out each zone's offset for a day once, for every pattern and every clock after", () => {
    // Dates no other test here uses, so what this one adds is its own.
    const engagement = { startDate: "2033-01-03", weeks: 104 };
    const london = client("Europe/London");
    const patterns = Array.from({ length: 200 }, (_, i) => hours(i % 2 ? "Africa/Johannesburg" : "Europe/Amsterdam", `0${6 + (i % 4)}:00`, `${15 + (i % 5)}:30`));
    const before = zoneDaysRemembered();
    const first = patterns.map((p) => overlapOf(engagement, london, p, new ZoneClock()));
    const added = zoneDaysRemembered() - before;
    // Three zones over the engagement's 520 working days (the experts' with their two days either
    // side): nothing per pattern.
    expect(added).toBeGreaterThanOrEqual(3 * 520);
    expect(added).toBeLessThanOrEqual(3 * (520 + 4));
    const again = patterns.map((p) => overlapOf(engagement, london, p, new ZoneClock()));
    expect(zoneDaysRemembered() - before).toBe(added);
    expect(again).toEqual(first);
  });

  it(`remembers at most ${ZONE_DAYS_REMEMBERED} zone-days, forgets the oldest first and never keeps an unknown zone`, () => {
    const clock = () => new ZoneClock();
    for (let day = 0; zoneDaysRemembered() < ZONE_DAYS_REMEMBERED; day++) clock().instant("UTC", new Date(Date.UTC(2040, 0, 1) + day * 86_400_000).toISOString().slice(0, 10), 0);
    // Full: a new zone-day takes the place of the oldest, and the answers stay right.
    expect(new Date(clock().instant("Asia/Kathmandu", "2027-06-01", 600)).toISOString()).toBe("2027-06-01T04:15:00.000Z");
    expect(zoneDaysRemembered()).toBe(ZONE_DAYS_REMEMBERED);
    expect(new Date(clock().instant("Europe/London", "2027-03-28", 540)).toISOString()).toBe("2027-03-28T08:00:00.000Z");
    expect(zoneDaysRemembered()).toBe(ZONE_DAYS_REMEMBERED);
    expect(() => clock().instant("Mars/Olympus_Mons", "2027-06-01", 0)).toThrow(RangeError);
    expect(() => clock().instant("Mars/Olympus_Mons", "2027-06-01", 0)).toThrow(RangeError);
    expect(zoneDaysRemembered()).toBe(ZONE_DAYS_REMEMBERED);
  });
});
