// The client's working day as the match form, the team plan and the expert cards start from it:
// the saved one, else (nothing saved yet: `updatedAt` null, or no answer) the browser's zone and
// PRODUCT.md's 09:00–17:00.
import type { SavedClientProfile } from "@shared/contracts/client-profiles";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START, type WorkingHours } from "@shared/working-day";
import { browserTimeZone } from "@/lib/time-zones";

export function clientWorkingHours(profile: Pick<SavedClientProfile, "timeZone" | "workStart" | "workEnd" | "updatedAt"> | null | undefined): WorkingHours {
  if (profile && profile.updatedAt !== null) return { timeZone: profile.timeZone, workStart: profile.workStart, workEnd: profile.workEnd };
  return { timeZone: browserTimeZone() ?? DEFAULT_CLIENT_TIME_ZONE, workStart: DEFAULT_CLIENT_WORK_START, workEnd: DEFAULT_CLIENT_WORK_END };
}
