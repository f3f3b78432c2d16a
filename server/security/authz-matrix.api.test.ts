// The authorization matrix (route-table.ts) run against the real server: every route, every kind of
// caller, the answer each must get. It also fails when the server registers a route the table lacks,
// so no new route can skip it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { availability, clientProfiles, engagements, experts, interviews, invoices, preBookings } from "@shared/schema";
import { createApp } from "../app";
import { minimalPdf } from "../test/pdf";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { CALLERS, ROUTE_TABLE, RUN_ORDER, registeredRoutes, type Caller, type Expected, type Fixtures, type RouteCase } from "../test/route-table";
import { addDays, mondayOf } from "@shared/calendar";
import { invoicePaymentReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { passVetting } from "../test/vetting";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestServer;
let callers: Record<Caller, ApiClient>;
let logins: Record<Exclude<Caller, "anon">, string>;
let f: Fixtures;

function ok(res: { status: number; text: string }, status: number, what: string) {
  if (res.status !== status) throw new Error(`fixture ${what}: ${res.status} ${res.text.slice(0, 200)}`);
}

beforeAll(async () => {
  // Every caller signs up through each registration route, from one address: more than an hour's allowance.
  t = await startTestServer({ seed: false, env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" } });
  const [client, otherClient, expert, otherExpert, candidate, otherCandidate, inactive] = await Promise.all([
    t.createUser("client"),
    t.createUser("client"),
    t.createUser("expert"),
    t.createUser("expert"),
    t.createUser("candidate"),
    t.createUser("candidate"),
    t.createUser("expert", { activeExpert: false }),
  ]);
  const admin = await t.loginAs("admin");
  const adminId = (await admin.get("/api/auth/me")).body.user.id as number;
  logins = { client: client.login, otherClient: otherClient.login, expert: expert.login, otherExpert: otherExpert.login, candidate: candidate.login, admin: "" };
  callers = { anon: t.anon(), client: client.api, otherClient: otherClient.api, expert: expert.api, otherExpert: otherExpert.api, candidate: candidate.api, admin };

  const team = await client.api.post("/api/dream-teams", { name: "Owned team" });
  ok(team, 201, "dream team");
  ok(await client.api.post("/api/client/profile", { companyName: "Owner Co" }), 200, "client profile");
  const invitation = await client.api.post("/api/company/invitations", { email: "matrix-invitee@matrix.example", role: "viewer" });
  ok(invitation, 201, "invitation");
  const [bookingStart, bookingEnd] = [day(10), day(40)];
  const booking = await client.api.post("/api/pre-bookings", { expertId: expert.id, startDate: bookingStart, endDate: bookingEnd, preInterviewRequested: false });
  ok(booking, 201, "pre-booking");
  // An interview for that booking, ten days ahead at a quarter hour.
  const interviewAt = new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 10 * 86_400_000);
  const [interview] = await t.deps.db
    .insert(interviews)
    .values({ clientId: client.id, expertId: expert.id, preBookingId: booking.body.id, startsAt: interviewAt, endsAt: new Date(interviewAt.getTime() + 30 * 60_000), minutes: 30 })
    .returning();
  const notes = await expert.api.get("/api/notifications");
  ok(notes, 200, "notifications");

  // A requisition of the client's with a candidate marked for interview, and an expert who fits it.
  const [candidateExpert, proposable] = await Promise.all([t.createUser("expert"), t.createUser("expert")]);
  await t.deps.db.insert(availability).values([candidateExpert, proposable].map((e) => ({ expertId: e.id, availableFrom: day(0) })));
  const requisition = await client.api.post("/api/requisitions", {
    title: "Matrix role",
    mustHave: ["Python"],
    startDate: day(60),
    weeks: 2,
    headcount: 2,
    timeZone: "Africa/Johannesburg",
    workStart: "08:00",
    workEnd: "17:00",
  });
  ok(requisition, 201, "requisition");
  ok(await admin.post(`/api/requisitions/${requisition.body.id}/candidates`, { expertId: candidateExpert.id, note: "Fits" }), 201, "candidate");
  ok(await client.api.patch(`/api/requisitions/${requisition.body.id}/candidates/${candidateExpert.id}`, { decision: "interview" }), 200, "interview");

  // An engagement of the client with the expert, both terms accepted, running from two weeks back.
  const work = await client.api.post("/api/pre-bookings", { expertId: expert.id, startDate: day(100), endDate: day(130), preInterviewRequested: false });
  ok(work, 201, "engagement booking");
  ok(await expert.api.patch(`/api/pre-bookings/${work.body.id}`, { status: "confirmed" }), 200, "engagement confirmation");
  const [engagement] = await t.deps.db.select().from(engagements).where(eq(engagements.preBookingId, work.body.id));
  const monday = mondayOf(day(0));
  await t.deps.db.update(engagements).set({ startDate: addDays(monday, -14), endDate: addDays(monday, 60) }).where(eq(engagements.id, engagement.id));
  for (const party of [client.api, expert.api]) {
    const shown = await party.get(`/api/engagements/${engagement.id}`);
    ok(await party.post(`/api/engagements/${engagement.id}/accept`, { sha256: createHash("sha256").update(shown.body.terms.text, "utf8").digest("hex") }), 200, "acceptance");
  }
  const submittedWeek = addDays(monday, -14);
  ok(await expert.api.post(`/api/engagements/${engagement.id}/timesheets/${submittedWeek}/submit`, { days: [{ date: submittedWeek, minutes: 240 }] }), 200, "submitted week");
  // An engagement of the client's with the expert, started five days ago: in its trial.
  const [trialBooking] = await t.deps.db
    .insert(preBookings)
    .values({ clientId: client.id, expertId: expert.id, startDate: day(-5), endDate: day(5), contractLength: 3, status: "confirmed", confirmedAt: new Date() })
    .returning({ id: preBookings.id });
  const [trialEngagement] = await t.deps.db
    .insert(engagements)
    .values({ preBookingId: trialBooking.id, clientId: client.id, expertId: expert.id, hourlyRateCents: 5000, startDate: day(-5), endDate: day(5), status: "active", activatedAt: new Date() })
    .returning({ id: engagements.id });

  const cv = await candidate.api.request("POST", "/api/upload/cv", undefined, { raw: cvForm() });
  ok(cv, 201, "cv upload");
  ok(await candidate.api.post("/api/candidate/profile", { name: "Owner Talent", role: "Data Engineer", cvFilePath: cv.body.filePath }), 200, "candidate profile");
  const other = await otherCandidate.api.post("/api/candidate/profile", { name: "Other Talent", role: "Data Engineer" });
  ok(other, 200, "other candidate profile");
  // Vetted, so an admin may make them an expert.
  await passVetting(t.deps.db, otherCandidate.id);

  const photo = new FormData();
  photo.append("photo", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "me.png");
  ok(await expert.api.request("POST", "/api/experts/profile/photo", undefined, { raw: photo }), 200, "photo");

  const blog = (slug: string, published: boolean) =>
    admin.post("/api/admin/blog/posts", { title: `Matrix ${slug}`, slug, excerpt: "Excerpt", content: "<p>Body</p>", tags: [], published });
  const [published, draft, toEdit, toDelete] = [await blog("matrix-published", true), await blog("matrix-draft", false), await blog("matrix-edit", false), await blog("matrix-delete", false)];
  for (const p of [published, draft, toEdit, toDelete]) ok(p, 201, "blog post");

  const slots = await t.anon().get("/api/discovery-calls/slots");
  ok(slots, 200, "slots");
  const takenSlot = (slots.body.slots as string[]).at(-1)!;
  const call = await t.anon().post("/api/discovery-calls", { slotStart: takenSlot, name: "Ada", email: "ada@corp.example", company: "Corp", needs: "A data team", timeZone: "UTC" });
  ok(call, 201, "discovery call");
  const calls = await admin.get("/api/admin/discovery-calls");
  const [invoice] = await t.deps.db
    .insert(invoices)
    .values({ clientId: client.id, periodStart: "2025-01-01", status: "open", number: 900_001, totalCents: 10_000, billedName: "Matrix Client", issuedAt: new Date(), paymentTermsDays: 14, dueDate: "2025-02-15", remittance: REMITTANCE, paymentReference: invoicePaymentReference(900_001) })
    .returning();
  const note = await admin.post(`/api/admin/invoices/${invoice.id}/credit-notes`, { amountCents: 1, description: "Matrix fixture" });
  ok(note, 201, "credit note");

  f = {
    ids: { client: client.id, otherClient: otherClient.id, expert: expert.id, otherExpert: otherExpert.id, candidate: candidate.id, admin: adminId, inactiveExpert: inactive.id },
    teamId: team.body.id,
    invitationId: invitation.body.id,
    bookingId: booking.body.id,
    requisitionId: requisition.body.id,
    candidateExpertId: candidateExpert.id,
    proposableExpertId: proposable.id,
    engagementId: engagement.id,
    weekStart: addDays(monday, -7),
    submittedWeek,
    interviewId: interview.id,
    trialEngagementId: trialEngagement.id,
    notificationId: notes.body[0].id,
    cvId: (cv.body.filePath as string).split("/").at(-1)!,
    cvPath: cv.body.filePath,
    candidateProfileId: other.body.profile.id,
    publishedSlug: "matrix-published",
    draftSlug: "matrix-draft",
    postId: toEdit.body.id,
    postToDeleteId: toDelete.body.id,
    callId: calls.body[0].id,
    callToken: (call.body.icsUrl as string).split("/")[3],
    takenSlot,
    today: day(0),
    bookingStart,
    bookingEnd,
    png: PNG,
    pdf: minimalPdf(),
    invoiceId: invoice.id,
    creditNoteId: note.body.id,
    companyId: (await client.api.get("/api/company")).body.id,
  };
});

afterAll(async () => {
  await t?.close();
});

function cvForm() {
  const form = new FormData();
  form.append("cv", new Blob([new Uint8Array(minimalPdf())], { type: "application/pdf" }), "cv.pdf");
  return form;
}

/** A second sign-in of the caller's account. */
function signInAgain(caller: Caller): Promise<ApiClient> {
  if (caller === "anon") return Promise.resolve(t.anon());
  if (caller === "admin") return t.loginAs("admin");
  return t.login(logins[caller], "test-password-1");
}

/** A new signed-in account of the caller's kind, for calls that end the caller's sign-in. */
async function throwaway(caller: Caller): Promise<ApiClient> {
  if (caller === "anon") return t.anon();
  if (caller === "admin") return (await t.createUser("client", { isAdmin: true })).api;
  return (await t.createUser(caller === "client" || caller === "otherClient" ? "client" : caller === "candidate" ? "candidate" : "expert")).api;
}

const matches = (status: number, expected: Expected) => (expected === "2xx" ? status >= 200 && status < 300 : status === expected);
const methodOf = (row: RouteCase) => row.route.split(" ")[0];

let counter = 0;
async function send(row: RouteCase, caller: Caller) {
  counter += 1;
  const req = row.request(f, caller, `${Date.now().toString(36)}${counter}`);
  const api = req.throwaway ? await throwaway(caller) : req.fresh ? await signInAgain(caller) : callers[caller];
  const method = methodOf(row);
  if (req.form) return api.request(method, req.path, undefined, { raw: req.form() });
  return api.request(method, req.path, method === "GET" || method === "DELETE" ? undefined : (req.body ?? {}));
}

describe("the route table", () => {
  it("names every route the server registers, and only those", () => {
    const registered = registeredRoutes(createApp(t.deps) as unknown as Parameters<typeof registeredRoutes>[0]);
    const inTable = [...new Set(ROUTE_TABLE.map((r) => r.route))].sort();
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((r) => !inTable.includes(r)), "registered by the server but missing from route-table.ts").toEqual([]);
    expect(inTable.filter((r) => !registered.includes(r)), "in route-table.ts but not registered by the server").toEqual([]);
  });

  it("has an answer for every kind of caller in every row", () => {
    for (const row of ROUTE_TABLE) expect(Object.keys(row.expect).sort(), row.route).toEqual([...CALLERS].sort());
  });
});

describe("authorization matrix", () => {
  // One test per row, in table order: rows that create or change something come after the reads
  // that expect the state before them.
  for (const row of ROUTE_TABLE) {
    it(`${row.route}${row.note ? ` (${row.note})` : ""}`, async () => {
      const problems: string[] = [];
      for (const caller of RUN_ORDER) {
        const res = await send(row, caller);
        const expected = row.expect[caller];
        if (!matches(res.status, expected)) problems.push(`${caller}: expected ${expected}, got ${res.status} ${res.text.slice(0, 160)}`);
        // Every refusal from the API says why, as JSON.
        if (res.status >= 400 && row.route.includes(" /api/") && typeof res.body?.error?.message !== "string") {
          problems.push(`${caller}: ${res.status} without a JSON message`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("lists show each caller only their own notifications", async () => {
    for (const caller of CALLERS.filter((c) => c !== "anon")) {
      const res = await callers[caller].get("/api/notifications?limit=100");
      const ids = (res.body as { id: number }[]).map((n) => n.id);
      expect(ids.includes(f.notificationId), caller).toBe(caller === "expert");
    }
  });

  it("left each owner's profile as only the owner set it", async () => {
    const [mine] = await t.deps.db.select({ bio: experts.bio }).from(experts).where(eq(experts.userId, f.ids.expert));
    const [theirs] = await t.deps.db.select({ bio: experts.bio }).from(experts).where(eq(experts.userId, f.ids.otherExpert));
    expect(mine.bio).toBe("Edited by expert");
    expect(theirs.bio).toBe("Edited by otherExpert");
    const [company] = await t.deps.db.select({ name: clientProfiles.companyName }).from(clientProfiles).where(eq(clientProfiles.userId, f.ids.client));
    expect(company.name).toBe("Company of client");
  });
});
