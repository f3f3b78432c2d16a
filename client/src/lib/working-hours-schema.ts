// A working day as a form holds it: a zone and two clock times, with the shared contract's rules and
// messages (shared/contracts/working-hours.ts), end after start included.
import { z } from "zod";
import { ALWAYS, checkWorkingDay, timeZoneSchema, workEndSchema, workStartSchema } from "@shared/contracts/working-hours";

export const workingHoursSchema = z
  .object({ timeZone: timeZoneSchema, workStart: workStartSchema, workEnd: workEndSchema })
  .superRefine(checkWorkingDay, ALWAYS);
export type WorkingHoursInput = z.input<typeof workingHoursSchema>;
export type WorkingHoursValues = z.output<typeof workingHoursSchema>;
