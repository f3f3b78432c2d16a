/**
 * Hostile input (docs/security.md): every write route under /api, and every GET route's params and
 * query, fed wrong types, missing and extra fields, prototype keys, huge and broken unicode text,
 * out-of-range numbers, malformed JSON, wrong content types and junk uploads. Each call is made as
 * a caller who passes the route's guards, so the validation behind them really runs. Properties:
 * never a 5xx; every refusal is JSON with a non-empty message; nothing reaches Object.prototype;
 * the server stays healthy and keeps answering normal calls.
 */
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createHash, randomBytes } from "node:crypto";
import { accountTokens, requisitionCandidates } from "@shared/schema";
import { issueToken } from "../auth/auth.service";
import { ApiClient, startTestServer, type TestResponse, type TestServer } from "../test/harness";
import { minimalPdf } from "../test/pdf";
import {
  encodeSegment,
  fillPath,
  hostileBody,
  hostileQuery,
  hostileSegment,
  hostileUpload,
  multipartBody,
  paramNames,
  WRITE_METHODS,
  type BodyCase,
  type MultipartPart,
} from "../test/hostile-input-kit";
import { registeredRoutes } from "../test/route-table";

type Caller = "anon" | "client" | "expert" | "candidate" | "admin" | "passwordChanger" | "everywhere";

/** Tokens of a reset link and a verification link that exist (their hashes are stored in beforeAll). */
const LINKS = { reset: randomBytes(32).toString("base64url"), verify: randomBytes(32).toString("base64url") };

interface WriteCase {
  caller: Caller;
  /** A body that passes validation; the generators start from it. Multipart routes name their file field. */
  valid?: Record<string, unknown>;
  upload?: { field: string; file: () => Buffer };
  /**
   * The valid body is refused on purpose with one of these statuses (a wrong password, or 429 once
   * the account's tries are used up by the generated bodies), so nothing is lost.
   */
  refused?: number[];
  /**
   * The route acts on whoever its path names (an erasure): hostile segments that read as an id are
   * left out, so the run never erases the callers the later checks sign in as.
   */
  spareIds?: true;
}

/** A segment that a route's id parsing could read as a user's id. */
function readsAsId(segment: string | null) {
  if (segment === null) return false;
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // not decodable: not an id either
  }
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) && n > 0;
}

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
  "base64",
);

const blogPost = { title: "Hostile input", slug: "", excerpt: "Short.", content: "<p>Body</p>", author: "Team", featuredImage: "", tags: ["a", "b"], published: false };
const profile = {
  name: "Zanele Dube",
  role: "Data Engineer",
  yearsExperience: 8,
  skills: ["Python", "SQL"],
  phone: "+27 82 000 1234",
  location: "Cape Town",
  availability: "Available",
  expectedSalary: 90000,
  linkedinProfileUrl: "https://www.linkedin.com/in/x",
  portfolioUrl: "",
  preferredProjectType: "Contract",
  bio: "Bio",
};

/**
 * Every write route under /api. The first test checks this table against the routes the app
 * registers, so a new write route fails the suite until it is added here.
 */
const WRITES: Record<string, WriteCase> = {
  "POST /api/auth/login": { caller: "anon", valid: { username: "nobody-at-all", password: "wrong-password" } },
  "POST /api/auth/logout": { caller: "anon", valid: {} },
  "POST /api/auth/register/client": { caller: "anon", valid: { email: "hostile.client@example.com", password: "secret-pass-1", firstName: "Ann", lastName: "Lee" } },
  "POST /api/auth/register/expert": {
    caller: "anon",
    valid: { username: "hostile-expert", email: "hostile.expert@example.com", password: "secret-pass-1", firstName: "Ann", lastName: "Lee", specialization: "Data Engineer" },
  },
  "POST /api/auth/register/candidate": {
    caller: "anon",
    valid: { username: "hostile-cand", email: "hostile.cand@example.com", password: "secret-pass-1", firstName: "Ann", lastName: "Lee" },
  },
  "POST /api/auth/password": { caller: "passwordChanger", valid: { currentPassword: "not-the-password", newPassword: "another-pass-2" } },
  "POST /api/auth/password-reset/request": { caller: "anon", valid: { email: "nobody-here@example.test" } },
  // Real links, made in beforeAll: the first valid request uses each, the rest find it used.
  "POST /api/auth/password-reset": { caller: "anon", valid: { token: LINKS.reset, password: "another-pass-2" } },
  "POST /api/auth/verify-email": { caller: "anon", valid: { token: LINKS.verify } },
  "POST /api/auth/verify-email/resend": { caller: "client", valid: {} },
  "PUT /api/auth/email": { caller: "passwordChanger", valid: { email: "somewhere-else@example.test", currentPassword: "not-the-password" } },
  "POST /api/auth/sign-out-everywhere": { caller: "everywhere", valid: {} },
  "POST /api/admin/login": { caller: "anon", valid: { username: "nobody-at-all", password: "wrong-password" } },
  "POST /api/admin/logout": { caller: "anon", valid: {} },
  "POST /api/admin/login/two-factor": { caller: "anon", valid: { challenge: "not-a-ticket", code: "123456" } },
  "POST /api/admin/two-factor/setup": { caller: "admin", valid: { password: "not-the-password" }, refused: [422, 429] },
  "POST /api/admin/two-factor/confirm": { caller: "admin", valid: { code: "123456" } },
  "POST /api/admin/blog/posts": { caller: "admin", valid: blogPost },
  "PUT /api/admin/blog/posts/:id": { caller: "admin", valid: blogPost },
  "DELETE /api/admin/blog/posts/:id": { caller: "admin", valid: {} },
  "POST /api/availability": {
    caller: "expert",
    valid: { status: "available", availableFrom: "2027-01-04", availableTo: "2027-06-30", currentContractEndDate: null, preferredContractLength: 6, autoExtend: false },
  },
  "PUT /api/availability/:expertId": {
    caller: "expert",
    valid: { status: "available", availableFrom: "2027-01-04", availableTo: "2027-06-30", currentContractEndDate: "", preferredContractLength: "12", autoExtend: true },
  },
  "POST /api/pre-bookings": {
    caller: "client",
    valid: { expertId: 0, startDate: "2027-02-01", endDate: "2027-05-01", contractLength: 3, preInterviewRequested: true, notes: "Hello" },
  },
  "PATCH /api/pre-bookings/:bookingId": { caller: "expert", valid: { status: "pending" } },
  "POST /api/dream-teams": { caller: "client", valid: { name: "Hostile team", description: "d" } },
  "POST /api/dream-teams/:teamId/members": { caller: "client", valid: { expertId: 0 } },
  "DELETE /api/dream-teams/:teamId/members/:expertId": { caller: "client", valid: {} },
  "POST /api/dream-teams/:teamId/pre-bookings": {
    caller: "client",
    valid: { startDate: "2027-02-01", endDate: "2027-05-01", contractLength: 3, preInterviewRequested: true, notes: "Hello" },
  },
  "POST /api/upload/cv": { caller: "candidate", upload: { field: "cv", file: () => minimalPdf() } },
  "POST /api/candidate/profile": { caller: "candidate", valid: profile },
  "PUT /api/candidate/profile": { caller: "candidate", valid: { ...profile, availableDates: ["2027-01-05", "2027-01-06"] } },
  "POST /api/admin/candidates/:id/activate-expert": { caller: "admin", valid: {} },
  "POST /api/client/profile": {
    caller: "client",
    valid: { companyName: "Acme", companySize: "11-50", industry: "", companyLocation: "Durban", website: "https://acme.example", urgency: "ASAP" },
  },
  "POST /api/discovery-calls": {
    caller: "anon",
    valid: { name: "Ann", email: "ann@acme.example", company: "Acme", needs: "Two data engineers", slotStart: "2027-03-09T09:00:00Z", timeZone: "Africa/Johannesburg" },
  },
  "PATCH /api/admin/discovery-calls/:id": { caller: "admin", valid: { status: "contacted" } },
  "PUT /api/experts/profile": { caller: "expert", valid: { role: "Data Engineer", skills: ["SQL", "dbt"], hourlyRate: 50, yearsExperience: 5, bio: "Bio" } },
  "POST /api/experts/profile/photo": { caller: "expert", upload: { field: "photo", file: () => PNG_1PX } },
  "DELETE /api/experts/profile/photo": { caller: "expert", valid: {} },
  "PATCH /api/experts/:userId": { caller: "admin", valid: { isActive: true } },
  "POST /api/admin/experts/:userId/approve": { caller: "admin", valid: {} },
  "POST /api/admin/experts/:userId/reject": { caller: "admin", valid: { reason: "Not enough production experience yet." } },
  "PUT /api/admin/experts/:userId/vetting/:stage": { caller: "admin", valid: { outcome: "passed", score: 82, notes: "Clear reasoning." } },
  "POST /api/match": {
    caller: "client",
    valid: { mustHave: ["SQL"], niceToHave: ["dbt"], maxRate: 100, startDate: "2027-03-08", weeks: 4, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", minOverlapHours: 4, limit: 10 },
  },
  "POST /api/requisitions": {
    caller: "client",
    valid: { title: "Hostile role", mustHave: ["SQL"], niceToHave: ["dbt"], maxRate: 100, startDate: "2027-03-08", weeks: 4, headcount: 2, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", minOverlapHours: 4, notes: "n" },
  },
  "POST /api/requisitions/fit": {
    caller: "client",
    valid: { mustHave: ["SQL"], niceToHave: ["dbt"], maxRate: 100, startDate: "2027-03-08", weeks: 4, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", minOverlapHours: 4 },
  },
  "PATCH /api/requisitions/:id": { caller: "client", valid: { status: "closed" } },
  "POST /api/requisitions/:id/candidates": { caller: "admin", valid: { expertId: 0, note: "Fits the need" } },
  "PATCH /api/requisitions/:id/candidates/:expertId": { caller: "client", valid: { decision: "declined", reason: "Not for us" } },
  "POST /api/requisitions/:id/pre-bookings": {
    caller: "client",
    valid: { startDate: "2027-02-01", endDate: "2027-05-01", contractLength: 3, preInterviewRequested: true, notes: "Hello" },
  },
  "POST /api/engagements/:id/end-trial": { caller: "client", valid: { reason: "Not the fit we hoped for." } },
  "POST /api/threads/:kind/:id/messages": { caller: "client", valid: { body: "Hello there" } },
  "POST /api/engagements/:id/accept": { caller: "client", valid: { sha256: "0".repeat(64) } },
  "PUT /api/engagements/:id/approver": { caller: "client", valid: { userId: 1 } },
  "PATCH /api/engagements/:id": { caller: "admin", valid: { weeklyHours: 30 } },
  "PUT /api/engagements/:id/po-number": { caller: "client", valid: { poNumber: "PO-1" } },
  "PUT /api/engagements/:id/timesheets/:weekStart": { caller: "expert", valid: { days: [{ date: "2026-03-02", minutes: 480 }] } },
  "POST /api/engagements/:id/timesheets/:weekStart/submit": { caller: "expert", valid: {} },
  "POST /api/engagements/:id/timesheets/:weekStart/approve": { caller: "client", valid: {} },
  "POST /api/engagements/:id/timesheets/:weekStart/dispute": { caller: "client", valid: { reason: "Wrong hours" } },
  // startsAt and the ids are set once the fixtures exist (beforeAll).
  "POST /api/interviews": { caller: "client", valid: { expertId: 0, startsAt: "", minutes: 30, preBookingId: 0 } },
  "PATCH /api/interviews/:id": { caller: "client", valid: { action: "cancel", reason: "Hostile input" } },
  "POST /api/threads/:kind/:id/read": { caller: "client", valid: {} },
  "POST /api/calendar/rotate": { caller: "client", valid: {} },
  "POST /api/notifications/read-all": { caller: "client", valid: {} },
  "POST /api/notifications/:id/read": { caller: "client", valid: {} },
  "PUT /api/notifications/preferences": { caller: "client", valid: { emailNotifications: true } },
  "POST /api/invoices/run": { caller: "admin", valid: { month: "2025-01" } },
  "POST /api/invoices/drafts": { caller: "admin", valid: {} },
  "POST /api/invoices/:id/paid": { caller: "admin", valid: {} },
  "POST /api/admin/invoices/:id/credit-notes": { caller: "admin", valid: { amountCents: 1, description: "Hostile input" } },
  "POST /api/admin/bank-statements": { caller: "admin", upload: { field: "file", file: () => Buffer.from("date,amount,currency,reference,counterparty,entryId\n") } },
  "POST /api/admin/bank-entries/:id/allocate": { caller: "admin", valid: { invoiceId: 1 } },
  // A wrong password: the demo expert's account stays as it is (its session is already open).
  "PUT /api/payouts/bank-account": {
    caller: "expert",
    valid: { accountHolder: "Thandi Nkosi", bankName: "First National Bank", branchCode: "250655", accountNumber: "62123456789", accountType: "cheque", currentPassword: "not-the-password" },
    refused: [401, 429],
  },
  "POST /api/admin/payout-runs": { caller: "admin", valid: { month: "2023-01", usdZarRate: "18.0000" } },
  "POST /api/admin/payout-runs/:id/sent": { caller: "admin", valid: {} },
  "POST /api/admin/payouts/:id/paid": { caller: "admin", valid: {} },
  "POST /api/admin/payouts/:id/failed": { caller: "admin", valid: { reason: "Account closed" } },
  "PATCH /api/admin/companies/:id": { caller: "admin", valid: { paymentTermsDays: 30 } },
  "PUT /api/company": { caller: "client", valid: { legalName: "Northwind Analytics Ltd", billingEmail: "ap@northwind.example", billingAddress: "1 Dock Road", taxId: "GB1" } },
  // Ids are spared: the demo client's colleagues keep their roles and seats for the later checks.
  "PATCH /api/company/members/:userId": { caller: "client", valid: { role: "hiring" }, spareIds: true },
  "DELETE /api/company/members/:userId": { caller: "client", valid: {}, spareIds: true },
  "POST /api/company/invitations": { caller: "client", valid: { email: "hostile-invitee@example.test", role: "viewer" } },
  "DELETE /api/company/invitations/:id": { caller: "client", valid: {} },
  "POST /api/company/invitations/:token/accept": { caller: "anon", valid: { firstName: "Ann", lastName: "Body", password: "violet-harbour-2026" } },
  "DELETE /api/account": { caller: "passwordChanger", valid: { password: "not-the-password" }, refused: [400, 429] },
  // Last: it erases the spare expert that :userId names.
  "DELETE /api/admin/users/:userId": { caller: "admin", valid: {}, spareIds: true },
};

const QUERY_KEYS = ["limit", "offset", "q", "skill", "maxRate", "includeInactive", "status", "unread", "from", "to", "v", "actorId", "action"];

/** A caller signed in afresh (a new bearer token) for every request: 'sign out everywhere' ends each. */
class FreshlySignedIn extends ApiClient {
  constructor(
    baseUrl: string,
    private readonly newToken: () => Promise<string>,
  ) {
    super(baseUrl);
  }
  override async request<T>(...args: Parameters<ApiClient["request"]>): Promise<TestResponse<T>> {
    this.token = await this.newToken();
    return super.request<T>(...args);
  }
}

const RUNS_PER_WRITE = 24;
const RUNS_PER_UPLOAD = 30;
const RUNS_PER_READ = 16;

let t: TestServer;
let callers: Record<Caller, ApiClient>;
/** Valid, existing values for each route parameter name. */
let validParams: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  // Every sign-in happens here: the login fuzzing below may lock this address out of signing in.
  const [client, expert, candidate, admin, changer, spareExpert] = await Promise.all([
    t.loginAs("client"),
    t.loginAs("expert"),
    t.loginAs("candidate"),
    t.loginAs("admin"),
    t.createUser("client"),
    t.createUser("expert"),
  ]);
  const [linkOwner, signOuter] = await Promise.all([t.createUser("client", { unverified: true }), t.createUser("expert")]);
  const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
  const expiresAt = new Date(Date.now() + 3_600_000);
  await t.deps.db.insert(accountTokens).values([
    { userId: linkOwner.id, purpose: "password-reset", tokenHash: sha256(LINKS.reset), email: linkOwner.email, expiresAt },
    { userId: linkOwner.id, purpose: "verify-email", tokenHash: sha256(LINKS.verify), email: linkOwner.email, expiresAt },
  ]);
  const everywhere = new FreshlySignedIn(t.url, async () => (await issueToken(t.deps.db, signOuter.id)).token);
  callers = { anon: t.anon(), client, expert, candidate, admin, passwordChanger: changer.api, everywhere };
  const me = async (api: ApiClient) => (await api.get("/api/auth/me")).body.user.id as number;
  const [clientId, expertId] = await Promise.all([me(client), me(expert)]);

  const team = await client.post("/api/dream-teams", { name: "Fixture team" });
  expect(team.status).toBe(201);
  await client.post(`/api/dream-teams/${team.body.id}/members`, { expertId });
  const bookings = await admin.get(`/api/pre-bookings/expert/${expertId}`);
  const posts = await admin.get("/api/admin/blog/posts");
  const candidates = await admin.get("/api/admin/candidates");
  const calls = await admin.get("/api/admin/discovery-calls");
  const notes = await client.get("/api/notifications");
  const cv = await candidate.request("POST", "/api/upload/cv", undefined, {
    raw: (() => {
      const f = new FormData();
      f.append("cv", new Blob([new Uint8Array(minimalPdf())], { type: "application/pdf" }), "cv.pdf");
      return f;
    })(),
  });
  expect(cv.status).toBe(201);
  const first = (res: TestResponse, fallback = 1) => String((Array.isArray(res.body) && res.body[0]?.id) || fallback);

  // Requisitions of the client: one to close, one whose candidate (the expert) is marked for interview.
  const need = { title: "Fixture role", mustHave: ["SQL"], startDate: "2027-03-08", weeks: 4, headcount: 1, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };
  const [toClose, withCandidate] = [await client.post("/api/requisitions", need), await client.post("/api/requisitions", need)];
  expect([toClose.status, withCandidate.status]).toEqual([201, 201]);
  const reasons = { matchedSkills: ["SQL"], missingSkills: [], overlapHours: 6, coverage: 1, availableFrom: "2027-03-08" };
  await t.deps.db.insert(requisitionCandidates).values({ requisitionId: withCandidate.body.id, expertId, note: "Fixture", score: 0.9, reasons, decision: "interview" });

  validParams = {
    id: "1",
    kind: "requisition",
    expertId: String(expertId),
    clientId: String(clientId),
    teamId: String(team.body.id),
    userId: String(spareExpert.id),
    bookingId: first(bookings),
    slug: posts.body[0]?.slug ?? "no-such-post",
    token: "00000000-0000-4000-8000-000000000000",
    weekStart: "2026-03-02",
    stage: "technical",
  };
  (WRITES["POST /api/pre-bookings"].valid as Record<string, unknown>).expertId = expertId;
  (WRITES["POST /api/dream-teams/:teamId/members"].valid as Record<string, unknown>).expertId = expertId;
  (WRITES["POST /api/availability"].valid as Record<string, unknown>).expertId = expertId;
  (WRITES["POST /api/requisitions/:id/candidates"].valid as Record<string, unknown>).expertId = spareExpert.id;
  Object.assign(WRITES["POST /api/interviews"].valid!, {
    expertId,
    preBookingId: Number(first(bookings)),
    startsAt: new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 7 * 86_400_000).toISOString(),
  });
  const slots = await t.anon().get("/api/discovery-calls/slots");
  // The last free slot: the first ones stop being bookable an hour before they start, which a slow run can reach.
  (WRITES["POST /api/discovery-calls"].valid as Record<string, unknown>).slotStart = slots.body.slots.at(-1);
  // Routes whose :id means different things get their own valid id.
  idFor = {
    "/api/admin/blog/posts/:id": first(posts),
    "/api/admin/candidates/:id/activate-expert": first(candidates),
    "/api/admin/candidates/:id": first(candidates),
    "/api/admin/discovery-calls/:id": first(calls),
    "/api/notifications/:id/read": first(notes),
    "/api/candidate/cv/:id": String(cv.body.filePath).split("/").pop()!,
    "/api/requisitions/:id": String(toClose.body.id),
    "/api/requisitions/:id/candidates": String(withCandidate.body.id),
    "/api/requisitions/:id/candidates/:expertId": String(withCandidate.body.id),
    "/api/requisitions/:id/pre-bookings": String(withCandidate.body.id),
    "/api/admin/requisitions/:id/suggestions": String(withCandidate.body.id),
    "/api/threads/:kind/:id/messages": String(withCandidate.body.id),
    "/api/threads/:kind/:id/read": String(withCandidate.body.id),
    // No such engagement: each body is still validated before the engagement is looked up.
    "/api/engagements/:id/accept": "999999",
    // No such run or payout: each body is still validated before it is looked up.
    "/api/admin/payout-runs/:id/sent": "999999",
    "/api/admin/payouts/:id/paid": "999999",
    "/api/admin/payouts/:id/failed": "999999",
    "/api/engagements/:id": "999999",
    "/api/engagements/:id/approver": "999999",
    "/api/engagements/:id/timesheets/:weekStart": "999999",
    "/api/engagements/:id/timesheets/:weekStart/submit": "999999",
    "/api/engagements/:id/timesheets/:weekStart/approve": "999999",
    "/api/engagements/:id/timesheets/:weekStart/dispute": "999999",
  };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

let idFor: Record<string, string> = {};

function segmentsFor(path: string, hostile: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of paramNames(path)) {
    const given = hostile[name];
    if (given != null) out[name] = given;
    else out[name] = encodeSegment(name === "id" ? (idFor[path] ?? validParams.id) : validParams[name]);
  }
  return out;
}

/** Each param: mostly a valid value, so the body is what gets tested; sometimes a hostile segment. */
function paramsArb(path: string, hostileWeight = 1): fc.Arbitrary<Record<string, string | null>> {
  const names = paramNames(path);
  if (!names.length) return fc.constant({});
  return fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: hostileWeight, arbitrary: hostileSegment() })])));
}

function describeCall(method: string, url: string, body: string) {
  return `${method} ${url.length > 200 ? url.slice(0, 200) + "…" : url} ${body.length > 300 ? body.slice(0, 300) + "…" : body}`;
}

/** The properties every answer must have, whatever was sent. */
function expectWellFormed(res: TestResponse, label: string) {
  expect(res.status, label).toBeLessThan(500);
  expect(res.status, label).toBeGreaterThanOrEqual(200);
  if (res.status >= 400) {
    expect(res.headers.get("content-type") ?? "", label).toMatch(/^application\/json/);
    const message: unknown = res.body?.error?.message;
    expect(typeof message, label).toBe("string");
    expect((message as string).trim().length, label).toBeGreaterThan(0);
  }
  expect(Object.prototype).not.toHaveProperty("polluted");
  expect(Object.prototype).not.toHaveProperty("isAdmin");
}

async function send(caller: Caller, method: string, url: string, body: BodyCase | { kind: "bytes"; data: Buffer; contentType: string } | null, headers: Record<string, string> = {}) {
  const api = callers[caller];
  if (!body) return api.request(method, url, undefined, { headers });
  if (body.kind === "bytes") return api.request(method, url, undefined, { headers: { "content-type": body.contentType, ...headers }, raw: new Uint8Array(body.data) });
  const text = body.kind === "raw" ? body.text : JSON.stringify(body.body) ?? "null";
  return api.request(method, url, text, { headers: { "content-type": "application/json", ...headers } });
}

async function expectHealthy() {
  const health = await t.anon().get("/api/health");
  expect(health.status).toBe(200);
  const me = await callers.admin.get("/api/auth/me");
  expect(me.status).toBe(200);
  const experts = await t.anon().get("/api/experts?limit=5");
  expect(experts.status).toBe(200);
  expect(Array.isArray(experts.body)).toBe(true);
}

/**
 * Runs `check` on every item, `width` at a time, and waits for all of them before it fails with the
 * first failure, so nothing is still running when the test ends.
 */
async function eachAtOnce<T>(items: T[], width: number, check: (item: T) => Promise<unknown>) {
  const queue = [...items];
  const results = await Promise.allSettled(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
    }),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) throw failure.reason;
}

/** Every route the app registers (the same walk the authorization matrix uses), as method and pattern. */
function allRoutes() {
  return registeredRoutes(createApp(t.deps) as unknown as Parameters<typeof registeredRoutes>[0]).map((key) => {
    const [method, path] = key.split(" ");
    return { method, path, key };
  });
}

function apiRoutes() {
  return allRoutes().filter((r) => r.path.startsWith("/api/"));
}

describe("hostile input", () => {
  it("covers every write route the app registers", () => {
    const writes = apiRoutes()
      .filter((r) => WRITE_METHODS.has(r.method))
      .map((r) => r.key)
      .sort();
    expect(writes.length).toBeGreaterThan(20);
    expect(Object.keys(WRITES).sort()).toEqual(writes);
  });

  describe("JSON bodies, params and query of each write route", () => {
    for (const [key, spec] of Object.entries(WRITES)) {
      if (spec.upload) continue;
      const [method, path] = key.split(" ");
      it(`${key} as ${spec.caller}`, async () => {
        // The starting point passes validation, so each generated change is what gets refused.
        const baseline = await send(spec.caller, method, fillPath(path, segmentsFor(path, {})), { kind: "json", body: spec.valid ?? {} });
        expectWellFormed(baseline, `${key} valid body`);
        if (spec.refused) expect(spec.refused, `${key} valid body: ${baseline.text}`).toContain(baseline.status);
        else expect([400, 403], `${key} valid body: ${baseline.text}`).not.toContain(baseline.status);
        const statuses = new Map<number, number>();
        let validationRan = false;
        await fc.assert(
          fc.asyncProperty(
            spec.spareIds ? paramsArb(path).filter((params) => !Object.values(params).some(readsAsId)) : paramsArb(path),
            hostileBody(spec.valid ?? {}),
            fc.option(hostileQuery(QUERY_KEYS), { freq: 4 }),
            async (params, body, query) => {
              const url = fillPath(path, segmentsFor(path, params)) + (query ? `?${query}` : "");
              const res = await send(spec.caller, method, url, body);
              expectWellFormed(res, describeCall(method, url, body.kind === "raw" ? body.text : (JSON.stringify(body.body) ?? "")));
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              if (res.status === 400 && Array.isArray(res.body.error.details)) validationRan = true;
            },
          ),
          { numRuns: RUNS_PER_WRITE },
        );
        // The caller passed the guards, and the route's validation really ran on what was sent.
        expect([...statuses.keys()].some((status) => status !== 401 && status !== 403), JSON.stringify([...statuses])).toBe(true);
        if (Object.keys(spec.valid ?? {}).length) expect(validationRan, JSON.stringify([...statuses])).toBe(true);
        await expectHealthy();
      });
    }
  });

  describe("multipart uploads", () => {
    for (const [key, spec] of Object.entries(WRITES)) {
      if (!spec.upload) continue;
      const [method, path] = key.split(" ");
      const { field, file } = spec.upload;
      it(`${key} as ${spec.caller}: any parts, names, filenames and bytes`, async () => {
        await fc.assert(
          fc.asyncProperty(hostileUpload(field, file()), fc.option(hostileQuery(QUERY_KEYS), { freq: 5 }), async (parts: MultipartPart[], query) => {
            const { body, contentType } = multipartBody(parts);
            const url = path + (query ? `?${query}` : "");
            const res = await send(spec.caller, method, url, { kind: "bytes", data: body, contentType });
            expectWellFormed(res, describeCall(method, url, JSON.stringify(parts.map((p) => ({ ...p, data: p.data.length })))));
          }),
          { numRuns: RUNS_PER_UPLOAD },
        );
        await expectHealthy();
      });

      it(`${key}: broken and oversized multipart`, async () => {
        const good = multipartBody([{ name: field, filename: "f", contentType: "application/octet-stream", data: file() }]);
        const cases: { label: string; data: Buffer; contentType: string }[] = [
          { label: "no boundary", data: good.body, contentType: "multipart/form-data" },
          { label: "wrong boundary", data: good.body, contentType: "multipart/form-data; boundary=nope" },
          { label: "truncated", data: good.body.subarray(0, Math.floor(good.body.length / 2)), contentType: good.contentType },
          { label: "no closing boundary", data: good.body.subarray(0, good.body.length - 20), contentType: good.contentType },
          { label: "garbage", data: Buffer.from("\u0000\u0001junk\r\n--\r\n"), contentType: good.contentType },
          { label: "empty", data: Buffer.alloc(0), contentType: good.contentType },
          { label: "bad part header", data: Buffer.from(`--${good.contentType.split("=")[1]}\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--${good.contentType.split("=")[1]}--\r\n`), contentType: good.contentType },
          { label: "JSON instead", data: Buffer.from('{"cv":"x","photo":"y"}'), contentType: "application/json" },
          { label: "text instead", data: Buffer.from("hello"), contentType: "text/plain" },
          { label: "urlencoded instead", data: Buffer.from("cv=x&__proto__[polluted]=1"), contentType: "application/x-www-form-urlencoded" },
          { label: "too many fields", data: multipartBody(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: Buffer.from("x") }))).body, contentType: "" },
          {
            label: "two files",
            data: multipartBody([
              { name: field, filename: "a", data: file() },
              { name: field, filename: "b", data: file() },
            ]).body,
            contentType: "",
          },
          { label: "6 MB file", ...sized(field, 6 * 1024 * 1024) },
          { label: "huge field value", data: multipartBody([{ name: "note", data: Buffer.alloc(3 * 1024 * 1024, 0x61) }]).body, contentType: "" },
        ];
        for (const c of cases) {
          // A body built for a case without its own type reuses the boundary it was built with.
          const contentType = c.contentType || `multipart/form-data; boundary=${c.data.toString("latin1", 2, c.data.indexOf("\r\n"))}`;
          const res = await send(spec.caller, method, path, { kind: "bytes", data: c.data, contentType });
          expectWellFormed(res, `${key} ${c.label}`);
          expect(res.status, `${key} ${c.label}`).toBeGreaterThanOrEqual(400);
        }
        await expectHealthy();
      });
    }
  });

  describe("raw bodies on every JSON write route", () => {
    const jsonWrites = () => Object.entries(WRITES).filter(([, s]) => !s.upload);
    const urlOf = (path: string) => fillPath(path, segmentsFor(path, {}));

    it("malformed JSON and JSON that is not an object are refused with a message", async () => {
      const texts = ["{", '{"a":', "[[[", "{'a':1}", '{"a":1,}', "nul", "\u0000", '"\\ud800"', "null", "123", '"text"', "true", "[]", "[1,2]", '{"a":"\\u0000"}', "\ufeff{}", "{}".repeat(3)];
      for (const [key, spec] of jsonWrites()) {
        const [method, path] = key.split(" ");
        for (const text of texts) {
          const res = await send(spec.caller, method, urlOf(path), { kind: "raw", text });
          expectWellFormed(res, `${key} ${JSON.stringify(text)}`);
        }
      }
      await expectHealthy();
    });

    it("wrong content types and encodings are refused or ignored, never a 500", async () => {
      const cases: { headers: Record<string, string>; data: Buffer }[] = [
        { headers: { "content-type": "text/plain" }, data: Buffer.from('{"a":1}') },
        { headers: { "content-type": "application/x-www-form-urlencoded" }, data: Buffer.from("a=1&__proto__[polluted]=1&constructor[prototype][polluted]=1") },
        { headers: { "content-type": "multipart/form-data; boundary=x" }, data: Buffer.from("--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--\r\n") },
        { headers: { "content-type": "application/xml" }, data: Buffer.from("<a>1</a>") },
        { headers: { "content-type": "application/json; charset=utf-16" }, data: Buffer.from("{}", "utf16le") },
        { headers: { "content-type": "application/json; charset=bogus" }, data: Buffer.from("{}") },
        { headers: { "content-type": "application/json", "content-encoding": "gzip" }, data: Buffer.from("not gzip at all") },
        { headers: { "content-type": "application/json", "content-encoding": "deflate" }, data: Buffer.from("not deflate") },
        { headers: { "content-type": "application/json", "content-encoding": "br" }, data: Buffer.from("not brotli") },
        { headers: { "content-type": "application/json", "content-encoding": "x-unknown" }, data: Buffer.from("{}") },
        // A small gzip body that inflates to 10 MB: the limit applies to the inflated size.
        { headers: { "content-type": "application/json", "content-encoding": "gzip" }, data: gzipSync(Buffer.from(`{"a":"${"0".repeat(10 * 1024 * 1024)}"}`)) },
        { headers: { "content-type": "application/json" }, data: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
        { headers: { "content-type": "application/json" }, data: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
        { headers: { "content-type": "" }, data: Buffer.from('{"a":1}') },
      ];
      for (const [key, spec] of jsonWrites()) {
        const [method, path] = key.split(" ");
        for (const c of cases) {
          const res = await callers[spec.caller].request(method, urlOf(path), undefined, { headers: c.headers, raw: new Uint8Array(c.data) });
          expectWellFormed(res, `${key} ${JSON.stringify(c.headers)} ${c.data.length} bytes`);
        }
      }
      await expectHealthy();
    });

    it("bodies over a megabyte are refused with 413", async () => {
      const big = JSON.stringify({ a: "x".repeat(1_200_000) });
      for (const [key, spec] of jsonWrites()) {
        const [method, path] = key.split(" ");
        const res = await send(spec.caller, method, urlOf(path), { kind: "raw", text: big });
        expectWellFormed(res, `${key} 1.2 MB`);
        expect(res.status, key).toBe(413);
        // Deep nesting stays under the size limit but stresses the parser.
        const deep = await send(spec.caller, method, urlOf(path), { kind: "raw", text: "[".repeat(40_000) + "]".repeat(40_000) });
        expectWellFormed(deep, `${key} deep nesting`);
      }
      await expectHealthy();
    });
  });

  describe("cases found by the properties above, kept as fixed checks", () => {
    it("a date in year 0 (which neither the calendar nor the database has) is a 400, wherever a date goes", async () => {
      const availability = await callers.expert.put(`/api/availability/${validParams.expertId}`, { availableFrom: "2027-01-04", currentContractEndDate: "0000-01-01" });
      expect(availability.status).toBe(400);
      expect(availability.body.error.details).toEqual([{ path: "currentContractEndDate", message: "Must be a real date" }]);
      const dates = await callers.candidate.put("/api/candidate/profile", { availableDates: ["2027-01-05", "0000-12-31T23:59:59Z"] });
      expect(dates.status).toBe(400);
      expect(dates.body.error.details[0].path).toBe("availableDates.1");
    });

    it("a fractional maximum rate in the expert search is the whole dollars below it, not a 500 from an integer comparison", async () => {
      const fractional = await t.anon().get("/api/experts?maxRate=60.9&limit=100");
      const whole = await t.anon().get("/api/experts?maxRate=60&limit=100");
      expect(fractional.status).toBe(200);
      expect(fractional.body).toEqual(whole.body);
      expect((await t.anon().get("/api/experts?maxRate=0.5")).status).toBe(200);
    });

    it("NUL characters, a URL over the header limit and a multipart body without a boundary are refusals, not 5xx", async () => {
      expectWellFormed(await callers.client.post("/api/dream-teams", { name: "a\u0000b" }), "NUL");
      const long = await callers.admin.get(`/api/experts?q=${"%C3%A9".repeat(6000)}`);
      expectWellFormed(long, "long URL");
      expect(long.status).toBe(431);
      const upload = await send("candidate", "POST", "/api/upload/cv", { kind: "bytes", data: Buffer.from("--x\r\n"), contentType: "multipart/form-data" });
      expectWellFormed(upload, "no boundary");
      expect(upload.status).toBe(400);
    });
  });

  describe("credentials headers", () => {
    it("broken bearer tokens and session cookies are a JSON 401, never a 500", async () => {
      const authorizations = ["Bearer ", "Bearer", "Bearer %00", "Bearer a b c", "bearer abc", "Basic YWRtaW46YWRtaW4=", `Bearer ${"x".repeat(8000)}`, "Bearer \u00ff\u00fe", "Bearer ../../etc/passwd", "Bearer null"];
      const cookies = ["sid=", "sid=garbage", "sid=s%3Afoo.bar", "sid=%E0%A4%A", "sid=%00", `sid=${"a".repeat(8000)}`, "sid=a; sid=b", "sid=s%3A" + "%ZZ".repeat(10), "__proto__=x; constructor=y", "sid"];
      for (const headers of [...authorizations.map((authorization) => ({ authorization })), ...cookies.map((cookie) => ({ cookie }))]) {
        for (const [method, path, body] of [
          ["GET", "/api/auth/me", undefined],
          ["POST", "/api/dream-teams", { name: "Team" }],
          ["PUT", "/api/experts/profile", { bio: "x" }],
          ["POST", "/api/auth/logout", {}],
        ] as const) {
          const res = await t.anon().request(method, path, body, { headers });
          expectWellFormed(res, `${method} ${path} ${JSON.stringify(headers).slice(0, 200)}`);
          if (path !== "/api/auth/logout") expect(res.status, `${path} ${JSON.stringify(headers).slice(0, 200)}`).toBe(401);
        }
      }
      await expectHealthy();
    });
  });

  describe("params and query of every GET route", () => {
    // In shares, each with its own time limit: the whole walk is a few thousand requests, and one
    // test holding all of them ran into the minute on a busy machine.
    const GET_SHARES = 6;
    for (let share = 0; share < GET_SHARES; share++) {
      it(`any params and query string, as an admin (who passes every guard): routes ${share + 1} of every ${GET_SHARES}`, async () => {
        const gets = apiRoutes()
          .filter((r) => r.method === "GET")
          .map((r) => r.path);
        expect(gets.length).toBeGreaterThan(15);
        // Reads change nothing, so four routes are tried at once: the server answers one while the
        // test builds the next, and every route still gets its own runs and its own shrunk case.
        await eachAtOnce(
          gets.filter((_, i) => i % GET_SHARES === share),
          4,
          (path) =>
            fc.assert(
              fc.asyncProperty(paramsArb(path, 3), hostileQuery(QUERY_KEYS), async (params, query) => {
                const url = `${fillPath(path, segmentsFor(path, params))}?${query}`;
                const res = await send("admin", "GET", url, null);
                expectWellFormed(res, describeCall("GET", url, ""));
              }),
              { numRuns: RUNS_PER_READ },
            ),
        );
        await expectHealthy();
      });
    }

    it("the pages outside /api (feed, sitemap, blog post tags) never answer 5xx either", async () => {
      const pages = allRoutes()
        .filter((r) => r.method === "GET" && !r.path.startsWith("/api/"))
        .map((r) => r.path);
      expect(pages).toContain("/blog/:slug");
      for (const path of pages) {
        await fc.assert(
          fc.asyncProperty(paramsArb(path, 3), fc.option(hostileQuery(QUERY_KEYS)), async (params, query) => {
            const url = fillPath(path, segmentsFor(path, params)) + (query ? `?${query}` : "");
            const res = await send("anon", "GET", url, null);
            expect(res.status, describeCall("GET", url, "")).toBeLessThan(500);
          }),
          { numRuns: RUNS_PER_READ },
        );
      }
      await expectHealthy();
    });
  });
});

function sized(field: string, bytes: number) {
  const { body, contentType } = multipartBody([{ name: field, filename: "big.pdf", contentType: "application/pdf", data: minimalPdf({ padTo: bytes }) }]);
  return { data: body, contentType };
}
