// Candidate accounts, profiles and CV references (SPEC.md sections 3, 5 and 7). The profile inputs
// are derived from the candidate_profiles table (drizzle-zod) with section 5's rules and messages.
import { z } from "zod";
import { createInsertSchema, createSelectSchema, createUpdateSchema } from "drizzle-zod";
import {
  CANDIDATE_AVAILABILITY,
  CANDIDATE_ROLES,
  EXPERT_SPECIALIZATIONS,
  PROFILE_PROJECT_TYPES,
  YEARS_EXPERIENCE_MAX,
} from "../constants";
import { candidateProfiles } from "../schema/candidates";
import { users } from "../schema/users";
import { registerExpertSchema } from "./auth";
import { calendarDateSchema, dateAnswer, momentAnswer, oneLineText, optionalText, optionalUrl } from "./common";
import { typed } from "./derive";

/** The path the upload answers with; the uuid is the file's random key. */
export const CV_PATH_PREFIX = "/api/candidate/cv/";
export const cvPathFor = (id: string) => `${CV_PATH_PREFIX}${id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCvFileId = (value: string) => UUID.test(value);

export const SKILLS_MAX = 50;
export const SKILL_MAX_LENGTH = 60;
export const AVAILABLE_DATES_MAX = 366;
export const EXPECTED_SALARY_MAX = 10_000_000;

/** Roles a talent profile may name: the candidate list, plus the expert specializations. */
export const TALENT_ROLES = [...new Set<string>([...CANDIDATE_ROLES, ...EXPERT_SPECIALIZATIONS])] as [string, ...string[]];

/** Trims, drops empties and ignores repeats (case-insensitively, keeping the first spelling). */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim().replace(/\s+/g, " ");
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}

/** A comma-separated skills text (the profile edit form) as a list. */
export const splitSkills = (text: string) => normalizeSkills(text.split(","));

const requiredText = (label: string, max: number) => (column: z.ZodString) =>
  typed(column, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Empty input means "not given"; numbers may arrive as strings from form fields. */
const optionalInt = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim(), z.null(), z.undefined()])
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === "") return null;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isFinite(n) || !Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a whole number` });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${label} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }), z.literal(""), z.null(), z.undefined()])
    .transform((v) => (v ? v : null));

const skillsSchema = z
  .array(z.string().max(SKILL_MAX_LENGTH, `Each skill must be at most ${SKILL_MAX_LENGTH} characters`), { error: "Skills must be a list" })
  .max(SKILLS_MAX * 2, `At most ${SKILLS_MAX} skills`)
  .transform(normalizeSkills)
  .refine((list) => list.length <= SKILLS_MAX, `At most ${SKILLS_MAX} skills`);

/** A CV reference: empty, or the path of an uploaded file (ownership is checked by the server). */
const cvFilePathSchema = z
  .union([z.string().trim().max(200), z.null(), z.undefined()])
  .transform((v, ctx) => {
    if (!v) return null;
    const id = v.startsWith(CV_PATH_PREFIX) ? v.slice(CV_PATH_PREFIX.length) : "";
    if (!isCvFileId(id)) {
      ctx.addIssue({ code: "custom", message: "CV must be a file you uploaded" });
      return z.NEVER;
    }
    return id.toLowerCase();
  });

const phoneSchema = z
  .string()
  .trim()
  .max(40, "Phone must be at most 40 characters")
  .regex(/^[+()\d\s.-]*$/, "Phone may contain digits, spaces and + ( ) - . only")
  .nullish()
  .transform((v) => (v ? v : null));

const availableDatesSchema = z
  .array(calendarDateSchema, { error: "Available dates must be a list of dates" })
  .max(AVAILABLE_DATES_MAX, `At most ${AVAILABLE_DATES_MAX} dates`)
  .transform((dates) => [...new Set(dates)].sort());

/**
 * The rules of the profile's columns. Nullable columns may be sent as null or left out; the
 * whole numbers and choices are narrower than their integer and text columns.
 */
const profileRules = {
  name: (column: z.ZodString) => oneLineText(requiredText("Name", 200)(column), "Name"),
  role: (column: z.ZodString) =>
    typed(column, "Role is required")
      .trim()
      .min(1, "Role is required")
      .pipe(z.enum(TALENT_ROLES, { error: "Please choose a role from the list" })),
  yearsExperience: () => optionalInt("Years of experience", 0, YEARS_EXPERIENCE_MAX),
  linkedinProfileUrl: () => optionalUrl,
  phone: () => phoneSchema,
  location: (column: z.ZodString) => optionalText(200, column),
  availability: () => optionalChoice(CANDIDATE_AVAILABILITY, "Availability"),
  expectedSalary: () => optionalInt("Expected salary", 0, EXPECTED_SALARY_MAX),
  portfolioUrl: () => optionalUrl,
  preferredProjectType: () => optionalChoice(PROFILE_PROJECT_TYPES, "Preferred project type"),
  bio: (column: z.ZodString) => optionalText(4000, column),
  availableDates: () => availableDatesSchema,
};

/** The profile's columns in the order the form shows them; the CV comes after the years. */
const FIELDS_BEFORE_CV = { name: true, role: true, yearsExperience: true } as const;
const FIELDS_AFTER_CV = {
  linkedinProfileUrl: true,
  skills: true,
  phone: true,
  location: true,
  availability: true,
  expectedSalary: true,
  portfolioUrl: true,
  preferredProjectType: true,
  bio: true,
} as const;

/** The CV is sent as the path the upload answered with; the table keeps the file's id. */
const cvField = {
  /** Parsed to the file's id; the public shape turns it back into a path. */
  cvFilePath: cvFilePathSchema.optional(),
};

/** POST /api/candidate/profile: the upload form (creates, or replaces the caller's profile). */
const candidateInsertSchema = createInsertSchema(candidateProfiles, {
  ...profileRules,
  skills: () => skillsSchema.default([]),
});
export const candidateProfileSchema = candidateInsertSchema
  .pick(FIELDS_BEFORE_CV)
  .extend(cvField)
  .extend(candidateInsertSchema.pick(FIELDS_AFTER_CV).shape);
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;
export type CandidateProfileValues = z.output<typeof candidateProfileSchema>;

const candidateUpdateSchema = createUpdateSchema(candidateProfiles, { ...profileRules, skills: () => skillsSchema });
const updateFields = candidateUpdateSchema
  .pick(FIELDS_BEFORE_CV)
  .extend(cvField)
  .extend(candidateUpdateSchema.pick({ ...FIELDS_AFTER_CV, availableDates: true }).shape);
type UpdateValues = Partial<z.output<typeof updateFields>>;

/**
 * PUT /api/candidate/profile: any subset of the fields, plus the availability calendar. Only the
 * keys actually sent come out, so an absent key keeps the stored value and "" or null clears it.
 */
export const candidateProfileUpdateSchema = z.unknown().transform((raw, ctx): UpdateValues => {
  const result = updateFields.safeParse(raw ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const sent = new Set(raw && typeof raw === "object" ? Object.keys(raw) : []);
  return Object.fromEntries(Object.entries(result.data).filter(([key]) => sent.has(key))) as UpdateValues;
});
export type CandidateProfileUpdateInput = Partial<z.input<typeof updateFields>>;

const profileColumns = createSelectSchema(candidateProfiles, { availableDates: z.array(dateAnswer) }).pick({
  id: true,
  userId: true,
  name: true,
  role: true,
  yearsExperience: true,
  linkedinProfileUrl: true,
  skills: true,
  phone: true,
  location: true,
  availability: true,
  expectedSalary: true,
  portfolioUrl: true,
  preferredProjectType: true,
  bio: true,
  availableDates: true,
}).shape;

/** What the owner (and admins) see. */
export const candidateProfileAnswer = z.object({
  id: profileColumns.id,
  userId: profileColumns.userId,
  name: profileColumns.name,
  role: profileColumns.role,
  yearsExperience: profileColumns.yearsExperience,
  /** The authorised route of the CV, or null. */
  cvFilePath: z.string().nullable(),
  cvFileName: z.string().nullable(),
  linkedinProfileUrl: profileColumns.linkedinProfileUrl,
  skills: profileColumns.skills,
  phone: profileColumns.phone,
  location: profileColumns.location,
  availability: profileColumns.availability,
  expectedSalary: profileColumns.expectedSalary,
  portfolioUrl: profileColumns.portfolioUrl,
  preferredProjectType: profileColumns.preferredProjectType,
  bio: profileColumns.bio,
  availableDates: profileColumns.availableDates,
  /** 'Profile Views': every counted view (decision 040). */
  profileViews: z.number().int(),
  /** The last 30 days (UTC), oldest first, zeros included; on the owner's own profile only. */
  recentViews: z.array(z.object({ day: dateAnswer, views: z.number().int() })).optional(),
  /** Set when the CV was deleted because the application was rejected long enough ago. */
  cvDeletedAt: momentAnswer.nullable(),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});
export type CandidateProfile = z.output<typeof candidateProfileAnswer>;

/** POST and PUT /api/candidate/profile: the profile as saved. */
export const candidateProfileSavedAnswer = z.object({ success: z.literal(true), profile: candidateProfileAnswer });

/** The admin list adds the account behind each profile. */
export const adminCandidateAnswer = candidateProfileAnswer.extend({
  account: createSelectSchema(users).pick({ username: true, email: true, userType: true, firstName: true, lastName: true }),
});
export type AdminCandidate = z.output<typeof adminCandidateAnswer>;

/** POST /api/admin/candidates/{id}/activate-expert: the expert the candidate has become. */
export const activatedExpertAnswer = z.object({
  success: z.literal(true),
  expert: z.object({
    userId: z.number().int(),
    name: z.string(),
    role: z.string(),
    skills: z.array(z.string()),
    yearsExperience: z.number().int(),
    isActive: z.boolean(),
  }),
});
export type ActivatedExpert = z.output<typeof activatedExpertAnswer>;

/** POST /api/upload/cv: the uploaded file's path, to send as the profile's `cvFilePath`. */
export const cvUploadAnswer = z.object({ success: z.literal(true), filePath: z.string(), fileName: z.string() });
export type CvUploadResponse = z.output<typeof cvUploadAnswer>;

/** POST /api/auth/register/candidate: a talent account that can upload a profile. */
export const registerCandidateSchema = registerExpertSchema
  .omit({ specialization: true, userType: true })
  .extend({ userType: z.literal("candidate").default("candidate") });
export type RegisterCandidateInput = z.input<typeof registerCandidateSchema>;
