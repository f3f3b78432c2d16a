// The client's company profile, derived from the client_profiles table with SPEC.md section 5's rules.
import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { BUDGET_RANGES, COMPANY_SIZES, INDUSTRIES, PROJECT_DURATIONS, TEAM_SIZES, URGENCIES } from "../constants";
import { clientProfiles } from "../schema/client-profiles";
import { momentAnswer, oneLineText, optionalText, optionalUrl } from "./common";
import { ALWAYS, checkWorkingDay, timeZoneSchema, workEndSchema, workStartSchema } from "./working-hours";

/** One of the listed answers; blank or missing becomes null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) => () =>
  z
    .union([z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }), z.literal("")])
    .nullish()
    .transform((v) => (v ? v : null))
    .default(null);

/**
 * Every company field is optional text in the table; a missing key is saved as null. Working hours
 * are kept as they are when missing (a new profile takes the defaults).
 */
export const clientProfileSchema = createInsertSchema(clientProfiles, {
  companyName: (column) => optionalText(200, oneLineText(column, "Company name")).default(null),
  companySize: optionalChoice(COMPANY_SIZES, "Company size"),
  industry: optionalChoice(INDUSTRIES, "Industry"),
  companyLocation: (column) => optionalText(200, column).default(null),
  website: () => optionalUrl.default(null),
  typicalProjectDuration: optionalChoice(PROJECT_DURATIONS, "Project duration"),
  preferredTeamSize: optionalChoice(TEAM_SIZES, "Team size"),
  budgetRange: optionalChoice(BUDGET_RANGES, "Budget"),
  urgency: optionalChoice(URGENCIES, "Urgency"),
  timeZone: () => timeZoneSchema.optional(),
  workStart: () => workStartSchema.optional(),
  workEnd: () => workEndSchema.optional(),
})
  .pick({
    companyName: true,
    companySize: true,
    industry: true,
    companyLocation: true,
    website: true,
    typicalProjectDuration: true,
    preferredTeamSize: true,
    budgetRange: true,
    urgency: true,
    timeZone: true,
    workStart: true,
    workEnd: true,
  })
  .superRefine(checkWorkingDay, ALWAYS);
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfile = z.output<typeof clientProfileSchema>;
/**
 * GET and POST /api/client/profile answer the saved profile with its owner, working hours and last
 * change; GET before any save answers the defaults with `updatedAt` null.
 */
export const savedClientProfileAnswer = createSelectSchema(clientProfiles, {
  companySize: z.enum(COMPANY_SIZES).nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  typicalProjectDuration: z.enum(PROJECT_DURATIONS).nullable(),
  preferredTeamSize: z.enum(TEAM_SIZES).nullable(),
  budgetRange: z.enum(BUDGET_RANGES).nullable(),
  urgency: z.enum(URGENCIES).nullable(),
  updatedAt: momentAnswer.nullable(),
}).omit({ id: true, createdAt: true });
export type SavedClientProfile = z.output<typeof savedClientProfileAnswer>;

/** POST /api/client/profile. */
export const clientProfileSavedAnswer = z.object({ success: z.literal(true), profile: savedClientProfileAnswer });
export type SaveClientProfileResult = z.output<typeof clientProfileSavedAnswer>;
