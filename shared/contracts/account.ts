// My data: the copy of everything held about a person (the export) and the erasure of their account.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { utcDay } from "../calendar";
import { COMPANY_ROLES } from "../company-roles";
import { users } from "../schema/users";
import { dateAnswer, idSchema, momentAnswer } from "./common";

/** How an erased person is shown wherever a row of theirs stays for someone else. */
export const ERASED_NAME = "Deleted user";
/**
 * What a reason or note on a row shared with an erased person reads afterwards (a cancelled
 * interview's, a disputed week's, a trial end's): typed by them or about them, it goes with them.
 */
export const ERASED_TEXT = "Removed when an account was deleted.";

export const ACCOUNT_MESSAGES = {
  passwordRequired: "Enter your password to delete your account",
  wrongPassword: "That password is not correct. Your account has not been deleted.",
  erased: "Your account and personal data have been deleted.",
  ownAccountAsAdmin: "Delete your own account from My data on your dashboard.",
  notFound: "No such account",
} as const;

/** Deleting one's own account asks for the password again: a session left open is not enough. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1000, "Password is too long"),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const accountUserParamsSchema = z.object({ userId: idSchema });

/** The admin console's look-up of an account by name, username, e-mail or id. */
export const adminUserSearchSchema = z.object({
  q: z.string({ error: "Enter a name, username, e-mail or id" }).trim().min(1, "Enter a name, username, e-mail or id").max(254, "Must be at most 254 characters"),
});
export const ADMIN_USER_SEARCH_LIMIT = 20;

/** One account as the admin console lists it (admins see e-mail addresses). */
export const adminUserSummaryAnswer = createSelectSchema(users)
  .pick({ id: true, username: true, email: true, firstName: true, lastName: true, userType: true, isAdmin: true })
  .extend({ createdAt: momentAnswer });
export type AdminUserSummary = z.output<typeof adminUserSummaryAnswer>;
export const adminUserSummariesAnswer = z.array(adminUserSummaryAnswer);

/** DELETE /api/account and DELETE /api/admin/users/{userId}: done, and how the person is shown from now on. */
export const accountErasedAnswer = z.object({ success: z.literal(true), name: z.string() });

/** The file name the export is offered under. */
export const exportFileName = (userId: number, at: Date) => `my-data-${userId}-${utcDay(at)}.json`;

/** The other party of a booking, as far as the app shows them to this person. */
export const exportCounterpartAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().optional(),
  companyName: z.string().nullable().optional(),
});
export type ExportCounterpart = z.output<typeof exportCounterpartAnswer>;

export const exportBookingAnswer = z.object({
  id: z.number().int(),
  /** Which side of the booking this person is on. */
  as: z.enum(["client", "expert"]),
  counterpart: exportCounterpartAnswer,
  dreamTeamName: z.string().nullable(),
  startDate: dateAnswer,
  endDate: dateAnswer,
  contractLength: z.number().int(),
  preInterviewRequested: z.boolean(),
  notes: z.string().nullable(),
  status: z.string(),
  statusReason: z.string().nullable(),
  createdAt: momentAnswer,
  confirmedAt: momentAnswer.nullable(),
  declinedAt: momentAnswer.nullable(),
  completedAt: momentAnswer.nullable(),
});
export type ExportBooking = z.output<typeof exportBookingAnswer>;

/** A table's row as the person's copy holds it: every column of theirs, moments as ISO 8601. */
const exportedRow = z.record(z.string(), z.unknown());

/** Everything held about one person; the CV file itself is downloaded through `downloadPath`. */
export const accountExportAnswer = z.object({
  format: z.literal("my-data/1"),
  exportedAt: momentAnswer,
  account: z.object({
    id: z.number().int(),
    username: z.string().nullable(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userType: z.string(),
    isAdmin: z.boolean(),
    emailNotifications: z.boolean(),
    createdAt: momentAnswer,
    passwordChangedAt: momentAnswer,
  }),
  /** The client company the person belongs (or belonged) to, with their role in it. */
  company: z
    .object({ id: z.number().int(), name: z.string(), role: z.enum(COMPANY_ROLES), joinedAt: momentAnswer, removedAt: momentAnswer.nullable() })
    .nullable(),
  clientProfile: exportedRow.nullable(),
  expertProfile: z.looseObject({ photo: z.object({ mimeType: z.string(), sizeBytes: z.number().int(), updatedAt: momentAnswer }).nullable() }).nullable(),
  availability: exportedRow.nullable(),
  candidateProfile: exportedRow.nullable(),
  cvFiles: z.array(
    z.object({ id: z.string(), originalName: z.string(), mimeType: z.string(), sizeBytes: z.number().int(), createdAt: momentAnswer, downloadPath: z.string() }),
  ),
  bookings: z.array(exportBookingAnswer),
  /** Teams this person made (clients), with the experts as the app shows them. */
  dreamTeams: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      status: z.string(),
      createdAt: momentAnswer,
      members: z.array(z.object({ expertId: z.number().int(), name: z.string(), role: z.string(), addedAt: momentAnswer })),
    }),
  ),
  /** Times a client put this expert on a shortlist; whose shortlist stays theirs. */
  shortlistedOn: z.array(z.object({ addedAt: momentAnswer })),
  /** Needs this person stated (clients), with the experts proposed for each and the answers given. */
  requisitions: z.array(
    z.looseObject({
      candidates: z.array(
        z.object({
          expertId: z.number().int(),
          name: z.string(),
          note: z.string(),
          proposedAt: momentAnswer,
          decision: z.string().nullable(),
          declineReason: z.string().nullable(),
          decidedAt: momentAnswer.nullable(),
        }),
      ),
    }),
  ),
  /** Messages this person wrote in conversations. */
  conversationMessages: z.array(z.object({ id: z.number().int(), kind: z.string(), subjectId: z.number().int(), body: z.string(), createdAt: momentAnswer })),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      readAt: momentAnswer.nullable(),
      createdAt: momentAnswer,
    }),
  ),
  mailOutbox: z.array(
    z.object({
      id: z.number().int(),
      notificationId: z.number().int().nullable(),
      toAddress: z.string(),
      createdAt: momentAnswer,
      attempts: z.number().int(),
      sentAt: momentAnswer.nullable(),
    }),
  ),
  /** The vetting of a talent account (experts and candidates); null when none was made. */
  talentReview: z
    .object({ reviewStatus: z.string(), reviewedAt: momentAnswer.nullable(), rejectionReason: z.string().nullable(), cvDeletedAt: momentAnswer.nullable() })
    .nullable(),
  /** The stages of their vetting recorded so far, with their figures (the assessor's notes are the team's). */
  vettingStages: z.array(
    z.object({
      stage: z.string(),
      outcome: z.string(),
      assessedAt: momentAnswer,
      score: z.number().int().nullable(),
      problemSolving: z.number().int().nullable(),
      systemDesign: z.number().int().nullable(),
      communication: z.number().int().nullable(),
      level: z.string().nullable(),
      checked: z.number().int().nullable(),
      clear: z.boolean().nullable(),
    }),
  ),
  /** Views of this person's profile per day (not who viewed), and the profiles they viewed. */
  profileViews: z.object({
    ofMyProfile: z.array(z.object({ day: dateAnswer, views: z.number().int() })),
    byMe: z.array(z.object({ talentId: z.number().int(), day: dateAnswer })),
  }),
  /** Every audit-log entry made by this person or about them; address and browser on their own only. */
  auditLog: z.array(
    z.object({
      at: momentAnswer,
      action: z.string(),
      byYou: z.boolean(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
      changes: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  signIns: z.object({
    sessions: z.array(z.object({ expiresAt: momentAnswer })),
    tokens: z.array(z.object({ createdAt: momentAnswer, expiresAt: momentAnswer })),
    failedSignIns: z.array(z.object({ failures: z.number().int(), windowStartedAt: momentAnswer, lockedUntil: momentAnswer.nullable() })),
  }),
});
export type AccountExport = z.output<typeof accountExportAnswer>;
