// My data: what the export holds (and that it holds nothing of anyone else), and what erasure
// removes, ends and keeps for the other party.
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  accountErasedAnswer,
  accountExportAnswer,
  adminUserSummaryAnswer,
  ERASED_NAME,
  type AccountExport,
} from "@shared/contracts/account";
import { authTokens, availability, candidateProfiles, cvFiles, experts, mailOutbox, notifications, preBookings, requisitions, sessions, threads, users } from "@shared/schema";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm, minimalPdf } from "../test/pdf";

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const PASSWORD = "test-password-1";

interface Person {
  api: ApiClient;
  id: number;
  login: string;
  email: string;
  name: string;
}

let t: TestServer;
let admin: ApiClient;
/** Ana books Ben twice (one confirmed, one pending) and shortlists him; Cleo books Ben once. */
let ana: Person;
let ben: Person;
let cleo: Person;
let kim: Person;
let anaTeamId: number;
let bookings: { confirmed: number; pending: number; cleos: number };

async function person(type: "client" | "expert" | "candidate"): Promise<Person> {
  const made = await t.createUser(type);
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, made.id));
  const [expert] = await t.deps.db.select({ name: experts.name }).from(experts).where(eq(experts.userId, made.id));
  return { ...made, email: row.email, name: expert?.name ?? `${row.firstName} ${row.lastName}` };
}

async function exportOf(api: ApiClient, path = "/api/account/export") {
  const res = await api.get<AccountExport>(path);
  return res;
}

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  [ana, ben, cleo, kim] = await Promise.all([person("client"), person("expert"), person("client"), person("candidate")]);
  await t.deps.db.insert(availability).values({ expertId: ben.id, availableFrom: day(0), availableTo: null, preferredContractLength: 6 });
  expect((await ana.api.post("/api/client/profile", { companyName: "Ana Analytics Ltd" })).status).toBe(200);
  expect((await cleo.api.post("/api/client/profile", { companyName: "Cleo Secret Co" })).status).toBe(200);

  const team = await ana.api.post("/api/dream-teams", { name: "Ana's platform squad" });
  expect(team.status).toBe(201);
  anaTeamId = team.body.id;
  expect((await ana.api.post(`/api/dream-teams/${anaTeamId}/members`, { expertId: ben.id })).status).toBe(201);

  // Windows that do not overlap, so confirming one never collides with another.
  const book = async (api: ApiClient, from: number, to: number, notes: string) => {
    const res = await api.post("/api/pre-bookings", { expertId: ben.id, startDate: day(from), endDate: day(to), notes, preInterviewRequested: false });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  const confirmed = await book(ana.api, 10, 40, "Ana's first project");
  const pending = await book(ana.api, 50, 80, "Ana's second project");
  const cleos = await book(cleo.api, 100, 130, "Cleo's private plans");
  expect((await ben.api.patch(`/api/pre-bookings/${confirmed}`, { status: "confirmed" })).status).toBe(200);
  bookings = { confirmed, pending, cleos };

  expect((await kim.api.request("POST", "/api/upload/cv", undefined, { raw: fileForm("cv", minimalPdf({ text: "Kim CV" }), "kim.pdf") })).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("the export", () => {
  it("is one JSON file to save, holding the client's account, profile, bookings, teams and notifications", async () => {
    const res = await exportOf(ana.api);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="?my-data-${ana.id}-\\d{4}-\\d{2}-\\d{2}\\.json"?$`));
    expect(res.headers.get("cache-control")).toContain("no-store");
    expectAnswer(accountExportAnswer, res.body);
    const data = res.body;
    expect(data.account).toMatchObject({ id: ana.id, email: ana.email, username: ana.login, userType: "client" });
    expect(data.clientProfile).toMatchObject({ companyName: "Ana Analytics Ltd" });
    expect(data.company).toMatchObject({ name: "Ana Analytics Ltd", role: "owner", removedAt: null });
    expect(data.bookings.map((b) => b.id).sort()).toEqual([bookings.confirmed, bookings.pending].sort());
    for (const b of data.bookings) expect(b).toMatchObject({ as: "client", counterpart: { id: ben.id, name: ben.name, role: "Data Engineer" } });
    expect(data.bookings.find((b) => b.id === bookings.confirmed)).toMatchObject({ status: "confirmed", notes: "Ana's first project" });
    expect(data.dreamTeams).toEqual([expect.objectContaining({ id: anaTeamId, name: "Ana's platform squad", members: [expect.objectContaining({ expertId: ben.id, name: ben.name })] })]);
    expect(data.notifications.map((n) => n.kind)).toContain("pre-booking.confirmed");
    expect(data.signIns.tokens.length).toBeGreaterThan(0);
  });

  it("holds nothing of anyone else: no other person's e-mail, booking, company or credentials", async () => {
    const res = await exportOf(ana.api);
    for (const secret of [ben.email, cleo.email, kim.email, "Cleo Secret Co", "Cleo's private plans", ana.api.token!]) expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/passwordHash|password_hash|tokenHash|"sid"|scrypt\$/);
  });

  it("gives the expert their bookings from both clients, each client shown by name and company only", async () => {
    const res = await exportOf(ben.api);
    expect(res.status).toBe(200);
    expectAnswer(accountExportAnswer, res.body);
    const data = res.body;
    expect(data.account.email).toBe(ben.email);
    expect(data.expertProfile).toMatchObject({ userId: ben.id, name: ben.name, role: "Data Engineer" });
    expect(data.company).toBeNull();
    expect(data.availability).toMatchObject({ expertId: ben.id, status: "available" });
    expect(data.bookings.map((b) => b.id).sort()).toEqual([bookings.confirmed, bookings.pending, bookings.cleos].sort());
    const cleoBooking = data.bookings.find((b) => b.id === bookings.cleos)!;
    expect(cleoBooking).toMatchObject({ as: "expert", counterpart: { id: cleo.id, name: cleo.name, companyName: "Cleo Secret Co" } });
    // The shortlist says when, not whose: the team is the client's.
    expect(data.shortlistedOn).toHaveLength(1);
    expect(data.dreamTeams).toEqual([]);
    expect(data.notifications.length).toBeGreaterThanOrEqual(3);
    for (const secret of [ana.email, cleo.email, "Ana's platform squad", ben.api.token!]) expect(res.text).not.toContain(secret);
  });

  it("lists the CV with the authorised path it downloads from, for its owner only", async () => {
    const res = await exportOf(kim.api);
    expect(res.status).toBe(200);
    expectAnswer(accountExportAnswer, res.body);
    expect(res.body.cvFiles).toHaveLength(1);
    const cv = res.body.cvFiles[0];
    expect(cv).toMatchObject({ originalName: "kim.pdf", mimeType: "application/pdf" });
    const file = await kim.api.get(cv.downloadPath);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.text.startsWith("%PDF")).toBe(true);
    expect(file.text.length).toBe(cv.sizeBytes);
    expect((await ana.api.get(cv.downloadPath)).status).toBe(404);
    expect((await exportOf(ana.api)).text).not.toContain(cv.id);
  });

  it("is signed-in only; an admin can take any person's, others cannot", async () => {
    expect((await exportOf(t.anon())).status).toBe(401);
    const byAdmin = await exportOf(admin, `/api/admin/users/${ana.id}/export`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.account).toMatchObject({ id: ana.id, email: ana.email });
    expect(byAdmin.headers.get("content-disposition")).toContain(`my-data-${ana.id}-`);
    expect((await exportOf(cleo.api, `/api/admin/users/${ana.id}/export`)).status).toBe(403);
    expect((await exportOf(t.anon(), `/api/admin/users/${ana.id}/export`)).status).toBe(401);
    expect((await exportOf(admin, "/api/admin/users/2147483000/export")).status).toBe(404);
    const bad = await exportOf(admin, "/api/admin/users/abc/export");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("userId");
  });
});

describe("the admin's look-up of accounts", () => {
  it("finds an account by e-mail, username, name or id, for admins only", async () => {
    for (const q of [ana.email.toUpperCase(), ana.login, ana.name, String(ana.id)]) {
      const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.map((u: { id: number }) => u.id), q).toContain(ana.id);
    }
    const found = expectListAnswer(adminUserSummaryAnswer, (await admin.get(`/api/admin/users?q=${encodeURIComponent(ana.login)}`)).body);
    expect(found[0]).toEqual({ id: ana.id, username: ana.login, email: ana.email, firstName: expect.any(String), lastName: expect.any(String), userType: "client", isAdmin: false, createdAt: expect.any(String) });
    expect(JSON.stringify(found)).not.toMatch(/password|erased/i);
    // Wildcards are text: '%' finds nobody rather than everybody.
    expect((await admin.get("/api/admin/users?q=%25%25")).body).toEqual([]);
    const short = await admin.get("/api/admin/users?q=%20");
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain("q");
    expect((await cleo.api.get(`/api/admin/users?q=${ana.login}`)).status).toBe(403);
    expect((await t.anon().get(`/api/admin/users?q=${ana.login}`)).status).toBe(401);
  });
});

describe("deleting one's own account", () => {
  it("asks for the password and refuses a wrong one clearly, changing nothing", async () => {
    const missing = await ben.api.request("DELETE", "/api/account", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([expect.objectContaining({ path: "password", message: ACCOUNT_MESSAGES.passwordRequired })]);
    const wrong = await ben.api.request("DELETE", "/api/account", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(wrong.body.error.details).toEqual([expect.objectContaining({ path: "password" })]);
    expect((await ben.api.get("/api/auth/me")).status).toBe(200);
    expect((await exportOf(ben.api)).body.bookings).toHaveLength(3);
  });

  it("erases the expert at once, ends every session and token, and keeps the clients' bookings under 'Deleted user'", async () => {
    const elsewhere = await t.login(ben.login, PASSWORD);
    const bearerOnly = t.anon();
    bearerOnly.token = elsewhere.token;
    const cookieOnly = t.anon();
    cookieOnly.cookies = new Map(elsewhere.cookies);

    const res = await ben.api.request("DELETE", "/api/account", { password: PASSWORD });
    expect(res.status).toBe(200);
    expectAnswer(accountErasedAnswer, res.body);
    expect(res.body).toMatchObject({ success: true });

    for (const api of [ben.api, bearerOnly, cookieOnly]) expect((await api.get("/api/auth/me")).status).toBe(401);
    const db = t.deps.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, ben.id))).toEqual([]);
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, ben.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, ben.id))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.userId, ben.id))).toEqual([]);
    expect(await db.select().from(availability).where(eq(availability.expertId, ben.id))).toEqual([]);

    // The tombstone: nothing personal, nothing to sign in with.
    const [row] = await db.select().from(users).where(eq(users.id, ben.id));
    expect(row.erasedAt).not.toBeNull();
    expect(row).toMatchObject({ username: null, firstName: "Deleted", lastName: "user", isAdmin: false, emailNotifications: false });
    expect(row.email).toBe(`erased:${ben.id}`);
    const [expertRow] = await db.select().from(experts).where(eq(experts.userId, ben.id));
    expect(expertRow).toMatchObject({ name: ERASED_NAME, role: "", skills: [], bio: null, isActive: false, hourlyRateCents: null, searchText: "" });

    // What Ana keeps: both bookings, the waiting one declined with the reason, Ben as 'Deleted user'.
    const anaBookings = await ana.api.get(`/api/pre-bookings/client/${ana.id}`);
    expect(anaBookings.status).toBe(200);
    const mine = anaBookings.body.filter((b: { id: number }) => b.id === bookings.confirmed || b.id === bookings.pending);
    expect(mine).toHaveLength(2);
    for (const b of mine) expect(b).toMatchObject({ expertId: ben.id, expertName: ERASED_NAME });
    expect(mine.find((b: { id: number }) => b.id === bookings.confirmed)).toMatchObject({ status: "confirmed", notes: "Ana's first project" });
    expect(mine.find((b: { id: number }) => b.id === bookings.pending)).toMatchObject({ status: "declined", statusReason: "The account was deleted." });
    const cleoBookings = await cleo.api.get(`/api/pre-bookings/client/${cleo.id}`);
    expect(cleoBookings.body).toEqual([expect.objectContaining({ id: bookings.cleos, expertName: ERASED_NAME, status: "declined" })]);
    const anaExport = await exportOf(ana.api);
    expect(anaExport.body.bookings.map((b) => b.counterpart.name)).toEqual([ERASED_NAME, ERASED_NAME]);

    // Gone from search, the profile page, match and the client's team view; the admin still sees the row.
    const search = await ana.api.get(`/api/experts?q=${encodeURIComponent(ben.name)}`);
    expect(search.body.map((e: { id?: number; userId?: number }) => e.userId ?? e.id)).not.toContain(ben.id);
    expect((await ana.api.get(`/api/experts/profile/${ben.id}`)).status).toBe(404);
    const match = await ana.api.post("/api/match", { mustHave: ["Python"], startDate: day(1), weeks: 2, timeZone: "Africa/Johannesburg", workStart: "09:00", workEnd: "17:00" });
    expect(match.status).toBe(200);
    expect(match.body.results.map((r: { userId?: number; id?: number }) => r.userId ?? r.id)).not.toContain(ben.id);
    expect((await ana.api.get(`/api/dream-teams/${anaTeamId}/members`)).body).toEqual([]);
    const adminView = await admin.get(`/api/dream-teams/${anaTeamId}/members`);
    expect(adminView.body).toEqual([expect.objectContaining({ name: ERASED_NAME })]);
  });

  it("cannot be signed in to: the old username and e-mail fail exactly like a wrong password", async () => {
    const wrongPassword = await t.anon().post("/api/auth/login", { username: ana.login, password: "not-the-password-1" });
    for (const identifier of [ben.login, ben.email]) {
      const res = await t.anon().post("/api/auth/login", { username: identifier, password: PASSWORD });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(wrongPassword.body);
    }
    const tombstone = await t.anon().post("/api/auth/login", { username: `erased:${ben.id}`, password: "erased" });
    expect(tombstone.status).toBe(401);
  });

  it("frees the username and e-mail: a new account can take both and sign in", async () => {
    const res = await t.anon().post("/api/auth/register/expert", {
      username: ben.login,
      email: ben.email,
      password: "a-new-start-1",
      firstName: "New",
      lastName: "Person",
      specialization: "Data Engineer",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.id).not.toBe(ben.id);
    const again = await t.login(ben.login, "a-new-start-1");
    const data = (await exportOf(again)).body;
    // A fresh account inherits nothing of the erased one.
    expect(data.bookings).toEqual([]);
    expect(data.notifications).toEqual([]);
    expect(data.shortlistedOn).toEqual([]);
  });

  it("erases a candidate's CV and profile at once", async () => {
    const cvPath = (await exportOf(kim.api)).body.cvFiles[0].downloadPath;
    expect((await kim.api.request("DELETE", "/api/account", { password: PASSWORD })).status).toBe(200);
    expect(await t.deps.db.select().from(cvFiles).where(eq(cvFiles.userId, kim.id))).toEqual([]);
    expect(await t.deps.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, kim.id))).toEqual([]);
    expect((await admin.get(cvPath)).status).toBe(404);
  });
});

describe("an admin erasing an account", () => {
  it("is refused to everyone else, and to the admin for their own account", async () => {
    expect((await t.anon().delete(`/api/admin/users/${ana.id}`)).status).toBe(401);
    expect((await cleo.api.delete(`/api/admin/users/${ana.id}`)).status).toBe(403);
    expect((await ana.api.delete(`/api/admin/users/${cleo.id}`)).status).toBe(403);
    const me = (await admin.get("/api/auth/me")).body.user.id;
    const self = await admin.delete(`/api/admin/users/${me}`);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(ACCOUNT_MESSAGES.ownAccountAsAdmin);
    expect((await ana.api.get("/api/auth/me")).status).toBe(200);
  });

  it("erases the client: the bookings stay for the expert's records, the client shown as 'Deleted user'", async () => {
    const res = await admin.delete(`/api/admin/users/${ana.id}`);
    expect(res.status).toBe(200);
    expectAnswer(accountErasedAnswer, res.body);
    expect((await ana.api.get("/api/auth/me")).status).toBe(401);
    expect((await admin.delete(`/api/admin/users/${ana.id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/users/${ana.id}/export`)).status).toBe(404);
    // Erased accounts are no longer listed, under their old address or at all.
    expect((await admin.get(`/api/admin/users?q=${encodeURIComponent(ana.email)}`)).body).toEqual([]);
    expect((await admin.get(`/api/admin/users?q=${ana.id}`)).body.map((u: { id: number }) => u.id)).not.toContain(ana.id);

    const kept = await t.deps.db
      .select()
      .from(preBookings)
      .where(or(eq(preBookings.id, bookings.confirmed), eq(preBookings.id, bookings.pending)));
    expect(kept).toHaveLength(2);
    const all = await admin.get("/api/pre-bookings?status=all&limit=100");
    const confirmed = all.body.find((b: { id: number }) => b.id === bookings.confirmed);
    expect(confirmed).toMatchObject({ clientName: ERASED_NAME, companyName: null, expertName: ERASED_NAME, status: "confirmed" });
    // The team stays with its bookings; nobody can sign in as its owner any more.
    expect((await admin.get(`/api/dream-teams/${anaTeamId}/members`)).status).toBe(200);
    const relogin = await t.anon().post("/api/auth/login", { username: ana.email, password: PASSWORD });
    expect(relogin.status).toBe(401);
  });
});

describe("a client's requisitions and conversations", () => {
  it("are in the export, and go with the client when erased", async () => {
    const dee = await person("client");
    const need = { title: "Data Scientist", mustHave: ["Python"], startDate: day(20), weeks: 8, headcount: 1, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", notes: "Churn models" };
    const made = await dee.api.post("/api/requisitions", need);
    expect(made.status, made.text).toBe(201);
    const id = made.body.id as number;
    expect((await dee.api.post(`/api/threads/requisition/${id}/messages`, { body: "Is a start in May possible?" })).status).toBe(201);
    expect((await admin.post(`/api/threads/requisition/${id}/messages`, { body: "Yes." })).status).toBe(201);

    const data = (await exportOf(dee.api)).body;
    expect(data.requisitions).toEqual([expect.objectContaining({ id, title: "Data Scientist", mustHave: ["Python"], notes: "Churn models", status: "open", candidates: [] })]);
    expect(data.requisitions[0]).not.toHaveProperty("clientId");
    expect(data.conversationMessages).toEqual([expect.objectContaining({ kind: "requisition", subjectId: id, body: "Is a start in May possible?" })]);

    expect((await admin.delete(`/api/admin/users/${dee.id}`)).status).toBe(200);
    expect(await t.deps.db.select().from(requisitions).where(eq(requisitions.id, id))).toEqual([]);
    expect(await t.deps.db.select().from(threads).where(eq(threads.subjectId, id))).toEqual([]);
    expect((await admin.get(`/api/requisitions/${id}`)).status).toBe(404);
  });
});
