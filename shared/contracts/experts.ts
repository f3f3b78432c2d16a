// Request and response shapes of the expert calls: search, public profile, own-profile edit, admin toggle.
import { z } from "zod";
import { createSelectSchema, createUpdateSchema } from "drizzle-zod";
import { YEARS_EXPERIENCE_MAX } from "../constants";
import { availability, experts } from "../schema/experts";
import { talentReviews } from "../schema/talent-reviews";
import { calendarDateSchema, dateAnswer, idSchema, momentAnswer, paginationSchema } from "./common";
import { typed } from "./derive";
import { adminVettingAnswer, vettingReportAnswer } from "./vetting";
import { ALWAYS, checkWorkingDay, timeZoneSchema, workEndSchema, workStartSchema } from "./working-hours";

export const EXPERT_SKILLS_MAX = 30;
export const EXPERT_SKILL_MAX_LENGTH = 50;
export const EXPERT_BIO_MAX = 2000;
export const EXPERT_ROLE_MAX = 100;
export const EXPERT_RATE_MAX = 10_000;
export const EXPERT_SEARCH_PAGE_SIZE = 20;
/**
 * Search totals are exact up to this many matches; beyond it X-Total-Count says this number and
 * X-Total-Count-Capped says "true" (at least this many). Keeps every search's cost independent of
 * how many experts match (see docs/decisions/014-expert-search-counts-up-to-1000.md).
 */
export const EXPERT_COUNT_CAP = 1000;
export const EXPERT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const EXPERT_PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const EXPERT_MESSAGES = {
  noneFound: "No experts found",
  profileUpdated: { title: "Profile updated" },
  profileUpdateFailed: { title: "Update failed", description: "Failed to update profile" },
  photoTooLarge: "The photo is too large. The limit is 2 MB.",
  photoInvalidType: "Please upload a PNG, JPEG or WebP image.",
  expertUpdated: { title: "Expert updated", description: "Expert status has been updated successfully." },
  expertUpdateFailed: { title: "Update failed", description: "Failed to update expert" },
} as const;

const expertColumns = createSelectSchema(experts).shape;

/** The public shape of an expert (SPEC.md section 3); `id` and `userId` are the same number. */
export const expertAnswer = z.object({
  id: expertColumns.userId,
  userId: expertColumns.userId,
  name: expertColumns.name,
  role: expertColumns.role,
  profileImage: expertColumns.profileImage,
  skills: expertColumns.skills,
  yearsExperience: expertColumns.yearsExperience,
  /** Whole dollars an hour, whatever the table keeps (SPEC.md). */
  hourlyRate: z.number().int().nullable(),
  bio: expertColumns.bio,
  isActive: expertColumns.isActive,
  /** Working hours: IANA zone and 'HH:MM' local times. */
  timeZone: expertColumns.timeZone,
  workStart: expertColumns.workStart,
  workEnd: expertColumns.workEnd,
  /**
   * The vetting report (stages, dates and figures, never the assessor's notes): on a profile, a
   * match result and a shortlist card; lists of experts leave it out.
   */
  vetting: vettingReportAnswer.optional(),
});
export type Expert = z.output<typeof expertAnswer>;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * GET /api/experts query. `skill=all` (or empty) means any skill; an empty `maxRate` means no limit.
 * `includeInactive` only matters to admins, who see every expert unless they pass `false`.
 */
export const expertSearchQuerySchema = paginationSchema.extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "Must be at most 100 characters").optional()),
  skill: z.preprocess(
    (v) => (typeof v === "string" && (v.trim() === "" || v.trim().toLowerCase() === "all") ? undefined : v),
    z.string().trim().max(EXPERT_SKILL_MAX_LENGTH, `Must be at most ${EXPERT_SKILL_MAX_LENGTH} characters`).optional(),
  ),
  // Rates are whole dollars, so "at most 45.5" is "at most 45" (and the database compares integers).
  maxRate: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Must be a number" }).min(0, "Must be 0 or more").max(1_000_000, "Is too large").transform(Math.floor).optional(),
  ),
  includeInactive: z.enum(["true", "false"], { error: "Must be true or false" }).optional(),
  /** Free on every day of `weeks` weeks from this date (PRODUCT.md: Browse Experts by an availability window). */
  availableFrom: z.preprocess(blankToUndefined, calendarDateSchema.optional()),
  weeks: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").min(1, "Must be at least 1").max(104, "Must be at most 104").optional(),
  ),
});
/** A search as the server reads it: blanks dropped, the rate a whole number, the page defaulted. */
export type ExpertSearch = z.output<typeof expertSearchQuerySchema>;

export const expertIdParamsSchema = z.object({ expertId: idSchema });
export const expertUserIdParamsSchema = z.object({ userId: idSchema });

export const skillsSchema = z
  .array(z.string().trim().min(1, "A skill cannot be blank").max(EXPERT_SKILL_MAX_LENGTH, `Each skill must be at most ${EXPERT_SKILL_MAX_LENGTH} characters`), {
    error: "Skills must be a list",
  })
  .max(EXPERT_SKILLS_MAX, `At most ${EXPERT_SKILLS_MAX} skills`)
  // Duplicates (ignoring case) are dropped, keeping the first spelling.
  .transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i));

/**
 * PUT /api/experts/profile: the signed-in expert's own editable fields, derived from the experts
 * table. Omitted fields stay as they are.
 */
export const updateExpertProfileSchema = createUpdateSchema(experts, {
  role: (column) =>
    typed(column, "Role is required").trim().min(1, "Role is required").max(EXPERT_ROLE_MAX, `Must be at most ${EXPERT_ROLE_MAX} characters`),
  skills: () => skillsSchema,
  // Years are whole numbers with their own messages, narrower than the integer column.
  yearsExperience: () =>
    z
      .number({ error: "Years of experience must be a number" })
      .int("Must be a whole number")
      .min(0, "Must be 0 or more")
      .max(YEARS_EXPERIENCE_MAX, `Must be at most ${YEARS_EXPERIENCE_MAX}`),
  bio: (column) =>
    typed(column, "Bio must be text")
      .trim()
      .max(EXPERT_BIO_MAX, `Must be at most ${EXPERT_BIO_MAX} characters`)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
  timeZone: () => timeZoneSchema,
  workStart: () => workStartSchema,
  workEnd: () => workEndSchema,
})
  .pick({ role: true, skills: true, yearsExperience: true, bio: true, timeZone: true, workStart: true, workEnd: true })
  .extend({
    // Whole dollars at the API's edge (SPEC.md); the column holds cents (experts.hourly_rate_cents).
    hourlyRate: z.preprocess(
      blankToUndefined,
      z
        .number({ error: "Hourly rate must be a number" })
        .int("Hourly rate must be a whole number of dollars")
        .min(1, "Hourly rate must be at least 1")
        .max(EXPERT_RATE_MAX, `Hourly rate must be at most ${EXPERT_RATE_MAX}`)
        .nullable()
        .optional(),
    ),
  })
  .superRefine(checkWorkingDay, ALWAYS);
export type UpdateExpertProfileInput = z.input<typeof updateExpertProfileSchema>;
export type UpdateExpertProfileValues = z.output<typeof updateExpertProfileSchema>;

/** PATCH /api/experts/{userId} (admins). */
export const setExpertActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

/** Where an uploaded photo is served; `v` changes with each upload so caches never show an old one. */
export const expertPhotoPath = (expertId: number, version: number) => `/api/experts/${expertId}/photo?v=${version}`;

// --- vetting (the admin console's Experts tab) -------------------------------------------------

export { REVIEW_STATUSES, type ReviewStatus } from "../schema/talent-reviews";
export const REJECTION_REASON_MAX = 1000;

/** GET /api/admin/experts/reviews: `status` filters ("pending" is the "Awaiting review" filter). */
export const reviewQueueQuerySchema = paginationSchema.extend({
  status: z.enum(["pending", "approved", "rejected"], { error: "status must be pending, approved or rejected" }).optional(),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

/** POST /api/admin/experts/{userId}/reject: the reason is required and is sent to the person. */
export const rejectTalentSchema = z.object({
  reason: z
    .string({ error: "Please give a reason for the rejection" })
    .trim()
    .min(1, "Please give a reason for the rejection")
    .max(REJECTION_REASON_MAX, `The reason can be at most ${REJECTION_REASON_MAX} characters`),
});
export type RejectTalentInput = z.input<typeof rejectTalentSchema>;

const reviewColumns = createSelectSchema(talentReviews).shape;
const availabilityColumns = createSelectSchema(availability).shape;

/** One person in the vetting queue: an expert, a candidate, or both (an expert who keeps a candidate profile). */
export const talentReviewAnswer = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(["expert", "candidate"]),
  role: z.string().nullable(),
  skills: z.array(z.string()),
  /** The authorised CV route, or null (none uploaded, or deleted after a rejection: see cvDeletedAt). */
  cvFilePath: z.string().nullable(),
  cvFileName: z.string().nullable(),
  cvDeletedAt: momentAnswer.nullable(),
  /** An expert's saved availability; a candidate's is the free text of their profile. */
  availability: z.object({ status: availabilityColumns.status, availableFrom: dateAnswer, availableTo: dateAnswer.nullable() }).nullable(),
  candidateAvailability: z.string().nullable(),
  candidateProfileId: z.number().int().nullable(),
  /** null when the person has no expert profile yet (approving creates it from the candidate profile). */
  isActive: z.boolean().nullable(),
  reviewStatus: reviewColumns.reviewStatus,
  reviewedAt: momentAnswer.nullable(),
  rejectionReason: reviewColumns.rejectionReason,
  /** When they joined the queue: the earlier of their expert profile and candidate profile. */
  waitingSince: momentAnswer,
  /** Each stage recorded (with the assessor and their notes) and what is still to pass. */
  vetting: adminVettingAnswer,
});
export type TalentReview = z.output<typeof talentReviewAnswer>;

/** GET /api/experts/me/review: where the signed-in expert's or candidate's own application stands. */
export const ownReviewAnswer = z.object({
  reviewStatus: reviewColumns.reviewStatus,
  reviewedAt: momentAnswer.nullable(),
  /** The admin's reason, shown to the person; only when rejected. */
  rejectionReason: reviewColumns.rejectionReason,
});
export type OwnReview = z.output<typeof ownReviewAnswer>;

export const REVIEW_MESSAGES = {
  approved: { title: "Expert approved", description: "They are now visible to clients and have been told." },
  rejected: { title: "Application rejected", description: "They have been told, with your reason." },
  failed: { title: "Update failed", description: "Failed to update expert" },
} as const;
