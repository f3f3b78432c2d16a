// Request fields for working hours (a time zone and a working day), shared by experts, clients and the match form.
import { z } from "zod";
import { canonicalTimeZone, clockMinutes, isClockTime } from "../working-day";

export const WORKING_HOURS_MESSAGES = {
  timeZone: "Time zone must be a known IANA time zone, such as Europe/London",
  workStart: "Work start must be a time as HH:MM (00:00 to 23:59)",
  workEnd: "Work end must be a time as HH:MM (00:01 to 24:00)",
  endBeforeStart: "Work end must be after work start",
} as const;

/** A zone Intl accepts, kept under its canonical name. */
export const timeZoneSchema = z
  .string({ error: WORKING_HOURS_MESSAGES.timeZone })
  .trim()
  .max(64, WORKING_HOURS_MESSAGES.timeZone)
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (!zone) {
      ctx.addIssue({ code: "custom", message: WORKING_HOURS_MESSAGES.timeZone });
      return z.NEVER;
    }
    return zone;
  });

export const workStartSchema = z
  .string({ error: WORKING_HOURS_MESSAGES.workStart })
  .trim()
  .refine((v) => isClockTime(v) && v !== "24:00", WORKING_HOURS_MESSAGES.workStart);

export const workEndSchema = z
  .string({ error: WORKING_HOURS_MESSAGES.workEnd })
  .trim()
  .refine((v) => isClockTime(v) && v !== "00:00", WORKING_HOURS_MESSAGES.workEnd);

/** Adds the "end after start" issue on workEnd when both are present and valid. */
export function checkWorkingDay(value: { workStart?: string | null; workEnd?: string | null }, ctx: z.RefinementCtx) {
  const { workStart, workEnd } = (value ?? {}) as { workStart?: unknown; workEnd?: unknown };
  if (typeof workStart !== "string" || typeof workEnd !== "string" || !isClockTime(workStart) || !isClockTime(workEnd)) return;
  if (clockMinutes(workEnd) <= clockMinutes(workStart)) {
    ctx.addIssue({ code: "custom", path: ["workEnd"], message: WORKING_HOURS_MESSAGES.endBeforeStart });
  }
}

/** Runs checkWorkingDay even when another field failed, so one answer names every problem. */
export const ALWAYS = { when: () => true };
