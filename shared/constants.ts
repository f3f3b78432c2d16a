/**
 * Figures, option lists and messages shared by the server and the browser.
 * Values come from SPEC.md sections 5, 8 and 9 unless a comment says otherwise.
 */

export { BRAND_NAME, MOBILE_BREAKPOINT_PX, CAROUSEL_SLIDES, CAROUSEL_STEP_PX, CAROUSEL_INTERVAL_MS, SCROLL_FLAG_THRESHOLD_PX, TRACKING_DELAY_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_DURATION_MS } from "./site";

export const DEFAULT_BLOG_AUTHOR = "Protea Talent Team";

export const USER_TYPES = ["client", "expert", "candidate"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const AVAILABILITY_STATUSES = ["available", "pre-booked", "booked", "unavailable"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_STATUS_LABELS: Record<AvailabilityStatus, string> = {
  available: "Available",
  "pre-booked": "Pre-Booked",
  booked: "Booked",
  unavailable: "Unavailable",
};

export const PRE_BOOKING_STATUSES = ["pending", "confirmed", "declined", "completed"] as const;
export type PreBookingStatus = (typeof PRE_BOOKING_STATUSES)[number];
/** Each status as the screens name it: the pre-booking flow's labels (shared/flows/pre-booking.ts). */
export const PRE_BOOKING_STATUS_LABELS: Record<PreBookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  declined: "Declined",
  completed: "Completed",
};

export const DREAM_TEAM_STATUSES = ["active", "draft"] as const;
export type DreamTeamStatus = (typeof DREAM_TEAM_STATUSES)[number];

export const DISCOVERY_CALL_STATUSES = ["new", "contacted", "done"] as const;
export type DiscoveryCallStatus = (typeof DISCOVERY_CALL_STATUSES)[number];

/**
 * A requisition's statuses (PRODUCT.md "Beyond: from a shortlist…"), in one place: the table's
 * check constraint, the contracts and the screens read this list; the moves between them are the
 * requisition's flow (shared/flows/requisition.ts).
 */
export const REQUISITION_STATUSES = ["open", "overdue", "shortlisted", "filled", "closed"] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

/** The client's answer to a proposed candidate. */
export const CANDIDATE_DECISIONS = ["interview", "declined"] as const;
export type CandidateDecision = (typeof CANDIDATE_DECISIONS)[number];

/** What a conversation belongs to: one thread per requisition now, per engagement later. */
export const THREAD_KINDS = ["requisition", "engagement"] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
/** Longest message of a conversation, in characters (PRODUCT.md: plain text, at most 5,000). */
export const THREAD_MESSAGE_MAX = 5000;

/**
 * An interview's statuses (PRODUCT.md "Interviews across zones"): booked and moved while
 * `scheduled`; ended by a cancellation or by the client's outcome after its start.
 */
export const INTERVIEW_STATUSES = ["scheduled", "cancelled", "passed", "failed"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** An interview's length in minutes; slots start on quarter hours. */
export const INTERVIEW_MINUTES = [30, 45, 60] as const;
export type InterviewMinutes = (typeof INTERVIEW_MINUTES)[number];
/** The most days one slot request covers. */
export const INTERVIEW_SLOT_DAYS_MAX = 21;

/** An engagement's statuses: work starts once both parties accepted the terms. */
export const ENGAGEMENT_STATUSES = ["awaiting_acceptance", "active", "ended"] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
/** Why an engagement ended. */
export const ENGAGEMENT_END_REASONS = ["completed", "trial", "admin"] as const;
export type EngagementEndReason = (typeof ENGAGEMENT_END_REASONS)[number];
/** Days from an engagement's start in which the client may end it as not satisfied. */
export const TRIAL_DAYS = 30;

/** A timesheet week's statuses; an approved week is locked. */
export const TIMESHEET_STATUSES = ["draft", "submitted", "disputed", "approved"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/** The most minutes on one day of a timesheet (12 hours), in quarter hours. */
export const TIMESHEET_DAY_MAX_MINUTES = 12 * 60;
/** A submitted week unanswered this many days is approved automatically. */
export const TIMESHEET_AUTO_APPROVE_DAYS = 5;

/** An invoice's statuses: a draft has no number yet; an issued one is open until marked paid. */
export const INVOICE_STATUSES = ["draft", "open", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_LINE_KINDS = ["hours", "credit"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
/** Why a credit note was issued: an engagement ended in its trial (refunding its hours), or an admin's correction. */
export const CREDIT_NOTE_REASONS = ["trial", "correction"] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const CONTRACT_LENGTHS = [3, 6, 12, 18, 24] as const;
export const DEFAULT_CONTRACT_LENGTH = 6;
export const DAYS_PER_MONTH = 30;

/** SPEC.md's 6 is below OWASP ASVS; PRODUCT.md asks for 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** The password rule, said on every form that sets a password before anyone types (PRODUCT.md). */
export const PASSWORD_MESSAGES = {
  rule: `At least ${PASSWORD_MIN_LENGTH} characters. Very common passwords (like password123) are refused.`,
  tooCommon: "This is one of the most common passwords, the first ones anyone tries. Please choose another.",
} as const;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const YEARS_EXPERIENCE_MAX = 50;
export const SALARY_STEP = 1000;

export const FEATURED_EXPERTS = 6;
export const CARD_SKILLS = 3;
export const MODAL_SKILLS = 4;
export const BLOG_LIST_SKELETONS = 6;
export const ADMIN_LIST_SKELETONS = 3;
export const BLOG_CARD_TAGS = 3;
export const READ_TIME_LABEL = "5 min read";
export const PREBOOKING_LIST_MAX_HEIGHT_PX = 600;
export const DISCOVERY_CALL_MINUTES = 15;

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "200+"] as const;
export const INDUSTRIES = [
  "SaaS",
  "FinTech",
  "Financial Services",
  "E-commerce",
  "Retail",
  "HealthTech",
  "Healthcare",
  "EdTech",
  "Insurance",
  "Logistics",
  "Manufacturing",
  "Media & Entertainment",
  "Marketing & AdTech",
  "Real Estate",
  "Energy",
  "Telecommunications",
  "Travel & Hospitality",
  "Gaming",
  "Crypto & Web3",
  "Cybersecurity",
  "Government & Public Sector",
  "Non-profit",
  "Other",
] as const;
export const PROJECT_DURATIONS = ["1-3 months", "3-6 months", "6-12 months", "12+ months"] as const;
export const TEAM_SIZES = ["1 person", "2-3 people", "4-5 people", "6+ people"] as const;
export const BUDGET_RANGES = ["Under $5k", "$5k-$15k", "$15k-$30k", "$30k-$50k", "$50k+"] as const;
export const URGENCIES = ["ASAP", "Within 2 weeks", "Within 1 month", "Flexible"] as const;

export const EXPERT_SPECIALIZATIONS = [
  "Data Engineer",
  "ML Engineer",
  "AI Engineer",
  "Analytics Engineer",
  "Data Scientist",
  "Data Platform Engineer",
  "MLOps Engineer",
] as const;

export const CANDIDATE_ROLES = [
  "Full Stack Developer",
  "Frontend Developer",
  "Backend Developer",
  "DevOps Engineer",
  "Data Engineer",
  "Data Scientist",
  "Cloud Engineer",
  "Mobile Developer",
  "UI/UX Designer",
  "Product Manager",
  "Tech Lead",
  "Solution Architect",
] as const;
export const CANDIDATE_AVAILABILITY = ["Available", "Not Available", "Flexible"] as const;
export const UPLOAD_PROJECT_TYPES = ["Full-time", "Contract"] as const;
export const PROFILE_PROJECT_TYPES = ["Full-time", "Part-time", "Contract", "Remote"] as const;

/** How long an e-mailed account link works, in seconds. */
export const ACCOUNT_LINK_SECONDS = { "password-reset": 60 * 60, "verify-email": 48 * 60 * 60 } as const;

/** What the account flows say (not in SPEC.md: password reset and verified addresses came later). */
export const ACCOUNT_MESSAGES = {
  resetRequested: "If an account uses that e-mail address, we have sent it a link to set a new password. The link works for one hour.",
  tooManyResetRequests: "Too many requests for this address. Please wait a few minutes and try again.",
  passwordReset: "Your password has been changed. Please sign in with the new one.",
  linkExpired: "This link has expired. Please ask for a new one.",
  linkUsed: "This link has already been used. Please ask for a new one if you still need it.",
  linkInvalid: "This link is not valid. Please check that you copied the whole link, or ask for a new one.",
  emailVerified: "Thank you: your e-mail address is verified.",
  verificationSent: "We have sent you a new verification link.",
  tooManyVerificationMails: "We have sent several links already. Please wait a few minutes and try again.",
  alreadyVerified: "Your e-mail address is already verified.",
  verifyBeforePreBooking: "Please verify your e-mail address before pre-booking: open the link we sent you, or ask for a new one.",
  verifyBeforeRequisition: "Please verify your e-mail address before opening a requisition: open the link we sent you, or ask for a new one.",
  expertNotVerified: "This expert has not verified their e-mail address yet, so they cannot be activated.",
  signedOutEverywhere: "You have been signed out on every device.",
  passwordChanged: "Your password has been changed.",
} as const;

/**
 * How often one person may do what notifies others and mails them (docs/decisions/075-*): each is
 * counted before it is done and refused over the limit with 429, `Retry-After` (the seconds until
 * the window frees) and this message. Requisitions count per client account (per company once
 * companies exist).
 */
export const PERSON_LIMITS = {
  threadMessages: {
    limit: 30,
    windowSeconds: 60,
    message: "You have sent 30 messages in this conversation in the last minute. Please wait a moment and try again.",
  },
  requisitions: {
    limit: 10,
    windowSeconds: 24 * 60 * 60,
    message: "You have opened 10 requisitions within a day, the most one client can. Please try again later, or add to a requisition you have open.",
  },
  interviewChanges: {
    limit: 20,
    windowSeconds: 24 * 60 * 60,
    message: "You have booked, moved or cancelled interviews 20 times within a day, the most one person can. Please try again later.",
  },
} as const;

/** Messages shown to users, word for word from SPEC.md section 8 where it gives them. */
export const MESSAGES = {
  passwordMismatch: { title: "Password mismatch", description: "Passwords do not match. Please try again." },
  loginFailed: { title: "Login failed", description: "Invalid username or password. Please try again." },
  adminLoginFailed: { title: "Login failed", description: "Invalid username or password" },
  invalidCredentials: "Invalid username or password",
  tooManySignUps: "Too many sign-ups from here or for this e-mail address. Please wait an hour and try again.",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  accountExists: "An account with this information already exists. Please check your details or try logging in.",
  networkError: "Network error. Please check your connection and try again.",
  registrationFailed: "Registration failed. Please try again.",
  expertUsernameTaken: "Username may already exist. Please try a different one.",
  missingCandidateFields: { title: "Missing required fields", description: "Please fill in your name and role." },
  invalidCvType: { title: "Invalid file type", description: "Please upload a PDF file for your CV." },
  missingAvailabilityFrom: { title: "Missing information", description: "Please provide your availability start date." },
  missingDates: { title: "Missing dates", description: "Please provide both start and end dates for the booking." },
  invalidDates: { title: "Invalid dates", description: "End date must be after start date." },
  teamNameRequired: { title: "Team name required", description: "Please enter a name for your dream team." },
  selectTeamFirst: { title: "Select a team first", description: "Please select a dream team before adding experts." },
  signInRequired: "Please sign in to continue.",
  forbidden: "You do not have permission to do that.",
  blogCreated: "Blog post created successfully",
  blogUpdated: "Blog post updated successfully",
  blogDeleted: "Blog post deleted successfully",
  blogCreateFailed: "Failed to create blog post. Please try again.",
  blogUpdateFailed: "Failed to update blog post",
  blogDeleteFailed: "Failed to delete blog post",
  noBlogPosts: "No blog posts yet",
} as const;

/** The day of the month experts are paid for the hours approved the month before (decision 095). */
export const PAYOUT_DAY = 5;
