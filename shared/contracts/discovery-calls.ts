// Request and response shapes of the discovery-call scheduler (/booking) and its admin list.
import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { DISCOVERY_CALL_STATUSES } from "../constants";
import { discoveryCalls } from "../schema/discovery-calls";
import { emailSchema } from "./auth";
import { idSchema, momentAnswer, oneLineText, paginationSchema } from "./common";
import { typed } from "./derive";
import type { OfficesWindow, SlotProblem } from "../discovery-slots";
import { isKnownTimeZone, zoneCity } from "../wall-clock";
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

export function slotProblemMessage(problem: SlotProblem, window: OfficesWindow) {
  switch (problem) {
    case "past":
      return "That time has passed or is too soon. Please choose a slot at least 1 hour from now.";
    case "too-far":
      return `Please choose a slot within the next ${window.daysAhead} days.`;
    case "weekend":
      return "We take calls on weekdays only. Please choose a slot from Monday to Friday.";
    case "out-of-hours":
      return `Please choose a slot within our office hours, ${window.offices.map((o) => `${o.dayStart}–${o.dayEnd} ${zoneCity(o.timeZone)} time`).join(", ")}.`;
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

/** The message of a slots query whose zone this server does not know. */
export const SLOTS_ZONE_MESSAGE = "Must be an IANA time zone such as America/New_York or Europe/London";

export const slotsQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  /** The visitor's zone: only slots between 07:00 and 20:00 there are offered. Unset: the first office's. */
  timeZone: z.string({ error: SLOTS_ZONE_MESSAGE }).trim().refine(isKnownTimeZone, SLOTS_ZONE_MESSAGE).optional(),
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

const clockAnswer = z.string().regex(/^\d{2}:\d{2}$/);

/** An office that takes calls, with its hours in its own zone. */
export const discoveryOfficeAnswer = z.object({ name: z.string(), timeZone: z.string(), dayStart: clockAnswer, dayEnd: clockAnswer });
export type DiscoveryOffice = z.output<typeof discoveryOfficeAnswer>;

/** Free slots for a visitor, and the hours they come from. */
export const discoverySlotsAnswer = z.object({
  /** The zone the slots were chosen for: the visitor's, or the first office's when none was given. */
  timeZone: z.string(),
  /** The earliest start and latest end of the offered hours in `timeZone` (within 07:00–20:00); null when none is offered. */
  dayStart: clockAnswer.nullable(),
  dayEnd: clockAnswer.nullable(),
  /** The offices whose hours make the slots, the first one's zone shown alongside the visitor's. */
  offices: z.array(discoveryOfficeAnswer),
  daysAhead: z.number().int(),
  slotMinutes: z.number().int(),
  /** UTC ISO instants of free slot starts, earliest first. */
  slots: z.array(momentAnswer),
});
export type DiscoverySlots = z.output<typeof discoverySlotsAnswer>;

const callFields = createSelectSchema(discoveryCalls).pick({ name: true, email: true, company: true, needs: true, timeZone: true }).extend({
  slotStart: momentAnswer,
  slotEnd: momentAnswer,
});

/** What the visitor gets back after booking. */
export const bookedDiscoveryCallAnswer = callFields.extend({
  /** Path of the calendar file (.ics) for this call. */
  icsUrl: z.string(),
  /** The call's video meeting; null when none is configured (the link is then sent by e-mail). */
  meetingUrl: z.string().nullable(),
});
export type BookedDiscoveryCall = z.output<typeof bookedDiscoveryCallAnswer>;

/** A request as the admin sees it. */
export const discoveryCallAnswer = callFields.extend({
  id: z.number().int(),
  status: z.enum(DISCOVERY_CALL_STATUSES),
  createdAt: momentAnswer,
});
export type DiscoveryCall = z.output<typeof discoveryCallAnswer>;
