import { z } from "zod";
import { BUDGET_RANGES, COMPANY_SIZES, INDUSTRIES, PROJECT_DURATIONS, TEAM_SIZES, URGENCIES } from "../constants";
import { optionalText, optionalUrl } from "./common";

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }), z.literal("")])
    .nullish()
    .transform((v) => (v ? v : null));

export const clientProfileSchema = z.object({
  companyName: optionalText(200),
  companySize: optionalChoice(COMPANY_SIZES, "Company size"),
  industry: optionalChoice(INDUSTRIES, "Industry"),
  companyLocation: optionalText(200),
  website: optionalUrl,
  typicalProjectDuration: optionalChoice(PROJECT_DURATIONS, "Project duration"),
  preferredTeamSize: optionalChoice(TEAM_SIZES, "Team size"),
  budgetRange: optionalChoice(BUDGET_RANGES, "Budget"),
  urgency: optionalChoice(URGENCIES, "Urgency"),
});
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfile = z.output<typeof clientProfileSchema>;
