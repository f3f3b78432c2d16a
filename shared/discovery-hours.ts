// DISCOVERY_HOURS: the offices that take discovery calls, each with its zone and hours, as one
// line of the environment ("Cape Town: Africa/Johannesburg 09:00-17:00; London: …"). Read once at
// start by server/config.ts, which stops with the message this gives for a value it cannot use.
import type { Office } from "./discovery-slots";
import { isKnownTimeZone } from "./wall-clock";

/** Cape Town, London and New York, each 09:00–17:00 in its own zone. */
export const DEFAULT_DISCOVERY_HOURS = "Cape Town: Africa/Johannesburg 09:00-17:00; London: Europe/London 09:00-17:00; New York: America/New_York 09:00-17:00";

const OFFICE = /^([^:;]+?)\s*:\s*(\S+)\s+(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):(00|15|30|45)$/;

export type ParsedHours = { offices: Office[] } | { error: string };

/** The offices of a DISCOVERY_HOURS value, or what is wrong with it. */
export function parseDiscoveryHours(value: string): ParsedHours {
  const parts = value
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { error: `no office given; e.g. "${DEFAULT_DISCOVERY_HOURS}"` };
  const offices: Office[] = [];
  for (const part of parts) {
    const m = OFFICE.exec(part);
    if (!m) return { error: `"${part}" is not "Office: Time/Zone HH:MM-HH:MM", e.g. "London: Europe/London 09:00-17:00"` };
    const [, name, timeZone, dayStart, dayEnd] = m;
    if (!isKnownTimeZone(timeZone)) return { error: `${name}: unknown time zone "${timeZone}" (use an IANA name such as Europe/London)` };
    for (const time of [dayStart, dayEnd]) {
      if (!CLOCK.test(time)) return { error: `${name}: ${time} is not a time on the quarter hour from 00:00 to 23:45` };
    }
    if (dayStart >= dayEnd) return { error: `${name}: the day must start before it ends (${dayStart}-${dayEnd})` };
    if (offices.some((o) => o.name.toLowerCase() === name.toLowerCase())) return { error: `${name} is named twice` };
    offices.push({ name, timeZone, dayStart, dayEnd });
  }
  return { offices };
}
