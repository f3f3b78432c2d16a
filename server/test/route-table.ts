// The authorization matrix: every route the server registers, against every kind of caller, with the
// answer each must get. server/security/authz-matrix.api.test.ts runs it against the real server and
// fails when the server registers a route this table lacks (or the table names one it does not).
//
// "client" and "expert" own the resources the requests name (a dream team, a pre-booking, a
// notification, an availability record, an expert profile, a CV...); "otherClient" and
// "otherExpert" are different accounts of the same kind asking for those same resources.
// Convention (docs/decisions/010-other-peoples-ids-403-except-notifications.md): someone else's dream team, booking or user id is 403; someone
// else's notification or CV is 404; inactive experts are 404 to everyone but admins.

export const CALLERS = ["anon", "client", "otherClient", "expert", "otherExpert", "candidate", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The order a row's requests are sent in: refusals before the owner and the admin, so a row that
 * creates something is refused first and then done by those allowed.
 */
export const RUN_ORDER: readonly Caller[] = ["anon", "otherClient", "otherExpert", "candidate", "client", "expert", "admin"];

/** An exact status, or a class ("2xx") where the answer legitimately varies. */
export type Expected = number | "2xx";

/** What the test prepares before the table runs: ids of resources owned by "client", "expert" and "candidate". */
export interface Fixtures {
  ids: Record<Exclude<Caller, "anon">, number> & { inactiveExpert: number };
  /** A dream team of "client". */
  teamId: number;
  /** A pending pre-booking of "client" with "expert". */
  bookingId: number;
  /** A requisition of "client" (headcount 2), with one candidate it marked for interview. */
  requisitionId: number;
  /** The candidate marked for interview, and an expert who fits the need and is not yet proposed. */
  candidateExpertId: number;
  proposableExpertId: number;
  /** An active engagement of "client" with "expert" (both accepted): a draft week and a submitted one, both past. */
  engagementId: number;
  weekStart: string;
  submittedWeek: string;
  /** A scheduled interview of "client" with "expert", for that booking, days ahead. */
  interviewId: number;
  /** An active engagement of "client" with "expert", in its 30-day trial. */
  trialEngagementId: number;
  /** A notification of "expert" (about that booking). */
  notificationId: number;
  /** A CV uploaded by "candidate": its id and the path its profile holds. */
  cvId: string;
  cvPath: string;
  /** Another candidate's profile, for the admin calls (activating it changes the account). */
  candidateProfileId: number;
  publishedSlug: string;
  draftSlug: string;
  /** A post to edit, and one to delete. */
  postId: number;
  postToDeleteId: number;
  /** A booked discovery call: its id (admins), its calendar token (the visitor's link) and its slot. */
  callId: number;
  callToken: string;
  takenSlot: string;
  /** A pending invitation sent by "client"'s company. */
  invitationId: number;
  /** Calendar days (UTC) for bookings and availability. */
  today: string;
  bookingStart: string;
  bookingEnd: string;
  /** A tiny PNG and PDF for the upload routes. */
  png: Buffer;
  pdf: Buffer;
  /** An open invoice of "client". */
  invoiceId: number;
  /** A credit note on that invoice. */
  creditNoteId: number;
  /** The company of "client". */
  companyId: number;
}

export interface RouteRequest {
  path: string;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
  /** Send from a second sign-in of the caller's account, for calls that end the sign-in they come from (logout). */
  fresh?: boolean;
  /** Send as a newly made account of the caller's kind, for calls that end every sign-in of the account (password change). */
  throwaway?: boolean;
}

export interface RouteCase {
  /** "METHOD /path/:param", exactly as the server registers it. */
  route: string;
  /** What this row checks, when a route has several rows. */
  note?: string;
  request: (f: Fixtures, caller: Caller, unique: string) => RouteRequest;
  expect: Record<Caller, Expected>;
}

/** One row of the matrix, in the column order of CALLERS: anon client otherClient expert otherExpert candidate admin. */
function m(row: string): Record<Caller, Expected> {
  const cells = row.trim().split(/\s+/);
  if (cells.length !== CALLERS.length) throw new Error(`matrix row "${row}" needs ${CALLERS.length} cells`);
  return Object.fromEntries(CALLERS.map((c, i) => [c, cells[i] === "2xx" ? "2xx" : Number(cells[i])])) as Record<Caller, Expected>;
}

const file = (field: string, data: Buffer, name: string, type: string) => () => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

const post = (slug: string) => ({ title: `Matrix ${slug}`, slug, excerpt: "Excerpt", content: "<p>Body</p>", tags: [], published: true });

//                                                        anon client other  expert other  cand.  admin
//                                                              client         expert
const PUBLIC_200 = m("                                    200   200    200    200    200    200    200");
const SIGNED_IN_200 = m("                                 401   200    200    200    200    200    200");
const ADMIN_ONLY = (ok: number) => m(`                    401   403    403    403    403    403    ${ok}`);

export const ROUTE_TABLE: RouteCase[] = [
  // --- health, sign-in and accounts ----------------------------------------------------------
  { route: "GET /api/health", request: () => ({ path: "/api/health" }), expect: PUBLIC_200 },
  {
    route: "POST /api/auth/login",
    note: "wrong credentials are refused alike, whoever asks",
    request: (_f, _c, u) => ({ path: "/api/auth/login", body: { username: `no-such-user-${u}`, password: "wrong-password" } }),
    expect: m("                                           401   401    401    401    401    401    401"),
  },
  { route: "GET /api/auth/me", request: () => ({ path: "/api/auth/me" }), expect: SIGNED_IN_200 },
  { route: "POST /api/auth/logout", request: () => ({ path: "/api/auth/logout", fresh: true }), expect: m("204 204 204 204 204 204 204") },
  {
    route: "POST /api/auth/register/client",
    request: (_f, _c, u) => ({ path: "/api/auth/register/client", body: { email: `c-${u}@matrix.example`, password: "matrix-pass-1", firstName: "Mat", lastName: "Rix" } }),
    expect: m("                                           201   201    201    201    201    201    201"),
  },
  {
    route: "POST /api/auth/register/expert",
    request: (_f, _c, u) => ({
      path: "/api/auth/register/expert",
      body: { username: `e${u}`, email: `e-${u}@matrix.example`, password: "matrix-pass-1", firstName: "Mat", lastName: "Rix", specialization: "Data Engineer" },
    }),
    expect: m("                                           201   201    201    201    201    201    201"),
  },
  {
    route: "POST /api/auth/register/candidate",
    request: (_f, _c, u) => ({
      path: "/api/auth/register/candidate",
      body: { username: `k${u}`, email: `k-${u}@matrix.example`, password: "matrix-pass-1", firstName: "Mat", lastName: "Rix" },
    }),
    expect: m("                                           201   201    201    201    201    201    201"),
  },
  {
    route: "POST /api/auth/password",
    request: () => ({ path: "/api/auth/password", body: { currentPassword: "test-password-1", newPassword: "matrix-new-pass-1" }, throwaway: true }),
    expect: m("                                           401   200    200    200    200    200    200"),
  },
  {
    route: "POST /api/auth/password-reset/request",
    note: "the same answer for every address, with or without an account",
    request: (_f, _c, u) => ({ path: "/api/auth/password-reset/request", body: { email: `nobody-${u}@matrix.example` } }),
    expect: m("                                           200   200    200    200    200    200    200"),
  },
  {
    route: "POST /api/auth/password-reset",
    note: "a forged link changes nothing, whoever sends it",
    request: () => ({ path: "/api/auth/password-reset", body: { token: "forged-token", password: "matrix-new-pass-1" } }),
    expect: m("                                           400   400    400    400    400    400    400"),
  },
  {
    route: "POST /api/auth/verify-email",
    note: "a forged link verifies nothing, whoever sends it",
    request: () => ({ path: "/api/auth/verify-email", body: { token: "forged-token" } }),
    expect: m("                                           400   400    400    400    400    400    400"),
  },
  {
    route: "POST /api/auth/verify-email/resend",
    note: "every caller here is verified already: 409",
    request: () => ({ path: "/api/auth/verify-email/resend" }),
    expect: m("                                           401   409    409    409    409    409    409"),
  },
  { route: "GET /api/auth/account", request: () => ({ path: "/api/auth/account" }), expect: SIGNED_IN_200 },
  {
    route: "PUT /api/auth/email",
    request: (_f, _c, u) => ({ path: "/api/auth/email", body: { email: `moved-${u}@matrix.example`, currentPassword: "test-password-1" }, throwaway: true }),
    expect: m("                                           401   200    200    200    200    200    200"),
  },
  {
    route: "POST /api/auth/sign-out-everywhere",
    request: () => ({ path: "/api/auth/sign-out-everywhere", throwaway: true }),
    expect: m("                                           401   204    204    204    204    204    204"),
  },
  {
    route: "POST /api/admin/login",
    note: "wrong credentials; a non-admin's right ones are refused in auth.api.test.ts",
    request: (_f, _c, u) => ({ path: "/api/admin/login", body: { username: `no-such-admin-${u}`, password: "wrong-password" } }),
    expect: m("                                           401   401    401    401    401    401    401"),
  },
  { route: "GET /api/admin/check-auth", request: () => ({ path: "/api/admin/check-auth" }), expect: ADMIN_ONLY(200) },
  { route: "POST /api/admin/logout", request: () => ({ path: "/api/admin/logout", fresh: true }), expect: m("204 204 204 204 204 204 204") },
  {
    route: "POST /api/admin/login/two-factor",
    note: "a ticket nobody was given; the real code step is in two-factor.api.test.ts",
    request: () => ({ path: "/api/admin/login/two-factor", body: { challenge: "no-such-ticket", code: "123456" } }),
    expect: m("                                           401   401    401    401    401    401    401"),
  },
  { route: "GET /api/admin/two-factor", request: () => ({ path: "/api/admin/two-factor" }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/admin/two-factor/setup",
    note: "with the admin's password (the harness's ADMIN)",
    request: () => ({ path: "/api/admin/two-factor/setup", body: { password: "admin-test-password" } }),
    expect: ADMIN_ONLY(200),
  },
  {
    route: "POST /api/admin/two-factor/confirm",
    note: "after the set-up above, a code that is not the current one (enrolment itself: two-factor.api.test.ts)",
    request: () => ({ path: "/api/admin/two-factor/confirm", body: { code: "000000" } }),
    expect: ADMIN_ONLY(422),
  },

  // --- my data: the export and erasure (account.api.test.ts erases for real) ---------------------
  { route: "GET /api/account/export", note: "each caller gets their own data", request: () => ({ path: "/api/account/export" }), expect: SIGNED_IN_200 },
  {
    route: "DELETE /api/account",
    note: "without the password nothing is erased: 400",
    request: () => ({ path: "/api/account" }),
    expect: m("                                           401   400    400    400    400    400    400"),
  },
  { route: "GET /api/admin/users", request: (f) => ({ path: `/api/admin/users?q=${f.ids.client}` }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/users/:userId/export", request: (f) => ({ path: `/api/admin/users/${f.ids.client}/export` }), expect: ADMIN_ONLY(200) },
  {
    route: "DELETE /api/admin/users/:userId",
    note: "an id no account has, so the fixtures stay: the admin gets 404",
    request: () => ({ path: "/api/admin/users/2147483000" }),
    expect: ADMIN_ONLY(404),
  },

  // --- experts ---------------------------------------------------------------------------------
  { route: "GET /api/experts", request: () => ({ path: "/api/experts?q=tester" }), expect: PUBLIC_200 },
  { route: "GET /api/experts/profile/:expertId", request: (f) => ({ path: `/api/experts/profile/${f.ids.expert}` }), expect: PUBLIC_200 },
  {
    route: "GET /api/experts/profile/:expertId",
    note: "an inactive expert exists for admins only (and themselves)",
    request: (f) => ({ path: `/api/experts/profile/${f.ids.inactiveExpert}` }),
    expect: m("                                           404   404    404    404    404    404    200"),
  },
  {
    route: "PUT /api/experts/profile",
    note: "each expert edits their own profile; there is no id to point at another's",
    request: (_f, caller) => ({ path: "/api/experts/profile", body: { bio: `Edited by ${caller}` } }),
    expect: m("                                           401   403    403    200    200    403    403"),
  },
  { route: "GET /api/experts/:expertId/photo", request: (f) => ({ path: `/api/experts/${f.ids.expert}/photo` }), expect: PUBLIC_200 },
  {
    route: "POST /api/experts/profile/photo",
    request: (f) => ({ path: "/api/experts/profile/photo", form: file("photo", f.png, "me.png", "image/png") }),
    expect: m("                                           401   403    403    200    200    403    403"),
  },
  { route: "DELETE /api/experts/profile/photo", request: () => ({ path: "/api/experts/profile/photo" }), expect: m("401 403 403 200 200 403 403") },
  { route: "PATCH /api/experts/:userId", request: (f) => ({ path: `/api/experts/${f.ids.expert}`, body: { isActive: true } }), expect: ADMIN_ONLY(200) },
  {
    route: "GET /api/experts/me/review",
    note: "each expert or candidate sees their own application's status; there is no id to point at another's",
    request: () => ({ path: "/api/experts/me/review" }),
    expect: m("                                           401   403    403    200    200    200    403"),
  },
  { route: "GET /api/admin/experts/reviews", request: () => ({ path: "/api/admin/experts/reviews?status=pending" }), expect: ADMIN_ONLY(200) },
  {
    route: "GET /api/experts/me/vetting",
    note: "each expert or candidate sees their own stages; there is no id to point at another's",
    request: () => ({ path: "/api/experts/me/vetting" }),
    expect: m("                                           401   403    403    200    200    200    403"),
  },
  { route: "GET /api/admin/experts/:userId/vetting", request: (f) => ({ path: `/api/admin/experts/${f.ids.expert}/vetting` }), expect: ADMIN_ONLY(200) },
  {
    route: "PUT /api/admin/experts/:userId/vetting/:stage",
    request: (f) => ({ path: `/api/admin/experts/${f.ids.expert}/vetting/technical`, body: { outcome: "passed", score: 85 } }),
    expect: ADMIN_ONLY(200),
  },
  { route: "POST /api/admin/experts/:userId/approve", request: (f) => ({ path: `/api/admin/experts/${f.ids.expert}/approve` }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/admin/experts/:userId/reject",
    request: (f) => ({ path: `/api/admin/experts/${f.ids.candidate}/reject`, body: { reason: "Matrix check" } }),
    expect: ADMIN_ONLY(200),
  },

  // --- availability --------------------------------------------------------------------------
  {
    route: "POST /api/availability",
    note: "for the expert's own record; the admin finds it already made",
    request: (f) => ({ path: "/api/availability", body: { expertId: f.ids.expert, status: "available", availableFrom: f.today } }),
    expect: m("                                           401   403    403    201    403    403    409"),
  },
  { route: "GET /api/availability/:expertId", request: (f) => ({ path: `/api/availability/${f.ids.expert}` }), expect: PUBLIC_200 },
  {
    route: "PUT /api/availability/:expertId",
    request: (f) => ({ path: `/api/availability/${f.ids.expert}`, body: { status: "available", availableFrom: f.today, preferredContractLength: 6 } }),
    expect: m("                                           401   403    403    200    403    403    200"),
  },

  // --- dream teams ---------------------------------------------------------------------------
  { route: "GET /api/dream-teams", request: () => ({ path: "/api/dream-teams" }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/dream-teams",
    note: "for the client named in the body",
    request: (f) => ({ path: "/api/dream-teams", body: { name: "Matrix team", clientId: f.ids.client } }),
    expect: m("                                           401   201    403    403    403    403    201"),
  },
  { route: "GET /api/dream-teams/client/:clientId", request: (f) => ({ path: `/api/dream-teams/client/${f.ids.client}` }), expect: m("401 200 403 403 403 403 200") },
  // A team is its company's: to anyone outside it, it does not exist (404).
  { route: "GET /api/dream-teams/:teamId/members", request: (f) => ({ path: `/api/dream-teams/${f.teamId}/members` }), expect: m("401 200 404 404 404 404 200") },
  {
    route: "POST /api/dream-teams/:teamId/members",
    note: "the admin adds one already there: 200",
    request: (f) => ({ path: `/api/dream-teams/${f.teamId}/members`, body: { expertId: f.ids.otherExpert } }),
    expect: m("                                           401   201    404    403    403    403    200"),
  },
  {
    route: "GET /api/dream-teams/:teamId/plan",
    request: (f) => ({ path: `/api/dream-teams/${f.teamId}/plan?weeks=4&from=${f.today}` }),
    expect: m("                                           401   200    404    404    404    404    200"),
  },
  {
    route: "POST /api/dream-teams/:teamId/pre-bookings",
    note: "the team holds the expert added above; only its owner books it (admins do not book)",
    request: (f) => ({ path: `/api/dream-teams/${f.teamId}/pre-bookings`, body: { startDate: f.bookingStart, endDate: f.bookingEnd, notes: "Matrix team" } }),
    expect: m("                                           401   201    404    403    403    403    403"),
  },
  {
    route: "DELETE /api/dream-teams/:teamId/members/:expertId",
    request: (f) => ({ path: `/api/dream-teams/${f.teamId}/members/${f.ids.otherExpert}` }),
    expect: m("                                           401   204    404    403    403    403    204"),
  },

  // --- pre-bookings --------------------------------------------------------------------------
  { route: "GET /api/pre-bookings", request: () => ({ path: "/api/pre-bookings" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/pre-bookings/client/:clientId", request: (f) => ({ path: `/api/pre-bookings/client/${f.ids.client}` }), expect: m("401 200 403 403 403 403 200") },
  { route: "GET /api/pre-bookings/expert/:expertId", request: (f) => ({ path: `/api/pre-bookings/expert/${f.ids.expert}` }), expect: m("401 403 403 200 403 403 200") },
  {
    route: "POST /api/pre-bookings",
    note: "with the client's dream team: nobody else may book through it (admins do not book)",
    request: (f) => ({ path: "/api/pre-bookings", body: { expertId: f.ids.expert, dreamTeamId: f.teamId, startDate: f.bookingStart, endDate: f.bookingEnd } }),
    expect: m("                                           401   201    404    403    403    403    403"),
  },
  {
    route: "PATCH /api/pre-bookings/:bookingId",
    note: "only the expert booked confirms",
    request: (f) => ({ path: `/api/pre-bookings/${f.bookingId}`, body: { status: "confirmed" } }),
    expect: m("                                           401   403    403    200    403    403    403"),
  },

  // --- requisitions and their conversations ------------------------------------------------------
  {
    route: "POST /api/requisitions",
    note: "clients state needs; admins work them from the console",
    request: () => ({
      path: "/api/requisitions",
      body: { title: "Matrix need", mustHave: ["Python"], startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), weeks: 2, headcount: 1, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" },
    }),
    expect: m("                                           401   201    201    403    403    403    403"),
  },
  {
    route: "POST /api/requisitions/fit",
    note: "who fits a need as the client types it: signed-in clients and admins, as the match",
    request: (f) => ({ path: "/api/requisitions/fit", body: { mustHave: ["Python"], startDate: f.today, weeks: 2, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" } }),
    expect: m("                                           401   200    200    403    403    403    200"),
  },
  { route: "GET /api/requisitions", note: "each client's own", request: () => ({ path: "/api/requisitions" }), expect: m("401 200 200 403 403 403 200") },
  { route: "GET /api/requisitions/:id", request: (f) => ({ path: `/api/requisitions/${f.requisitionId}` }), expect: m("401 200 404 404 404 404 200") },
  {
    route: "PATCH /api/requisitions/:id",
    note: "overdue comes from the clock, never by request: 409 to its client; admins do not close",
    request: (f) => ({ path: `/api/requisitions/${f.requisitionId}`, body: { status: "overdue" } }),
    expect: m("                                           401   409    404    404    404    404    403"),
  },
  {
    route: "PATCH /api/requisitions/:id/candidates/:expertId",
    note: "the client answers its candidate",
    request: (f) => ({ path: `/api/requisitions/${f.requisitionId}/candidates/${f.candidateExpertId}`, body: { decision: "interview" } }),
    expect: m("                                           401   200    404    404    404    404    403"),
  },
  {
    route: "POST /api/requisitions/:id/pre-bookings",
    note: "the client books its candidates marked for interview",
    request: (f) => ({ path: `/api/requisitions/${f.requisitionId}/pre-bookings`, body: { startDate: f.bookingStart, endDate: f.bookingEnd } }),
    expect: m("                                           401   201    404    403    403    403    403"),
  },
  {
    route: "POST /api/requisitions/:id/candidates",
    request: (f) => ({ path: `/api/requisitions/${f.requisitionId}/candidates`, body: { expertId: f.proposableExpertId, note: "Fits the need" } }),
    expect: ADMIN_ONLY(201),
  },
  { route: "GET /api/admin/requisitions", request: () => ({ path: "/api/admin/requisitions" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/requisitions/figures", request: () => ({ path: "/api/admin/requisitions/figures" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/requisitions/:id/suggestions", request: (f) => ({ path: `/api/admin/requisitions/${f.requisitionId}/suggestions` }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/threads/:kind/:id/messages",
    note: "the requisition's client and the admins",
    request: (f) => ({ path: `/api/threads/requisition/${f.requisitionId}/messages`, body: { body: "Matrix message" } }),
    expect: m("                                           401   201    404    404    404    404    201"),
  },
  { route: "GET /api/threads/:kind/:id/messages", request: (f) => ({ path: `/api/threads/requisition/${f.requisitionId}/messages` }), expect: m("401 200 404 404 404 404 200") },
  { route: "POST /api/threads/:kind/:id/read", request: (f) => ({ path: `/api/threads/requisition/${f.requisitionId}/read` }), expect: m("401 200 404 404 404 404 200") },

  // --- engagements and timesheets ------------------------------------------------------------
  { route: "GET /api/engagements", note: "each party's own; an admin's: every one", request: () => ({ path: "/api/engagements" }), expect: SIGNED_IN_200 },
  { route: "GET /api/engagements/:id", request: (f) => ({ path: `/api/engagements/${f.engagementId}` }), expect: m("401 200 404 200 404 404 200") },
  {
    route: "POST /api/engagements/:id/accept",
    note: "its parties only; a hash of another text is a 409 (both accepted already)",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/accept`, body: { sha256: "0".repeat(64) } }),
    expect: m("                                           401   409    404    409    404    404    403"),
  },
  {
    route: "PUT /api/engagements/:id/approver",
    note: "an owner or hiring member of its company; the expert and admins may not",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/approver`, body: { userId: f.ids.client } }),
    expect: m("                                           401   200    404    403    404    404    403"),
  },
  { route: "GET /api/admin/engagements/counts", request: () => ({ path: "/api/admin/engagements/counts" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/engagements/:id/timesheets", request: (f) => ({ path: `/api/engagements/${f.engagementId}/timesheets` }), expect: m("401 200 404 200 404 404 200") },
  { route: "GET /api/engagements/:id/timesheets/:weekStart", request: (f) => ({ path: `/api/engagements/${f.engagementId}/timesheets/${f.weekStart}` }), expect: m("401 200 404 200 404 404 200") },
  {
    route: "PUT /api/engagements/:id/timesheets/:weekStart",
    note: "the expert records hours",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/timesheets/${f.weekStart}`, body: { days: [{ date: f.weekStart, minutes: 480 }] } }),
    expect: m("                                           401   403    404    200    404    404    403"),
  },
  {
    route: "POST /api/engagements/:id/timesheets/:weekStart/submit",
    note: "the expert submits",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/timesheets/${f.weekStart}/submit` }),
    expect: m("                                           401   403    404    200    404    404    403"),
  },
  {
    route: "POST /api/engagements/:id/timesheets/:weekStart/approve",
    note: "the client approves",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/timesheets/${f.weekStart}/approve` }),
    expect: m("                                           401   200    404    403    404    404    403"),
  },
  {
    route: "POST /api/engagements/:id/timesheets/:weekStart/dispute",
    note: "the client disputes",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/timesheets/${f.submittedWeek}/dispute`, body: { reason: "Matrix dispute" } }),
    expect: m("                                           401   200    404    403    404    404    403"),
  },
  { route: "GET /api/admin/timesheets", request: () => ({ path: "/api/admin/timesheets" }), expect: ADMIN_ONLY(200) },
  {
    route: "PUT /api/engagements/:id/po-number",
    note: "its company's owners and finance set it; the expert and the admins may not (the number is the company's)",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}/po-number`, body: { poNumber: "PO-MATRIX" } }),
    expect: m("                                           401   200    404    403    404    404    403"),
  },
  {
    route: "PATCH /api/engagements/:id",
    note: "an admin changes the terms (last: both accept again after it)",
    request: (f) => ({ path: `/api/engagements/${f.engagementId}`, body: { weeklyHours: 30 } }),
    expect: ADMIN_ONLY(200),
  },
  // --- the 30-day trial ---------------------------------------------------------------------------
  {
    route: "POST /api/engagements/:id/end-trial",
    note: "its client ends it (then it has ended: 409 to the admin); its expert may not; others are told it does not exist",
    request: (f) => ({ path: `/api/engagements/${f.trialEngagementId}/end-trial`, body: { reason: "Matrix reason" } }),
    expect: m("                                           401   200    404    403    404    404    409"),
  },
  { route: "GET /api/admin/engagements/trial-figures", request: () => ({ path: "/api/admin/engagements/trial-figures" }), expect: ADMIN_ONLY(200) },
  // --- invoices ------------------------------------------------------------------------------------
  { route: "GET /api/invoices", note: "each client's own; admins all", request: () => ({ path: "/api/invoices" }), expect: m("401 200 200 403 403 403 200") },
  { route: "GET /api/invoices/:id", request: (f) => ({ path: `/api/invoices/${f.invoiceId}` }), expect: m("401 200 404 404 404 404 200") },
  { route: "GET /api/invoices/:id.pdf", request: (f) => ({ path: `/api/invoices/${f.invoiceId}.pdf` }), expect: m("401 200 404 404 404 404 200") },
  { route: "POST /api/invoices/:id/paid", request: (f) => ({ path: `/api/invoices/${f.invoiceId}/paid` }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/credit-notes/:id", request: (f) => ({ path: `/api/credit-notes/${f.creditNoteId}` }), expect: m("401 200 404 404 404 404 200") },
  { route: "GET /api/credit-notes/:id.pdf", request: (f) => ({ path: `/api/credit-notes/${f.creditNoteId}.pdf` }), expect: m("401 200 404 404 404 404 200") },
  {
    route: "POST /api/admin/invoices/:id/credit-notes",
    note: "a correction of a cent",
    request: (f) => ({ path: `/api/admin/invoices/${f.invoiceId}/credit-notes`, body: { amountCents: 1, description: "Matrix correction" } }),
    expect: ADMIN_ONLY(201),
  },
  { route: "POST /api/invoices/run", request: () => ({ path: "/api/invoices/run", body: { month: "2025-01" } }), expect: ADMIN_ONLY(200) },
  { route: "POST /api/invoices/drafts", request: () => ({ path: "/api/invoices/drafts" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/invoices/figures", request: () => ({ path: "/api/admin/invoices/figures" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/ledger/trial-balance", request: () => ({ path: "/api/admin/ledger/trial-balance" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/ledger/figures", request: () => ({ path: "/api/admin/ledger/figures" }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/admin/bank-statements",
    note: "a statement with no entries",
    request: () => ({ path: "/api/admin/bank-statements", form: file("file", Buffer.from("date,amount,currency,reference,counterparty,entryId\n"), "statement.csv", "text/csv") }),
    expect: ADMIN_ONLY(201),
  },
  { route: "GET /api/admin/bank-entries", request: () => ({ path: "/api/admin/bank-entries" }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/admin/bank-entries/:id/allocate",
    note: "an entry that does not exist",
    request: () => ({ path: "/api/admin/bank-entries/2147483000/allocate", body: { invoiceId: 1 } }),
    expect: ADMIN_ONLY(404),
  },
  // --- payouts ----------------------------------------------------------------------------------
  { route: "GET /api/payouts/bank-account", note: "experts' own; nobody else keeps one", request: () => ({ path: "/api/payouts/bank-account" }), expect: m("401 403 403 200 200 403 403") },
  {
    route: "PUT /api/payouts/bank-account",
    note: "an empty body: experts (and admins, past the role guard) get the fields named",
    request: () => ({ path: "/api/payouts/bank-account", body: {} }),
    expect: m("401 403 403 400 400 403 400"),
  },
  { route: "GET /api/payouts/outlook", request: () => ({ path: "/api/payouts/outlook" }), expect: m("401 403 403 200 200 403 403") },
  { route: "GET /api/payouts", note: "each expert's own", request: () => ({ path: "/api/payouts" }), expect: m("401 403 403 200 200 403 200") },
  { route: "GET /api/payouts/:id", note: "a payout that does not exist", request: () => ({ path: "/api/payouts/2147483000" }), expect: m("401 404 404 404 404 404 404") },
  { route: "GET /api/payouts/:id.pdf", note: "a payout that does not exist", request: () => ({ path: "/api/payouts/2147483000.pdf" }), expect: m("401 404 404 404 404 404 404") },
  { route: "POST /api/admin/payout-runs", request: () => ({ path: "/api/admin/payout-runs", body: { month: "2024-01", usdZarRate: "18.0000" } }), expect: ADMIN_ONLY(201) },
  { route: "GET /api/admin/payout-runs", request: () => ({ path: "/api/admin/payout-runs" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/payout-runs/:id", note: "a run that does not exist", request: () => ({ path: "/api/admin/payout-runs/2147483000" }), expect: ADMIN_ONLY(404) },
  { route: "GET /api/admin/payout-runs/:id/batch.csv", note: "a run that does not exist", request: () => ({ path: "/api/admin/payout-runs/2147483000/batch.csv" }), expect: ADMIN_ONLY(404) },
  { route: "GET /api/admin/payout-runs/:id/batch.xml", note: "a run that does not exist", request: () => ({ path: "/api/admin/payout-runs/2147483000/batch.xml" }), expect: ADMIN_ONLY(404) },
  { route: "POST /api/admin/payout-runs/:id/sent", note: "a run that does not exist", request: () => ({ path: "/api/admin/payout-runs/2147483000/sent" }), expect: ADMIN_ONLY(404) },
  { route: "POST /api/admin/payouts/:id/paid", note: "a payout that does not exist", request: () => ({ path: "/api/admin/payouts/2147483000/paid" }), expect: ADMIN_ONLY(404) },
  { route: "POST /api/admin/payouts/:id/failed", note: "a payout that does not exist", request: () => ({ path: "/api/admin/payouts/2147483000/failed", body: {} }), expect: ADMIN_ONLY(404) },
  // --- interviews ------------------------------------------------------------------------------
  {
    route: "GET /api/interviews/slots",
    note: "the client who may interview the expert; others do not learn of it",
    request: (f) => ({ path: `/api/interviews/slots?expertId=${f.ids.expert}&days=1&minutes=30` }),
    expect: m("                                           401   200    404    403    403    403    404"),
  },
  {
    route: "POST /api/interviews",
    note: "the client's candidate marked for interview, at a time already past: 409 to its client",
    request: (f) => ({
      path: "/api/interviews",
      body: { expertId: f.candidateExpertId, startsAt: new Date(Math.floor(Date.now() / 900_000) * 900_000 - 3_600_000).toISOString(), minutes: 30, requisitionId: f.requisitionId },
    }),
    expect: m("                                           401   409    404    403    403    403    404"),
  },
  { route: "GET /api/interviews", note: "each one's own; admins all", request: () => ({ path: "/api/interviews" }), expect: SIGNED_IN_200 },
  { route: "GET /api/interviews/:id", request: (f) => ({ path: `/api/interviews/${f.interviewId}` }), expect: m("401 200 404 200 404 404 200") },
  { route: "GET /api/interviews/:id/slots", request: (f) => ({ path: `/api/interviews/${f.interviewId}/slots?days=1` }), expect: m("401 200 404 200 404 404 404") },
  {
    route: "PATCH /api/interviews/:id",
    note: "the outcome is the client's, after the start: 409 before it; the expert and admins may not",
    request: (f) => ({ path: `/api/interviews/${f.interviewId}`, body: { action: "outcome", outcome: "passed", notes: "Matrix" } }),
    expect: m("                                           401   409    404    403    404    404    403"),
  },

  // --- calendar feed -------------------------------------------------------------------------
  { route: "GET /api/calendar", note: "each user's own feed address", request: () => ({ path: "/api/calendar" }), expect: SIGNED_IN_200 },
  { route: "POST /api/calendar/rotate", note: "each user's own feed address", request: () => ({ path: "/api/calendar/rotate" }), expect: SIGNED_IN_200 },
  {
    route: "GET /api/calendar/:token.ics",
    note: "the token is the only key: one nobody holds is not found, whoever asks",
    request: () => ({ path: `/api/calendar/${"A".repeat(43)}.ics` }),
    expect: m("                                           404   404    404    404    404    404    404"),
  },

  // --- notifications -------------------------------------------------------------------------
  { route: "GET /api/notifications", request: () => ({ path: "/api/notifications" }), expect: SIGNED_IN_200 },
  { route: "GET /api/notifications/unread-count", request: () => ({ path: "/api/notifications/unread-count" }), expect: SIGNED_IN_200 },
  {
    route: "POST /api/notifications/:id/read",
    request: (f) => ({ path: `/api/notifications/${f.notificationId}/read` }),
    expect: m("                                           401   404    404    200    404    404    404"),
  },
  { route: "POST /api/notifications/read-all", request: () => ({ path: "/api/notifications/read-all" }), expect: SIGNED_IN_200 },
  { route: "GET /api/notifications/stream", note: "the caller's own live notifications", request: () => ({ path: "/api/notifications/stream" }), expect: SIGNED_IN_200 },
  { route: "GET /api/notifications/preferences", request: () => ({ path: "/api/notifications/preferences" }), expect: SIGNED_IN_200 },
  {
    route: "PUT /api/notifications/preferences",
    note: "the caller's own",
    request: () => ({ path: "/api/notifications/preferences", body: { emailNotifications: true } }),
    expect: SIGNED_IN_200,
  },

  // --- candidates and CVs --------------------------------------------------------------------
  {
    route: "POST /api/upload/cv",
    request: (f) => ({ path: "/api/upload/cv", form: file("cv", f.pdf, "cv.pdf", "application/pdf") }),
    expect: m("                                           401   403    403    201    201    201    403"),
  },
  { route: "GET /api/candidate/cv/:id", request: (f) => ({ path: `/api/candidate/cv/${f.cvId}` }), expect: m("401 404 404 404 404 200 200") },
  {
    route: "GET /api/candidate/profile",
    note: "the caller's own; experts have none yet",
    request: () => ({ path: "/api/candidate/profile" }),
    expect: m("                                           401   403    403    404    404    200    403"),
  },
  {
    route: "POST /api/candidate/profile",
    request: () => ({ path: "/api/candidate/profile", body: { name: "Matrix Talent", role: "Data Engineer", skills: ["SQL"] } }),
    expect: m("                                           401   403    403    200    200    200    403"),
  },
  {
    route: "PUT /api/candidate/profile",
    request: (_f, caller) => ({ path: "/api/candidate/profile", body: { bio: `Edited by ${caller}` } }),
    expect: m("                                           401   403    403    200    200    200    403"),
  },
  {
    route: "PUT /api/candidate/profile",
    note: "pointing a profile at the candidate's CV works for the candidate only",
    request: (f) => ({ path: "/api/candidate/profile", body: { cvFilePath: f.cvPath } }),
    expect: m("                                           401   403    403    400    400    200    403"),
  },
  { route: "GET /api/admin/candidates", request: () => ({ path: "/api/admin/candidates" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/candidates/:id", request: (f) => ({ path: `/api/admin/candidates/${f.candidateProfileId}` }), expect: ADMIN_ONLY(200) },
  {
    route: "POST /api/admin/candidates/:id/activate-expert",
    request: (f) => ({ path: `/api/admin/candidates/${f.candidateProfileId}/activate-expert` }),
    expect: ADMIN_ONLY(200),
  },

  // --- client profiles -----------------------------------------------------------------------
  {
    route: "GET /api/client/profile",
    note: "the caller's own; before the first save, the defaults in effect",
    request: () => ({ path: "/api/client/profile" }),
    expect: m("                                           401   200    200    403    403    403    200"),
  },
  {
    route: "POST /api/client/profile",
    request: (_f, caller) => ({ path: "/api/client/profile", body: { companyName: `Company of ${caller}` } }),
    expect: m("                                           401   200    200    403    403    403    200"),
  },

  // --- companies: the caller's own company; an admin is in none (404) -----------------------
  {
    route: "GET /api/company",
    request: () => ({ path: "/api/company" }),
    expect: m("                                           401   200    200    403    403    403    404"),
  },
  {
    route: "PUT /api/company",
    request: (_f, caller) => ({ path: "/api/company", body: { taxId: `TAX-${caller}` } }),
    expect: m("                                           401   200    200    403    403    403    404"),
  },
  {
    route: "GET /api/company/billing",
    request: () => ({ path: "/api/company/billing" }),
    expect: m("                                           401   200    200    403    403    403    404"),
  },
  {
    route: "GET /api/company/members",
    request: () => ({ path: "/api/company/members" }),
    expect: m("                                           401   200    200    403    403    403    404"),
  },
  {
    route: "PATCH /api/company/members/:userId",
    note: "the client's own membership, as owner (unchanged); another company's member is 404",
    request: (f) => ({ path: `/api/company/members/${f.ids.client}`, body: { role: "owner" } }),
    expect: m("                                           401   200    404    403    403    403    404"),
  },
  {
    route: "DELETE /api/company/members/:userId",
    note: "the client is its company's only owner: 409",
    request: (f) => ({ path: `/api/company/members/${f.ids.client}` }),
    expect: m("                                           401   409    404    403    403    403    404"),
  },
  {
    route: "GET /api/company/invitations",
    request: () => ({ path: "/api/company/invitations" }),
    expect: m("                                           401   200    200    403    403    403    404"),
  },
  {
    route: "POST /api/company/invitations",
    request: (_f, caller, u) => ({ path: "/api/company/invitations", body: { email: `invitee-${caller}-${u}@matrix.example`, role: "viewer" } }),
    expect: m("                                           401   201    201    403    403    403    404"),
  },
  {
    route: "DELETE /api/company/invitations/:id",
    request: (f) => ({ path: `/api/company/invitations/${f.invitationId}` }),
    expect: m("                                           401   204    404    403    403    403    404"),
  },
  {
    route: "GET /api/company/invitations/:token",
    note: "public: the link's token is the credential; an unknown one is 404 to all",
    request: () => ({ path: "/api/company/invitations/no-such-token" }),
    expect: m("                                           404   404    404    404    404    404    404"),
  },
  {
    route: "POST /api/company/invitations/:token/accept",
    request: () => ({ path: "/api/company/invitations/no-such-token/accept", body: { firstName: "Nia", lastName: "Body", password: "violet-harbour-2026" } }),
    expect: m("                                           404   404    404    404    404    404    404"),
  },
  { route: "GET /api/admin/companies", request: () => ({ path: "/api/admin/companies?limit=5" }), expect: ADMIN_ONLY(200) },
  {
    route: "PATCH /api/admin/companies/:id",
    note: "an admin sets the payment terms",
    request: (f) => ({ path: `/api/admin/companies/${f.companyId}`, body: { paymentTermsDays: 14 } }),
    expect: ADMIN_ONLY(200),
  },

  // --- dashboard -----------------------------------------------------------------------------
  {
    route: "GET /api/client/needs-you",
    note: "what waits for the caller; admins see their own (none)",
    request: () => ({ path: "/api/client/needs-you" }),
    expect: m("                                           401   200    200    403    403    403    200"),
  },

  // --- blog ----------------------------------------------------------------------------------
  { route: "GET /api/blog/posts", request: () => ({ path: "/api/blog/posts" }), expect: PUBLIC_200 },
  { route: "GET /api/blog/posts/:slug", request: (f) => ({ path: `/api/blog/posts/${f.publishedSlug}` }), expect: PUBLIC_200 },
  {
    route: "GET /api/blog/posts/:slug",
    note: "drafts are not public, not even to admins (their list has them)",
    request: (f) => ({ path: `/api/blog/posts/${f.draftSlug}` }),
    expect: m("                                           404   404    404    404    404    404    404"),
  },
  { route: "GET /api/admin/blog/posts", request: () => ({ path: "/api/admin/blog/posts" }), expect: ADMIN_ONLY(200) },
  { route: "POST /api/admin/blog/posts", request: (_f, _c, u) => ({ path: "/api/admin/blog/posts", body: post(`matrix-new-${u}`) }), expect: ADMIN_ONLY(201) },
  { route: "PUT /api/admin/blog/posts/:id", request: (f) => ({ path: `/api/admin/blog/posts/${f.postId}`, body: post("matrix-edited") }), expect: ADMIN_ONLY(200) },
  { route: "DELETE /api/admin/blog/posts/:id", request: (f) => ({ path: `/api/admin/blog/posts/${f.postToDeleteId}` }), expect: ADMIN_ONLY(204) },

  // --- discovery calls -----------------------------------------------------------------------
  { route: "GET /api/discovery-calls/slots", request: () => ({ path: "/api/discovery-calls/slots" }), expect: PUBLIC_200 },
  {
    route: "POST /api/discovery-calls",
    note: "public: a taken slot is 409 for everyone (a free one is 201, rate-limited per address)",
    request: (f) => ({
      path: "/api/discovery-calls",
      body: { slotStart: f.takenSlot, name: "Ada", email: "ada@corp.example", company: "Corp", needs: "A data team", timeZone: "UTC" },
    }),
    expect: m("                                           409   409    409    409    409    409    409"),
  },
  {
    route: "GET /api/discovery-calls/:token/calendar.ics",
    note: "the unguessable token is the visitor's key",
    request: (f) => ({ path: `/api/discovery-calls/${f.callToken}/calendar.ics` }),
    expect: PUBLIC_200,
  },
  { route: "GET /api/admin/discovery-calls", request: () => ({ path: "/api/admin/discovery-calls" }), expect: ADMIN_ONLY(200) },
  { route: "PATCH /api/admin/discovery-calls/:id", request: (f) => ({ path: `/api/admin/discovery-calls/${f.callId}`, body: { status: "contacted" } }), expect: ADMIN_ONLY(200) },

  // --- match ---------------------------------------------------------------------------------
  {
    route: "POST /api/match",
    request: (f) => ({ path: "/api/match", body: { mustHave: ["SQL"], startDate: f.today, weeks: 2, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" } }),
    expect: m("                                           401   200    200    403    403    403    200"),
  },
  { route: "GET /api/skills", request: () => ({ path: "/api/skills?q=py" }), expect: PUBLIC_200 },

  // --- admin console -------------------------------------------------------------------------
  { route: "GET /api/admin/overview", request: () => ({ path: "/api/admin/overview" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/audit-log", request: () => ({ path: "/api/admin/audit-log?limit=5" }), expect: ADMIN_ONLY(200) },
  { route: "GET /api/admin/audit-log/actors", request: () => ({ path: "/api/admin/audit-log/actors" }), expect: ADMIN_ONLY(200) },

  // --- outside /api: public documents; nothing here accepts writes or serves private data ------
  { route: "GET /robots.txt", request: () => ({ path: "/robots.txt" }), expect: PUBLIC_200 },
  { route: "GET /sitemap.xml", request: () => ({ path: "/sitemap.xml" }), expect: PUBLIC_200 },
  { route: "GET /rss.xml", request: () => ({ path: "/rss.xml" }), expect: PUBLIC_200 },
  {
    route: "GET /blog",
    note: "only puts the published posts' list beside the page; the page itself comes from the SPA handler, absent here",
    request: () => ({ path: "/blog" }),
    expect: m("                                           404   404    404    404    404    404    404"),
  },
  {
    route: "GET /blog/:slug",
    note: "only adds a published post's tags for the page; the page itself comes from the SPA handler, absent here",
    request: (f) => ({ path: `/blog/${f.draftSlug}` }),
    expect: m("                                           404   404    404    404    404    404    404"),
  },
];

// --- what the server really registers -------------------------------------------------------------

interface StackLayer {
  route?: { path: string | string[]; methods?: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
  rawPath?: unknown;
  name?: string;
}

const joinPath = (prefix: string, path: string) => (prefix + (path === "/" ? "" : path) || "/").replace(/\/{2,}/g, "/");

/**
 * Every "METHOD /path" the app registers, found by walking Express's router stack and the stacks of
 * the routers mounted in it (Express 5 / router 2 keep the mount path of a layer in `rawPath`).
 * Throws when a mounted router's path cannot be read, so a change in the library cannot make the
 * walk quietly find nothing.
 */
export function registeredRoutes(app: { router: { stack: StackLayer[] } }): string[] {
  const found = new Set<string>();
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        const methods = Object.keys(layer.route.methods ?? {}).filter((k) => layer.route!.methods![k]);
        if (!methods.length) throw new Error(`route ${paths.join(",")} has no methods to read`);
        for (const p of paths) for (const method of methods) found.add(`${method === "_all" ? "ALL" : method.toUpperCase()} ${joinPath(prefix, p)}`);
      } else if (Array.isArray(layer.handle?.stack)) {
        if (typeof layer.rawPath !== "string") throw new Error(`cannot read the mount path of router layer "${layer.name}"`);
        walk(layer.handle.stack, joinPath(prefix, layer.rawPath));
      }
    }
  };
  walk(app.router.stack, "");
  return [...found].sort();
}
