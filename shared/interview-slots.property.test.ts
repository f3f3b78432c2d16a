// Interview slots, property tests: generated zones, working hours, dates (every 2026 and 2027
// daylight-saving change of the zones below among them), busy spans, lengths and earliest starts.
// The answer is checked against a brute force that shares no code with it: local time becomes an
// instant through Intl.DateTimeFormat alone (a skipped local time moves forward by the gap, a
// repeated one takes its first occurrence, as JavaScript's Date and Temporal's "compatible" do),
// and each offered slot is checked again, one by one, against windows from the offsets TZDate reads.
import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interviewSlots, type SlotQuery, type WorkingDayOf } from "./interview-slots";

const MINUTE = 60_000;
const DAY = 86_400_000;
const QUARTER = 15 * MINUTE;

// ---------------------------------------------------------------------------------------------
// The zones and their changes. Sydney, Auckland and Lord Howe change on Sundays in April and
// September/October; Cairo on a Friday at 00:00 (forward) and a Thursday at 24:00 (back); Jerusalem
// on a Friday at 02:00 (forward): weekday changes that fall inside somebody's working week.
// ---------------------------------------------------------------------------------------------

const ZONES = [
  "America/New_York",
  "Europe/London",
  "Europe/Amsterdam",
  "Australia/Sydney",
  "Africa/Johannesburg",
  "Asia/Kolkata",
  "America/Los_Angeles",
  "Pacific/Auckland",
  "Africa/Cairo",
  "Asia/Jerusalem",
  "Australia/Lord_Howe",
  "Asia/Kathmandu",
  "UTC",
] as const;

/** [zone, the local date of the change]. Johannesburg, Kolkata and Kathmandu have none. */
const TRANSITIONS: [string, string][] = [
  ["America/New_York", "2026-03-08"],
  ["America/New_York", "2026-11-01"],
  ["America/New_York", "2027-03-14"],
  ["America/New_York", "2027-11-07"],
  ["Europe/London", "2026-03-29"],
  ["Europe/London", "2026-10-25"],
  ["Europe/London", "2027-03-28"],
  ["Europe/London", "2027-10-31"],
  ["Europe/Amsterdam", "2026-03-29"],
  ["Europe/Amsterdam", "2026-10-25"],
  ["Europe/Amsterdam", "2027-03-28"],
  ["Europe/Amsterdam", "2027-10-31"],
  ["Australia/Sydney", "2026-04-05"],
  ["Australia/Sydney", "2026-10-04"],
  ["Australia/Sydney", "2027-04-04"],
  ["Australia/Sydney", "2027-10-03"],
  ["America/Los_Angeles", "2026-03-08"],
  ["America/Los_Angeles", "2026-11-01"],
  ["America/Los_Angeles", "2027-03-14"],
  ["America/Los_Angeles", "2027-11-07"],
  ["Pacific/Auckland", "2026-04-05"],
  ["Pacific/Auckland", "2026-09-27"],
  ["Pacific/Auckland", "2027-04-04"],
  ["Pacific/Auckland", "2027-09-26"],
  ["Africa/Cairo", "2026-04-24"],
  ["Africa/Cairo", "2026-10-29"],
  ["Africa/Cairo", "2027-04-30"],
  ["Africa/Cairo", "2027-10-28"],
  ["Asia/Jerusalem", "2026-03-27"],
  ["Asia/Jerusalem", "2026-10-25"],
  ["Asia/Jerusalem", "2027-03-26"],
  ["Asia/Jerusalem", "2027-10-31"],
  ["Australia/Lord_Howe", "2026-04-05"],
  ["Australia/Lord_Howe", "2026-10-04"],
  ["Australia/Lord_Howe", "2027-04-04"],
  ["Australia/Lord_Howe", "2027-10-03"],
];

// ---------------------------------------------------------------------------------------------
// The independent side: calendar dates and local time through Intl only.
// ---------------------------------------------------------------------------------------------

const ymd = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;
const utcMidnight = (date: string) => {
  const [y, m, d] = ymd(date);
  return Date.UTC(y, m - 1, d);
};
const dateAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusDays = (date: string, n: number) => dateAt(utcMidnight(date) + n * DAY);
const mondayToFriday = (date: string) => {
  const dow = new Date(utcMidnight(date)).getUTCDay();
  return dow >= 1 && dow <= 5;
};
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    formats.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms, from the wall clock Intl shows for it. */
function offsetAt(zone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of format(zone).formatToParts(new Date(ms))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of local `minutes` (0–1440) after midnight of `date` in `zone`, the zone's offsets
 * read through `offset`: the instants that show that wall-clock time, the first when it shows
 * twice, and when it never shows (a gap) the one read with the offset before the change.
 */
function localInstant(zone: string, date: string, minutes: number, offset: (zone: string, ms: number) => number = offsetAt): number {
  const wall = utcMidnight(date) + minutes * MINUTE;
  const before = offset(zone, wall - DAY);
  const after = offset(zone, wall + DAY);
  const candidates = [wall - before, wall - after].filter((t) => t + offset(zone, t) === wall);
  return candidates.length === 0 ? wall - before : Math.min(...candidates);
}

/** The offset (ms) a TZDate reads for an instant. */
const tzDateOffset = (zone: string, ms: number) => -new TZDate(ms, zone).getTimezoneOffset() * MINUTE;

interface Win {
  start: number;
  end: number;
}

function windowsOf(zone: string, hours: WorkingDayOf, firstDate: string, lastDate: string): Win[] {
  const out: Win[] = [];
  for (let d = firstDate; d <= lastDate; d = plusDays(d, 1)) {
    if (!mondayToFriday(d)) continue;
    out.push({ start: localInstant(zone, d, minutesOf(hours.workStart)), end: localInstant(zone, d, minutesOf(hours.workEnd)) });
  }
  return out;
}

/** Every quarter-hour start whose whole interview lies in one client window and one expert window, free and not too early. */
function bruteForce(q: SlotQuery): { starts: number[]; sharedQuarterHours: number } {
  const last = plusDays(q.from, q.days - 1);
  const clientWins = windowsOf(q.client.timeZone, q.client, q.from, last);
  const expertWins = windowsOf(q.expert.timeZone, q.expert, plusDays(q.from, -3), plusDays(last, 3));
  const length = q.minutes * MINUTE;
  const starts: number[] = [];
  let sharedQuarterHours = 0;
  for (const c of clientWins) {
    for (const e of expertWins) {
      const from = Math.max(c.start, e.start);
      const to = Math.min(c.end, e.end);
      if (to <= from) continue;
      // Quarter hours scanned one by one, from the first at or after the shared span's start.
      let s = from;
      while (s % QUARTER !== 0) s += MINUTE;
      for (; s + QUARTER <= to; s += QUARTER) {
        sharedQuarterHours++;
        if (s + length > to) continue;
        if (q.notBefore !== undefined && s < q.notBefore) continue;
        if (q.busy.some(([b0, b1]) => b0 < s + length && s < b1)) continue;
        starts.push(s);
      }
    }
  }
  return { starts: starts.sort((a, b) => a - b), sharedQuarterHours };
}

// The second, per-slot check: windows from the offsets TZDate reads, one zone and local date at a
// time. (TZDate's constructor is not used: for a repeated time it picks by the offset at the UTC
// reading of the local time, the second occurrence east of Greenwich, where RFC 5545 says the first.)
const tzWindows = new Map<string, Win | null>();
function tzWindow(zone: string, hours: WorkingDayOf, date: string): Win | null {
  const key = `${zone} ${hours.workStart} ${hours.workEnd} ${date}`;
  let w = tzWindows.get(key);
  if (w === undefined) {
    const at = (minutes: number) => localInstant(zone, date, minutes, tzDateOffset);
    w = mondayToFriday(date) ? { start: at(minutesOf(hours.workStart)), end: at(minutesOf(hours.workEnd)) } : null;
    tzWindows.set(key, w);
  }
  return w;
}

/**
 * Whether [s, e) lies inside `hours` on one of the party's Mondays to Fridays. A local date's window
 * lies within UTC−12 to UTC+14 of that date, so only the UTC date of `s` and the dates either side
 * can hold it.
 */
function insideAWorkingDay(zone: string, hours: WorkingDayOf, s: number, e: number): boolean {
  const utc = dateAt(s);
  for (let n = -1; n <= 1; n++) {
    const w = tzWindow(zone, hours, plusDays(utc, n));
    if (w && w.start <= s && e <= w.end) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Generators.
// ---------------------------------------------------------------------------------------------

const toHours = (timeZone: string, [start, end]: readonly [number, number]): WorkingDayOf => ({ timeZone, workStart: clock(start * 15), workEnd: clock(end * 15) });

/** Working hours in quarter hours [start, end): office-like, anything, or around midnight and the small hours where changes happen. */
const quarters: fc.Arbitrary<readonly [number, number]> = fc.oneof(
  fc.tuple(fc.integer({ min: 24, max: 44 }), fc.integer({ min: 16, max: 40 })).map(([s, l]) => [s, s + l] as const),
  fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 })).map(([s, l]) => [s, Math.min(96, s + l)] as const),
  fc
    .tuple(fc.constantFrom(0, 2, 4, 6, 8, 10, 12, 88, 90, 92), fc.constantFrom(4, 6, 8, 10, 12, 14, 92, 94, 96))
    .filter(([s, e]) => e > s)
    .map(([s, e]) => [s, e] as const),
);

const zone = fc.constantFrom(...ZONES);
const minutes = fc.constantFrom(30 as const, 45 as const, 60 as const);

/** A query whose client calendar range covers `date` (or starts anywhere in 2026–2027 when none is given). */
function query(date: fc.Arbitrary<string>, zones: fc.Arbitrary<readonly [string, string]>): fc.Arbitrary<SlotQuery> {
  return fc
    .record({
      date,
      zones,
      days: fc.integer({ min: 1, max: 21 }),
      back: fc.nat(),
      expertHours: quarters,
      clientHours: quarters,
      minutes,
      busy: fc.array(fc.tuple(fc.integer({ min: -1440, max: 23 * 1440 }), fc.integer({ min: 1, max: 240 })), { maxLength: 25 }),
      notBefore: fc.option(fc.integer({ min: -1440 * MINUTE, max: 23 * DAY }), { nil: undefined }),
    })
    .map((g) => {
      const from = plusDays(g.date, -(g.back % g.days));
      const origin = utcMidnight(from);
      return {
        expert: toHours(g.zones[0], g.expertHours),
        client: toHours(g.zones[1], g.clientHours),
        from,
        days: g.days,
        minutes: g.minutes,
        busy: g.busy.map(([at, length]) => [origin + at * MINUTE, origin + (at + length) * MINUTE] as const),
        notBefore: g.notBefore === undefined ? undefined : origin + g.notBefore,
      } satisfies SlotQuery;
    });
}

const anyDate = fc.integer({ min: 0, max: 729 }).map((n) => plusDays("2026-01-01", n));

function check(q: SlotQuery): void {
  const answer = interviewSlots(q);
  const expected = bruteForce(q);
  const length = q.minutes * MINUTE;
  // Problems are collected and compared once: thousands of expect() calls per run would be slow.
  const problems: string[] = [];
  for (const [i, slot] of answer.slots.entries()) {
    const at = new Date(slot.startsAt).toISOString();
    if (slot.startsAt % QUARTER !== 0) problems.push(`${at} is not on a quarter hour`);
    if (slot.endsAt - slot.startsAt !== length) problems.push(`${at} lasts ${(slot.endsAt - slot.startsAt) / MINUTE} minutes`);
    if (i > 0 && slot.startsAt <= answer.slots[i - 1].startsAt) problems.push(`${at} is out of order`);
    if (!insideAWorkingDay(q.expert.timeZone, q.expert, slot.startsAt, slot.endsAt)) problems.push(`${at} is outside the expert's working days`);
    if (!insideAWorkingDay(q.client.timeZone, q.client, slot.startsAt, slot.endsAt)) problems.push(`${at} is outside the client's working days`);
    if (q.busy.some(([b0, b1]) => b0 < slot.endsAt && slot.startsAt < b1)) problems.push(`${at} clashes with a busy span`);
    if (q.notBefore !== undefined && slot.startsAt < q.notBefore) problems.push(`${at} starts before notBefore`);
  }
  expect(problems).toEqual([]);
  // Nothing offered that the brute force does not find, and nothing it finds left out.
  expect(answer.slots.map((s) => new Date(s.startsAt).toISOString())).toEqual(expected.starts.map((s) => new Date(s).toISOString()));
  expect(answer.sharedQuarterHours).toBe(expected.sharedQuarterHours);
}

// ---------------------------------------------------------------------------------------------

describe("the list of daylight-saving changes", () => {
  it.each(TRANSITIONS)("%s changes its offset on %s", (zoneName, date) => {
    const noon = (d: string) => utcMidnight(d) + 12 * 60 * MINUTE;
    expect(offsetAt(zoneName, noon(plusDays(date, -1)))).not.toBe(offsetAt(zoneName, noon(plusDays(date, 1))));
    expect(offsetAt(zoneName, noon(plusDays(date, -3)))).toBe(offsetAt(zoneName, noon(plusDays(date, -1))));
  });

  it("the brute force's local time matches the zone database on plain and changing days", () => {
    // New York, 8 March 2026: 01:30 EST, 02:30 does not exist (03:30 EDT), 03:30 EDT.
    expect(new Date(localInstant("America/New_York", "2026-03-08", 90)).toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(new Date(localInstant("America/New_York", "2026-03-08", 150)).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(new Date(localInstant("America/New_York", "2026-03-08", 210)).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 1 November 2026: 01:30 happens twice; the first (EDT) counts.
    expect(new Date(localInstant("America/New_York", "2026-11-01", 90)).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    // Kathmandu, UTC+5:45; 24:00 is the next midnight.
    expect(new Date(localInstant("Asia/Kathmandu", "2026-05-04", 1440)).toISOString()).toBe("2026-05-04T18:15:00.000Z");
  });
});

describe("interview slots against a brute force", () => {
  it.each(TRANSITIONS)("ranges across %s's change on %s", (zoneName, date) => {
    const zones = fc.tuple(zone, fc.boolean()).map(([other, expertChanges]) => expertChanges ? ([zoneName, other] as const) : ([other, zoneName] as const));
    fc.assert(
      fc.property(query(fc.constant(date), zones), (q) => check(q)),
      { numRuns: 25 },
    );
  });

  it("any zones, any dates in 2026 and 2027", () => {
    fc.assert(
      fc.property(query(anyDate, fc.tuple(zone, zone)), (q) => check(q)),
      { numRuns: 300 },
    );
  });
});
