// Request and response shapes of the discovery-call scheduler (/booking) and its admin list.
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import { DISCOVERY_CALL_STATUSES, type DiscoveryCallStatus } from "../constants";
import { discoveryCalls } from "../schema/discovery-calls";
import { emailSchema } from "./auth";
import { idSchema, oneLineText, paginationSchema } from "./common";
import { typed } from "./derive";
import type { SlotProblem } from "../discovery-slots";
import { isKnownTimeZone } from "../wall-clock";
import { DISCOVERY_MESSAGES, DISCOVERY_NEEDS_MAX } from "../discovery-messages";

export { DISCOVERY_MESSAGES, DISCOVERY_NEEDS_MAX };

/** Mailbox providers for private addresses; a discovery call is booked with a work address. */
export const PERSONAL_EMAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
] as const;

export function slotProblemMessage(problem: SlotProblem, hours: { dayStart: string; dayEnd: string; timeZone: string; daysAhead: number }) {
  switch (problem) {
    case "past":
      return "That time has passed or is too soon. Please choose a slot at least 1 hour from now.";
    case "too-far":
      return `Please choose a slot within the next ${hours.daysAhead} days.`;
    case "weekend":
      return "We take calls on weekdays only. Please choose a slot from Monday to Friday.";
    case "out-of-hours":
      return `Please choose a slot within our office hours, ${hours.dayStart}–${hours.dayEnd} ${hours.timeZone.split("/").pop()?.replace(/_/g, " ")} time.`;
    case "misaligned":
      return "Please choose one of the offered 15-minute slots.";
  }
}

const requiredText = (label: string, max: number) => (column: z.ZodString) =>
  typed(column, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const workEmailSchema = emailSchema.refine((email) => {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return !(PERSONAL_EMAIL_DOMAINS as readonly string[]).includes(domain);
}, DISCOVERY_MESSAGES.workEmail);

export const timeZoneSchema = z
  .string({ error: DISCOVERY_MESSAGES.timeZone })
  .trim()
  .refine(isKnownTimeZone, DISCOVERY_MESSAGES.timeZone);

/** An ISO 8601 instant with an explicit offset or Z. */
export const instantSchema = z
  .string({ error: "Must be a date and time" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, "Must be an ISO date and time with a time zone (e.g. 2026-03-09T13:00:00Z)")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Must be a real date and time");

/** A request's columns, derived from the discovery_calls table. */
const discoveryCallInsertSchema = createInsertSchema(discoveryCalls, {
  name: (column) => oneLineText(requiredText("Name", 100)(column), "Name"),
  email: () => workEmailSchema,
  company: (column) => oneLineText(requiredText("Company", 200)(column), "Company"),
  needs: requiredText("Needs", DISCOVERY_NEEDS_MAX),
  slotStart: () => z.string({ error: DISCOVERY_MESSAGES.slot }).trim().min(1, DISCOVERY_MESSAGES.slot).pipe(instantSchema),
  timeZone: () => timeZoneSchema,
});

/** The form's fields; the slot is chosen in the list, not typed. */
export const discoveryCallFormSchema = discoveryCallInsertSchema.pick({ name: true, email: true, company: true, needs: true });
export type DiscoveryCallFormValues = z.input<typeof discoveryCallFormSchema>;

export const createDiscoveryCallSchema = discoveryCallInsertSchema.pick({
  name: true,
  email: true,
  company: true,
  needs: true,
  slotStart: true,
  timeZone: true,
});
export type CreateDiscoveryCallInput = z.input<typeof createDiscoveryCallSchema>;
export type CreateDiscoveryCallValues = z.output<typeof createDiscoveryCallSchema>;

export const slotsQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

export const discoveryCallTokenParamsSchema = z.object({
  token: z.uuid("Not found"),
});

export const DISCOVERY_STATUS_FILTERS = ["all", ...DISCOVERY_CALL_STATUSES] as const;
export const adminDiscoveryCallsQuerySchema = paginationSchema.extend({
  status: z.enum(DISCOVERY_STATUS_FILTERS, { error: `Status must be one of: ${DISCOVERY_STATUS_FILTERS.join(", ")}` }).default("all"),
});
export type AdminDiscoveryCallsQuery = z.output<typeof adminDiscoveryCallsQuerySchema>;
export const discoveryCallIdParamsSchema = z.object({ id: idSchema });
export const updateDiscoveryCallSchema = z.object({
  status: z.enum(DISCOVERY_CALL_STATUSES, { error: `Status must be one of: ${DISCOVERY_CALL_STATUSES.join(", ")}` }),
});

/** Free slots and the office hours they come from. */
export interface DiscoverySlots {
  timeZone: string;
  dayStart: string;
  dayEnd: string;
  daysAhead: number;
  slotMinutes: number;
  /** UTC ISO instants of free slot starts, earliest first. */
  slots: string[];
}

/** What the visitor gets back after booking. */
export interface BookedDiscoveryCall {
  slotStart: string;
  slotEnd: string;
  name: string;
  email: string;
  company: string;
  needs: string;
  timeZone: string;
  /** Path of the calendar file (.ics) for this call. */
  icsUrl: string;
}

/** A request as the admin sees it. */
export interface DiscoveryCall {
  id: number;
  slotStart: string;
  slotEnd: string;
  name: string;
  email: string;
  company: string;
  needs: string;
  timeZone: string;
  status: DiscoveryCallStatus;
  createdAt: string;
}
