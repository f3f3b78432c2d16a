// My data: the copy of everything held about a person (the export) and the erasure of their account.
import { z } from "zod";
import { idSchema } from "./common";

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
export interface AdminUserSummary {
  id: number;
  username: string | null;
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  isAdmin: boolean;
  createdAt: string;
}

/** The file name the export is offered under. */
export const exportFileName = (userId: number, at: Date) => `my-data-${userId}-${at.toISOString().slice(0, 10)}.json`;

/** The other party of a booking, as far as the app shows them to this person. */
export interface ExportCounterpart {
  id: number;
  name: string;
  role?: string;
  companyName?: string | null;
}

export interface ExportBooking {
  id: number;
  /** Which side of the booking this person is on. */
  as: "client" | "expert";
  counterpart: ExportCounterpart;
  dreamTeamName: string | null;
  startDate: string;
  endDate: string;
  contractLength: number;
  preInterviewRequested: boolean;
  notes: string | null;
  status: string;
  statusReason: string | null;
  createdAt: string;
  confirmedAt: string | null;
  declinedAt: string | null;
  completedAt: string | null;
}

/** Everything held about one person; the CV file itself is downloaded through `downloadPath`. */
export interface AccountExport {
  format: "my-data/1";
  exportedAt: string;
  account: {
    id: number;
    username: string | null;
    email: string;
    firstName: string;
    lastName: string;
    userType: string;
    isAdmin: boolean;
    emailNotifications: boolean;
    createdAt: string;
    passwordChangedAt: string;
  };
  clientProfile: Record<string, unknown> | null;
  expertProfile: (Record<string, unknown> & { photo: { mimeType: string; sizeBytes: number; updatedAt: string } | null }) | null;
  availability: Record<string, unknown> | null;
  candidateProfile: Record<string, unknown> | null;
  cvFiles: { id: string; originalName: string; mimeType: string; sizeBytes: number; createdAt: string; downloadPath: string }[];
  bookings: ExportBooking[];
  /** Teams this person made (clients), with the experts as the app shows them. */
  dreamTeams: { id: number; name: string; description: string | null; status: string; createdAt: string; members: { expertId: number; name: string; role: string; addedAt: string }[] }[];
  /** Times a client put this expert on a shortlist; whose shortlist stays theirs. */
  shortlistedOn: { addedAt: string }[];
  /** Needs this person stated (clients), with the experts proposed for each and the answers given. */
  requisitions: (Record<string, unknown> & {
    candidates: { expertId: number; name: string; note: string; proposedAt: string; decision: string | null; declineReason: string | null; decidedAt: string | null }[];
  })[];
  /** Messages this person wrote in conversations. */
  conversationMessages: { id: number; kind: string; subjectId: number; body: string; createdAt: string }[];
  notifications: { id: number; kind: string; title: string; body: string; link: string | null; readAt: string | null; createdAt: string }[];
  mailOutbox: { id: number; notificationId: number | null; toAddress: string; createdAt: string; attempts: number; sentAt: string | null }[];
  /** The vetting of a talent account (experts and candidates); null when none was made. */
  talentReview: { reviewStatus: string; reviewedAt: string | null; rejectionReason: string | null; cvDeletedAt: string | null } | null;
  /** Views of this person's profile per day (not who viewed), and the profiles they viewed. */
  profileViews: { ofMyProfile: { day: string; views: number }[]; byMe: { talentId: number; day: string }[] };
  /** Every audit-log entry made by this person or about them; address and browser on their own only. */
  auditLog: {
    at: string;
    action: string;
    byYou: boolean;
    ip: string | null;
    userAgent: string | null;
    target: { type: string; id: string | null } | null;
    changes: Record<string, unknown> | null;
  }[];
  signIns: {
    sessions: { expiresAt: string }[];
    tokens: { createdAt: string; expiresAt: string }[];
    failedSignIns: { failures: number; windowStartedAt: string; lockedUntil: string | null }[];
  };
}
