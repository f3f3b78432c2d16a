// Answers shaped like the real API's (the public shapes in shared/contracts), for fetch stubs.
import type { PublicUser, SignedIn } from "@shared/contracts/auth";
import type { Availability } from "@shared/contracts/availability";
import type { CandidateProfile } from "@shared/contracts/candidates";
import type { Expert } from "@shared/contracts/experts";
import type { PreBooking } from "@shared/contracts/pre-bookings";
import type { Requisition, RequisitionCandidate } from "@shared/contracts/requisitions";
import type { ThreadMessage } from "@shared/contracts/threads";
import { requisitionClock } from "@shared/flows/requisition";
import { SEARCHING_STATUSES } from "@shared/requisition-clock";

export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 12,
    username: "ada",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    userType: "client",
    isAdmin: false,
    ...overrides,
  };
}

/** POST /api/auth/login's answer (server/auth/auth.routes.ts signIn). */
export function loginAnswer(user: PublicUser, token = "token-abc"): SignedIn {
  return { success: true, user, token };
}

/** GET /api/availability/{expertId}'s answer (server/availability/availability.service.ts toPublic). */
export function availabilityRecord(overrides: Partial<Availability> = {}): Availability {
  return {
    id: 4,
    expertId: 31,
    status: "available",
    currentContractEndDate: null,
    availableFrom: "2031-04-01",
    availableTo: "2031-09-30",
    preferredContractLength: 12,
    autoExtend: false,
    updatedAt: "2031-02-01T08:30:00.000Z",
    ...overrides,
  };
}

/** POST /api/pre-bookings' answer (server/pre-bookings/pre-bookings.service.ts toPublicBooking). */
export function preBooking(overrides: Partial<PreBooking> = {}): PreBooking {
  const pending = (overrides.status ?? "pending") === "pending";
  return {
    id: 77,
    clientId: 12,
    clientName: "Ada Lovelace",
    companyName: "Analytical Engines Ltd",
    expertId: 31,
    expertName: "Grace Hopper",
    expertRole: "ML Engineer",
    expertProfileImage: null,
    dreamTeamId: null,
    dreamTeamName: null,
    requisitionId: null,
    startDate: "2031-04-01",
    endDate: "2031-05-01",
    contractLength: 12,
    estimate: null,
    preInterviewRequested: true,
    preInterview: "none",
    notes: null,
    status: "pending",
    statusReason: null,
    declineReason: null,
    alternatives: [],
    createdAt: "2031-03-10T09:00:00.000Z",
    confirmedAt: null,
    declinedAt: null,
    completedAt: null,
    // The server's expiry (the flow's 5 days after createdAt) while pending.
    expiresAt: pending ? "2031-03-15T09:00:00.000Z" : null,
    ...overrides,
  };
}

/** A candidate profile as the owner sees it (shared/contracts/candidates.ts candidateProfileResponseSchema). */
export function candidateProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 3,
    userId: 40,
    name: "Thandi Nkosi",
    role: "Data Engineer",
    yearsExperience: 7,
    cvFilePath: null,
    cvFileName: null,
    linkedinProfileUrl: null,
    skills: [],
    phone: null,
    location: null,
    availability: null,
    expectedSalary: null,
    portfolioUrl: null,
    preferredProjectType: null,
    bio: null,
    availableDates: [],
    profileViews: 0,
    cvDeletedAt: null,
    createdAt: "2031-03-01T10:00:00.000Z",
    updatedAt: "2031-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** An expert's public profile (server/experts/experts.service.ts toPublicExpert). */
export function expertProfile(overrides: Partial<Expert> = {}): Expert {
  return {
    id: 31,
    userId: 31,
    name: "Grace Hopper",
    role: "ML Engineer",
    profileImage: null,
    skills: ["Python", "PyTorch", "MLOps"],
    yearsExperience: 9,
    hourlyRate: 95,
    bio: null,
    isActive: true,
    timeZone: "Africa/Johannesburg",
    workStart: "08:00",
    workEnd: "17:00",
    ...overrides,
  };
}

/** A requisition as GET /api/requisitions/{id} answers (server/requisitions/requisitions.service.ts), submitted 3 days before `now`. */
export function requisition(overrides: Partial<Requisition> = {}, now = new Date("2031-03-10T12:00:00Z")): Requisition {
  const submitted = new Date(now.getTime() - 3 * 86_400_000);
  const fields: Omit<Requisition, "clock" | "searching"> = {
    id: 5,
    clientId: 12,
    clientName: "Ada Lovelace",
    companyName: "Analytical Engines Ltd",
    clientTimeZone: "Europe/London",
    title: "Senior Data Engineer",
    mustHave: ["Python", "Spark"],
    niceToHave: ["Airflow"],
    maxRate: 90,
    startDate: "2031-04-01",
    weeks: 12,
    headcount: 1,
    timeZone: "Europe/London",
    workStart: "09:00",
    workEnd: "17:00",
    minOverlapHours: 4,
    notes: "Move the nightly jobs to Airflow.",
    status: "open",
    submittedAt: submitted.toISOString(),
    dueAt: new Date(submitted.getTime() + 14 * 86_400_000).toISOString(),
    daysLeft: 11,
    shortlistedAt: null,
    overdueAt: null,
    filledAt: null,
    closedAt: null,
    missedGuarantee: false,
    shortlistSize: 2,
    counts: { proposed: 0, interview: 0, declined: 0, confirmedBookings: 0 },
    candidates: [],
    replacementOf: null,
    bookingDates: { startDate: "2031-04-01", endDate: "2031-06-23" },
    fitCount: 7,
    editable: false,
    ...overrides,
  };
  // The clock and whether it is searched for, as the server works them out at `now`.
  return { ...fields, clock: overrides.clock ?? requisitionClock(fields, now), searching: overrides.searching ?? SEARCHING_STATUSES.includes(fields.status) };
}

export function requisitionCandidate(overrides: Partial<RequisitionCandidate> = {}): RequisitionCandidate {
  return {
    expertId: 31,
    expert: expertProfile({ userId: 31, id: 31, name: "Grace Hopper", hourlyRate: 80 }),
    note: "Ran the same migration for a lender.",
    score: 0.91,
    reasons: { matchedSkills: ["Python", "Spark"], missingSkills: ["Airflow"], overlapHours: 6, coverage: 1, availableFrom: "2031-04-01" },
    proposedAt: "2031-03-09T10:00:00.000Z",
    decision: null,
    declineReason: null,
    decidedAt: null,
    booking: null,
    ...overrides,
  };
}

export function threadMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: 1,
    kind: "requisition",
    subjectId: 5,
    authorRole: "admin",
    authorName: "Site Admin",
    mine: false,
    body: "Two candidates are on their way.",
    createdAt: "2031-03-09T10:00:00.000Z",
    unread: false,
    ...overrides,
  };
}
