// A client's company over HTTP: sign-up makes one, the profile names it, the role table decides every
// call, a company keeps an owner, invitations work once for 7 days and 20 a day, removal ends a
// member's sign-ins at once.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_ACTIONS, COMPANY_ROLES, INVITATIONS_PER_DAY, mayDo, refusalOf, type CompanyAction, type CompanyRole } from "@shared/company-roles";
import { auditLog, companyInvitations, companyMembers, dreamTeamMembers, dreamTeams, interviews, mailOutbox, preBookings, requisitionCandidates, requisitions, users } from "@shared/schema";
import {
  adminCompanyAnswer,
  billingDetailsAnswer,
  COMPANY_MESSAGES,
  companyAnswer,
  companyMemberAnswer,
  invitationAcceptedAnswer,
  invitationAnswer,
  invitationPreviewAnswer,
} from "@shared/contracts/companies";
import { savedClientProfileAnswer } from "@shared/contracts/client-profiles";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { loggedUrl } from "../lib/request-log";
import { activeEngagement, week } from "../test/billing";
import { engagements } from "@shared/schema";
import { addDays, mondayOf, todayUtc } from "@shared/calendar";

let t: TestServer;
beforeAll(async () => {
  // Every company here starts with a sign-up through the API, all from this one address.
  t = await startTestServer({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "violet-harbour-2026";
let counter = 0;
const address = (what: string) => `${what}.${Date.now().toString(36)}.${++counter}@company.example`;

/** A client signed up through the API, with the company sign-up made for them. */
async function signUp(first = "Olive", last = "Owner") {
  const email = address("owner");
  const res = await t.anon().post("/api/auth/register/client", { email, password: PASSWORD, firstName: first, lastName: last });
  expect(res.status).toBe(201);
  const api = await t.login(email, PASSWORD);
  return { api, email, id: res.body.user.id as number };
}

/** The link's token, as the invitation's mail carries it. */
async function tokenOf(invitationId: number) {
  const [row] = await t.deps.db.select({ link: mailOutbox.link }).from(mailOutbox).where(eq(mailOutbox.companyInvitationId, invitationId));
  return row.link!.split("#token=")[1];
}

/** Invites an address with `role` and has it join; answers the new member signed in. */
async function join(owner: ApiClient, role: CompanyRole, first = "Mia") {
  const email = address(role);
  const invited = await owner.post("/api/company/invitations", { email, role });
  expect(invited.status).toBe(201);
  const token = await tokenOf(invited.body.id);
  const accepted = await t.anon().post(`/api/company/invitations/${token}/accept`, { firstName: first, lastName: "Member", password: PASSWORD });
  expect(accepted.status).toBe(201);
  const api = await t.login(email, PASSWORD);
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { api, email, id: user.id };
}

describe("a company", () => {
  it("is made at sign-up, named after the person, with them as its owner", async () => {
    const { api } = await signUp("Ada", "Lovelace");
    const res = await api.get("/api/company");
    expect(res.status).toBe(200);
    const company = expectAnswer(companyAnswer, res.body);
    expect(company).toMatchObject({ name: "Ada Lovelace", role: "owner", billing: { legalName: null, billingEmail: null, billingAddress: null, taxId: null } });
    expect(company.actions).toEqual(Object.keys(COMPANY_ACTIONS));
    const members = await api.get("/api/company/members");
    expect(expectListAnswer(companyMemberAnswer, members.body)).toMatchObject([{ firstName: "Ada", lastName: "Lovelace", role: "owner" }]);
  });

  it("takes its facts from the client profile, whose API keeps working, and shares them with every member", async () => {
    const { api } = await signUp();
    const saved = await api.post("/api/client/profile", { companyName: "Engines Ltd", industry: "FinTech", companyLocation: "London, UK", urgency: "ASAP" });
    expect(saved.status).toBe(200);
    expect((await api.get("/api/company")).body.name).toBe("Engines Ltd");
    const hiring = await join(api, "hiring");
    const profile = await hiring.api.get("/api/client/profile");
    expect(expectAnswer(savedClientProfileAnswer, profile.body)).toMatchObject({ companyName: "Engines Ltd", industry: "FinTech", companyLocation: "London, UK", urgency: null });
    // The member's own preferences are theirs; the company's facts are the owner's to change.
    const own = await hiring.api.post("/api/client/profile", { ...profile.body, urgency: "Within 1 month", updatedAt: undefined, userId: undefined });
    expect(own.status).toBe(200);
    const rename = await hiring.api.post("/api/client/profile", { companyName: "Hijacked Ltd" });
    expect(rename.status).toBe(403);
    expect(rename.body.error.message).toBe(refusalOf("company.rename"));
    expect((await api.get("/api/company")).body.name).toBe("Engines Ltd");
    // A new name from the owner reaches every member's profile.
    expect((await api.put("/api/company", { name: "Engines Group" })).status).toBe(200);
    expect((await hiring.api.get("/api/client/profile")).body.companyName).toBe("Engines Group");
  });

  it("keeps billing details for owners and finance, validated", async () => {
    const { api } = await signUp();
    const put = await api.put("/api/company", { legalName: "Engines Limited", billingEmail: "AP@Engines.example", billingAddress: "1 Dock Road\nLondon", taxId: "GB123456789" });
    expect(put.status).toBe(200);
    expect(expectAnswer(companyAnswer, put.body).billing).toEqual({ legalName: "Engines Limited", billingEmail: "ap@engines.example", billingAddress: "1 Dock Road\nLondon", taxId: "GB123456789" });
    const bad = await api.put("/api/company", { billingEmail: "not an address", name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["billingEmail", "name"]);
    expect((await api.put("/api/company", { stranger: 1 })).status).toBe(400);
    const finance = await join(api, "finance");
    expect(expectAnswer(billingDetailsAnswer, (await finance.api.get("/api/company/billing")).body).taxId).toBe("GB123456789");
  });

  it("is for clients: 401 signed out, 403 for an expert", async () => {
    expect((await t.anon().get("/api/company")).status).toBe(401);
    const expert = await t.createUser("expert");
    expect((await expert.api.get("/api/company")).status).toBe(403);
  });
});

describe("the role table, walked whole", () => {
  /**
   * Each action as one request by `api` against the company of `owner`, with a fresh target where
   * it needs one (a member to change or remove, an invitation to revoke), so no call depends on
   * another. `targeted` actions name a row of that company: a member of another company gets 404.
   */
  const ACTIONS: Record<CompanyAction, { targeted: boolean; ok: number; call: (api: ApiClient, owner: ApiClient) => Promise<{ status: number; body: unknown }> }> = {
    "company.read": { targeted: false, ok: 200, call: (api) => api.get("/api/company") },
    "company.rename": { targeted: false, ok: 200, call: (api) => api.put("/api/company", { name: "Renamed Ltd" }) },
    "members.read": { targeted: false, ok: 200, call: (api) => api.get("/api/company/members") },
    "members.invite": { targeted: false, ok: 201, call: (api) => api.post("/api/company/invitations", { email: address("walk"), role: "viewer" }) },
    "members.change-role": {
      targeted: true,
      ok: 200,
      call: async (api, owner) => api.patch(`/api/company/members/${(await join(owner, "viewer")).id}`, { role: "hiring" }),
    },
    "members.remove": { targeted: true, ok: 204, call: async (api, owner) => api.delete(`/api/company/members/${(await join(owner, "viewer")).id}`) },
    "invitations.read": { targeted: false, ok: 200, call: (api) => api.get("/api/company/invitations") },
    "invitations.revoke": {
      targeted: true,
      ok: 204,
      call: async (api, owner) => api.delete(`/api/company/invitations/${(await owner.post("/api/company/invitations", { email: address("revoke"), role: "viewer" })).body.id}`),
    },
    "billing.read": { targeted: false, ok: 200, call: (api) => api.get("/api/company/billing") },
    "billing.edit": { targeted: false, ok: 200, call: (api) => api.put("/api/company", { taxId: "EU-1" }) },
    // The company's engagements: each call on a fresh one, made by the owner's booking.
    "engagement.accept-terms": {
      targeted: true,
      ok: 200,
      call: async (api, owner) => {
        const e = await engagementOfOwner(-1);
        await t.deps.db.update(engagements).set({ status: "awaiting_acceptance", activatedAt: null }).where(eq(engagements.id, e.id));
        const { sha256 } = (await owner.get(`/api/engagements/${e.id}`)).body.terms;
        return api.post(`/api/engagements/${e.id}/accept`, { sha256 });
      },
    },
    // Each member asks as the engagement's approver: the role decides here, the approver rule in timesheets' test.
    "engagement.answer-week": {
      targeted: true,
      ok: 200,
      call: async (api) => {
        const e = await engagementOfOwner(-14);
        await t.deps.db.update(engagements).set({ approverId: idOf.get(api)! }).where(eq(engagements.id, e.id));
        await week(t.deps.db, e.id, e.startDate, [480, 480], "submitted");
        return api.post(`/api/engagements/${e.id}/timesheets/${e.startDate}/approve`, {});
      },
    },
    "engagement.end-trial": {
      targeted: true,
      ok: 200,
      call: async (api) => api.post(`/api/engagements/${(await engagementOfOwner(-3)).id}/end-trial`, { reason: "Not the fit we hoped for." }),
    },
    "engagement.set-approver": {
      targeted: true,
      ok: 200,
      call: async (api) => api.put(`/api/engagements/${(await engagementOfOwner(-7)).id}/approver`, { userId: idOf.get(members.hiring) }),
    },
    // The company's needs, teams, bookings and interviews: made by the owner, acted on by any member whose role may.
    "needs.create": { targeted: false, ok: 201, call: (api) => api.post("/api/requisitions", need) },
    "needs.change": { targeted: true, ok: 200, call: async (api) => api.patch(`/api/requisitions/${(await ownersNeed()).id}`, need) },
    "match.run": {
      targeted: false,
      ok: 200,
      // Both of the match's calls: "Find my team" and the need's count as it is typed; they answer alike.
      call: async (api) => {
        const { title: _title, headcount: _headcount, notes: _notes, ...fit } = need;
        const [found, counted] = await Promise.all([api.post("/api/match", fit), api.post("/api/requisitions/fit", fit)]);
        return found.status === counted.status ? found : { status: 0, body: { found: found.body, counted: counted.body } };
      },
    },
    "shortlist.answer": {
      targeted: true,
      ok: 200,
      call: async (api) => {
        const { requisition, expertId } = await ownersShortlist();
        return api.patch(`/api/requisitions/${requisition}/candidates/${expertId}`, { decision: "interview" });
      },
    },
    "teams.change": {
      targeted: true,
      ok: 201,
      // Adds the expert and takes them out again, so each role's call starts from the same team.
      call: async (api) => {
        const { team, expertId } = await ownersTeam();
        const added = await api.post(`/api/dream-teams/${team}/members`, { expertId });
        if (added.status !== 201) return added;
        const removed = await api.delete(`/api/dream-teams/${team}/members/${expertId}`);
        return removed.status === 204 ? added : removed;
      },
    },
    "bookings.create": {
      targeted: true,
      ok: 201,
      call: async (api) => api.post(`/api/dream-teams/${(await ownersTeam()).bookable}/pre-bookings`, { startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 70) }),
    },
    "interviews.book": {
      targeted: true,
      ok: 201,
      // A pre-booking of the owner's that asks for an interview, each call its own; the caller books the first slot they share with the expert.
      call: async (api) => {
        const { expertId } = await ownersTeam();
        const [booking] = await t.deps.db
          .insert(preBookings)
          .values({ clientId: ownerId, expertId, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 70), preInterviewRequested: true })
          .returning({ id: preBookings.id });
        const slots = await api.get(`/api/interviews/slots?expertId=${expertId}&days=7&minutes=30`);
        const startsAt = slots.status === 200 ? slots.body.slots[0].startsAt : inDays(3).toISOString();
        return api.post("/api/interviews", { expertId, preBookingId: booking.id, startsAt, minutes: 30 });
      },
    },
    "interviews.change": {
      targeted: true,
      ok: 200,
      // Moved to the time it has: a move that changes nothing, asked of the role first all the same.
      call: async (api) => {
        const { id, startsAt } = await ownersInterview();
        return api.patch(`/api/interviews/${id}`, { action: "move", startsAt: startsAt.toISOString(), reason: "Checking the time" });
      },
    },
    "threads.write": { targeted: true, ok: 201, call: async (api) => api.post(`/api/threads/requisition/${(await ownersNeed()).id}/messages`, { body: "Any news on this one?" }) },
    "engagement.po-number": {
      targeted: true,
      ok: 200,
      call: async (api) => api.put(`/api/engagements/${(await engagementOfOwner(-7)).id}/po-number`, { poNumber: "PO-4471" }),
    },
  };

  const need = {
    title: "Data Engineer",
    mustHave: ["SQL"],
    niceToHave: [],
    maxRate: 90,
    startDate: addDays(todayUtc(), 30),
    weeks: 4,
    headcount: 1,
    timeZone: "Europe/London",
    workStart: "09:00",
    workEnd: "17:00",
    minOverlapHours: 4,
    notes: "",
  };

  /** The need as a row of the owner's, due in 14 days. */
  const needRow = () => {
    const { maxRate, ...rest } = need;
    return { ...rest, maxRateCents: maxRate * 100, clientId: ownerId, submittedAt: new Date(), dueAt: new Date(Date.now() + 14 * 86_400_000) };
  };

  /** A quarter hour about `days` from now. */
  const inDays = (days: number) => new Date(Math.ceil((Date.now() + days * 86_400_000) / 900_000) * 900_000);

  /** Made once, on first use, for every call of the actions that share it. */
  const once = <T,>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= make());
  };
  const ownersNeed = once(async () => {
    const [row] = await t.deps.db
      .insert(requisitions)
      .values(needRow())
      .returning();
    return row;
  });
  const ownersShortlist = once(async () => {
    const [{ id: requisition }] = await t.deps.db
      .insert(requisitions)
      .values(needRow())
      .returning();
    const { id: expertId } = await t.createUser("expert");
    const reasons = { matchedSkills: ["SQL"], missingSkills: [], overlapHours: 6, coverage: 1, availableFrom: todayUtc() };
    await t.deps.db.insert(requisitionCandidates).values({ requisitionId: requisition, expertId, note: "Fits", score: 0.9, reasons });
    return { requisition, expertId };
  });
  /** A team of the owner's with nobody in it, and one with an expert to book; the expert is the one added and removed. */
  const ownersTeam = once(async () => {
    const { id: expertId } = await t.createUser("expert");
    const [{ id: team }] = await t.deps.db.insert(dreamTeams).values({ clientId: ownerId, name: "Walked team" }).returning({ id: dreamTeams.id });
    const [{ id: bookable }] = await t.deps.db.insert(dreamTeams).values({ clientId: ownerId, name: "Team to book" }).returning({ id: dreamTeams.id });
    await t.deps.db.insert(dreamTeamMembers).values({ teamId: bookable, expertId });
    return { team, bookable, expertId };
  });
  const ownersInterview = once(async () => {
    const { expertId } = await ownersTeam();
    const [booking] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: ownerId, expertId, startDate: addDays(todayUtc(), 40), endDate: addDays(todayUtc(), 70), preInterviewRequested: true })
      .returning({ id: preBookings.id });
    const startsAt = inDays(3);
    const [row] = await t.deps.db
      .insert(interviews)
      .values({ clientId: ownerId, expertId, preBookingId: booking.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), minutes: 30, meetingUrl: "https://meet.example.test/walk", createdBy: ownerId })
      .returning();
    return row;
  });

  /** An active engagement of the owner's company with an expert of its own, from the Monday `days` away. */
  async function engagementOfOwner(days: number) {
    const start = mondayOf(addDays(todayUtc(), days));
    const { id: expertId } = await t.createUser("expert");
    return activeEngagement(t.deps.db, { clientId: ownerId, expertId, rateCents: 9000, startDate: start, endDate: addDays(start, 90) });
  }

  let owner: ApiClient;
  let ownerId: number;
  let ownCompanyId: number;
  const members = {} as Record<CompanyRole, ApiClient>;
  const idOf = new Map<ApiClient, number>();
  let outsider: ApiClient;
  beforeAll(async () => {
    ({ api: owner, id: ownerId } = await signUp());
    ownCompanyId = (await owner.get("/api/company")).body.id;
    for (const role of COMPANY_ROLES) {
      const member = await join(owner, role);
      members[role] = member.api;
      idOf.set(member.api, member.id);
    }
    const other = await signUp("Otto", "Outsider");
    outsider = other.api;
    idOf.set(outsider, other.id);
  });

  for (const action of Object.keys(COMPANY_ACTIONS) as CompanyAction[]) {
    for (const role of COMPANY_ROLES) {
      const allowed = mayDo(role, action);
      it(`${action} by ${role}: ${allowed ? "done" : "403 naming who may"}`, async () => {
        const res = await ACTIONS[action].call(members[role], owner);
        if (allowed) {
          expect(res.status).toBe(ACTIONS[action].ok);
        } else {
          expect(res.status).toBe(403);
          expect((res.body as { error: { message: string } }).error.message).toBe(refusalOf(action));
        }
      });
    }
    it(`${action} by a member of another company: ${ACTIONS[action].targeted ? "404" : "only ever their own company"}`, async () => {
      const res = await ACTIONS[action].call(outsider, owner);
      if (ACTIONS[action].targeted) {
        expect(res.status).toBe(404);
      } else {
        expect(res.status).toBe(ACTIONS[action].ok);
        const mine = await outsider.get("/api/company");
        expect(mine.body.id).not.toBe(ownCompanyId);
        if (action === "members.read") expect((res.body as { email: string }[]).every((m) => m.email.startsWith("owner."))).toBe(true);
      }
    });
  }

  it("tells each member what their role lets them do", async () => {
    for (const role of COMPANY_ROLES) {
      const company = expectAnswer(companyAnswer, (await members[role].get("/api/company")).body);
      expect(company.role).toBe(role);
      expect(company.actions).toEqual((Object.keys(COMPANY_ACTIONS) as CompanyAction[]).filter((a) => mayDo(role, a)));
      expect(company.billing === null).toBe(!mayDo(role, "billing.read"));
    }
  });
});

describe("at least one owner", () => {
  it("refuses to demote or remove the last owner (409), and a role that is not one (400)", async () => {
    const { api, id } = await signUp();
    const demote = await api.patch(`/api/company/members/${id}`, { role: "viewer" });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toMatch(/at least one owner/);
    expect((await api.delete(`/api/company/members/${id}`)).status).toBe(409);
    expect((await api.patch(`/api/company/members/${id}`, { role: "admin" })).status).toBe(400);
    expect((await api.patch(`/api/company/members/abc`, { role: "viewer" })).status).toBe(400);
  });

  it("keeps one when two owners demote each other at the same moment, round after round", async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signUp();
      const second = await join(first.api, "owner");
      const [a, b] = await Promise.all([
        first.api.patch(`/api/company/members/${second.id}`, { role: "viewer" }),
        second.api.patch(`/api/company/members/${first.id}`, { role: "viewer" }),
      ]);
      // The second is refused: 409 when decided as an owner, 403 once the first has made them a viewer.
      expect([a.status, b.status].filter((s) => s === 200), `round ${round}`).toHaveLength(1);
      expect([a.status, b.status].filter((s) => s === 403 || s === 409), `round ${round}`).toHaveLength(1);
      const companyId = (await first.api.get("/api/company")).body.id;
      const owners = await t.deps.db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")));
      expect(owners, `round ${round}`).toHaveLength(1);
    }
  });

  it("keeps one when two owners remove each other at the same moment", async () => {
    const first = await signUp();
    const second = await join(first.api, "owner");
    const [a, b] = await Promise.all([first.api.delete(`/api/company/members/${second.id}`), second.api.delete(`/api/company/members/${first.id}`)]);
    // The one removed first has lost their sign-in by the time their own call is decided: 401 or 409.
    expect([a.status, b.status].filter((s) => s === 204)).toHaveLength(1);
    const survivor = a.status === 204 ? first.api : second.api;
    expect(expectListAnswer(companyMemberAnswer, (await survivor.get("/api/company/members")).body).filter((m) => m.role === "owner")).toHaveLength(1);
  });
});

describe("invitations", () => {
  it("mails a link that shows the invitation, works once and makes a verified member with the invited role", async () => {
    const { api } = await signUp();
    await api.put("/api/company", { name: "Join Me Ltd" });
    const email = address("invitee");
    const invited = await api.post("/api/company/invitations", { email: email.toUpperCase(), role: "finance" });
    expect(invited.status).toBe(201);
    const invitation = expectAnswer(invitationAnswer, invited.body);
    expect(invitation).toMatchObject({ email, role: "finance" });
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.createdAt).getTime()).toBe(7 * 86_400_000);
    expect(expectListAnswer(invitationAnswer, (await api.get("/api/company/invitations")).body).map((i) => i.id)).toContain(invitation.id);

    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.companyInvitationId, invitation.id));
    expect(mail).toMatchObject({ toAddress: email, accountMail: "company-invitation", userId: null });
    expect(mail.link).toMatch(/^\/join#token=[\w-]{43}$/);
    const token = await tokenOf(invitation.id);
    // Only the token's hash is kept.
    const [stored] = await t.deps.db.select({ tokenHash: companyInvitations.tokenHash }).from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    expect(stored.tokenHash).not.toContain(token);

    const preview = await t.anon().get(`/api/company/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(expectAnswer(invitationPreviewAnswer, preview.body)).toMatchObject({ companyName: "Join Me Ltd", email, role: "finance" });

    const weak = await t.anon().post(`/api/company/invitations/${token}/accept`, { firstName: "Fay", lastName: "Nance", password: "password" });
    expect(weak.status).toBe(400);
    const noName = await t.anon().post(`/api/company/invitations/${token}/accept`, { firstName: "", lastName: "Nance", password: PASSWORD });
    expect(noName.status).toBe(400);

    const accepted = await t.anon().post(`/api/company/invitations/${token}/accept`, { firstName: "Fay", lastName: "Nance", password: PASSWORD });
    expect(accepted.status).toBe(201);
    expect(expectAnswer(invitationAcceptedAnswer, accepted.body)).toEqual({ success: true, email, companyName: "Join Me Ltd" });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerifiedAt).not.toBeNull();
    const fay = await t.login(email, PASSWORD);
    expect((await fay.get("/api/company")).body).toMatchObject({ name: "Join Me Ltd", role: "finance" });

    const again = await t.anon().post(`/api/company/invitations/${token}/accept`, { firstName: "Fay", lastName: "Nance", password: PASSWORD });
    expect(again.status).toBe(409);
    expect((await t.anon().get(`/api/company/invitations/${token}`)).status).toBe(409);
    expect((await api.get("/api/company/invitations")).body.map((i: { id: number }) => i.id)).not.toContain(invitation.id);
    expect((await t.anon().get(`/api/company/invitations/not-a-token`)).status).toBe(404);
  });

  it("keeps a link's token out of the request log, and an invitation's id in it", () => {
    expect(loggedUrl("/api/company/invitations/abc_DEF-123/accept")).toBe("/api/company/invitations/[token]/accept");
    expect(loggedUrl("/api/company/invitations/abc_DEF-123")).toBe("/api/company/invitations/[token]");
    expect(loggedUrl("/api/company/invitations/42")).toBe("/api/company/invitations/42");
    expect(loggedUrl("/api/company/invitations/42abc")).toBe("/api/company/invitations/[token]");
  });

  it("works once when two accept at the same moment", async () => {
    const { api } = await signUp();
    const invited = await api.post("/api/company/invitations", { email: address("race"), role: "viewer" });
    const token = await tokenOf(invited.body.id);
    const answers = await Promise.all(
      ["Ann", "Bea", "Cy"].map((firstName) => t.anon().post(`/api/company/invitations/${token}/accept`, { firstName, lastName: "Racer", password: PASSWORD })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await t.deps.db.select().from(users).where(eq(users.email, invited.body.email))).toHaveLength(1);
  });

  it("expires after 7 days (410) and can be revoked (then 409)", async () => {
    const { api } = await signUp();
    const old = await api.post("/api/company/invitations", { email: address("old"), role: "viewer" });
    await t.deps.db.update(companyInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(companyInvitations.id, old.body.id));
    const late = await t.anon().post(`/api/company/invitations/${await tokenOf(old.body.id)}/accept`, { firstName: "Late", lastName: "Comer", password: PASSWORD });
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(COMPANY_MESSAGES.invitationExpired);

    const revoked = await api.post("/api/company/invitations", { email: address("revoked"), role: "viewer" });
    expect((await api.delete(`/api/company/invitations/${revoked.body.id}`)).status).toBe(204);
    expect((await api.delete(`/api/company/invitations/${revoked.body.id}`)).status).toBe(409);
    expect((await api.delete(`/api/company/invitations/999999`)).status).toBe(404);
    const refused = await t.anon().post(`/api/company/invitations/${await tokenOf(revoked.body.id)}/accept`, { firstName: "Too", lastName: "Late", password: PASSWORD });
    expect(refused.status).toBe(409);
    // Revoked, the address may be invited again.
    expect((await api.post("/api/company/invitations", { email: revoked.body.email, role: "viewer" })).status).toBe(201);
    expect((await api.post("/api/company/invitations", { email: revoked.body.email, role: "viewer" })).status).toBe(409);
  });

  it("refuses an address that already has an account (409), when invited and when it signed up meanwhile", async () => {
    const { api } = await signUp();
    const other = await signUp();
    const taken = await api.post("/api/company/invitations", { email: other.email, role: "viewer" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(COMPANY_MESSAGES.alreadyHasAccount);

    const email = address("meanwhile");
    const invited = await api.post("/api/company/invitations", { email, role: "viewer" });
    expect((await t.anon().post("/api/auth/register/client", { email, password: PASSWORD, firstName: "Meg", lastName: "Anwhile" })).status).toBe(201);
    const accept = await t.anon().post(`/api/company/invitations/${await tokenOf(invited.body.id)}/accept`, { firstName: "Meg", lastName: "Anwhile", password: PASSWORD });
    expect(accept.status).toBe(409);
  });

  it("sends at most 20 a day per company, also when they are sent at the same moment", async () => {
    const { api } = await signUp();
    const answers = await Promise.all(Array.from({ length: INVITATIONS_PER_DAY + 5 }, () => api.post("/api/company/invitations", { email: address("many"), role: "viewer" })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITATIONS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(answers.find((a) => a.status === 429)!.body.error.message).toBe(COMPANY_MESSAGES.tooManyInvitations);
    // A revoked invitation still counts: the limit is on mail sent.
    await api.delete(`/api/company/invitations/${answers[0].body.id}`);
    expect((await api.post("/api/company/invitations", { email: address("many"), role: "viewer" })).status).toBe(429);
  });
});

describe("removing a member", () => {
  it("ends their sessions and tokens at once, refuses their sign-in with a message, and keeps what they made", async () => {
    const { api } = await signUp();
    const leaving = await join(api, "hiring", "Lea");
    // A second way in: a session cookie from a sign-in of its own.
    const byCookie = await t.login(leaving.email, PASSWORD);
    byCookie.token = undefined;
    expect((await byCookie.get("/api/company")).status).toBe(200);
    const team = await leaving.api.post("/api/dream-teams", { name: "Lea's team" });
    expect(team.status).toBe(201);

    expect((await api.delete(`/api/company/members/${leaving.id}`)).status).toBe(204);

    expect((await leaving.api.get("/api/company")).status).toBe(401);
    expect((await byCookie.get("/api/company")).status).toBe(401);
    const signIn = await t.anon().post("/api/auth/login", { email: leaving.email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toBe(COMPANY_MESSAGES.accessRemoved);
    // A wrong password says nothing more.
    expect((await t.anon().post("/api/auth/login", { email: leaving.email, password: "wrong-password-1" })).status).toBe(401);

    expect(await t.deps.db.select().from(dreamTeams).where(eq(dreamTeams.id, team.body.id))).toHaveLength(1);
    expect(expectListAnswer(companyMemberAnswer, (await api.get("/api/company/members")).body).map((m) => m.userId)).not.toContain(leaving.id);
    expect((await api.delete(`/api/company/members/${leaving.id}`)).status).toBe(404);
  });

  it("puts invitations, acceptances, role changes and removals in the audit log", async () => {
    const { api, id: ownerId } = await signUp();
    const member = await join(api, "viewer");
    await api.patch(`/api/company/members/${member.id}`, { role: "finance" });
    await api.delete(`/api/company/members/${member.id}`);
    const revoked = await api.post("/api/company/invitations", { email: address("audit"), role: "viewer" });
    await api.delete(`/api/company/invitations/${revoked.body.id}`);
    const entries = await t.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, targetId: auditLog.targetId, changes: auditLog.changes })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'company.%' and (${auditLog.actorId} in (${ownerId}, ${member.id}))`)
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      "company.member-invited",
      "company.invitation-accepted",
      "company.role-changed",
      "company.member-removed",
      "company.member-invited",
      "company.invitation-revoked",
    ]);
    expect(entries[2]).toMatchObject({ actorId: ownerId, targetId: String(member.id), changes: { from: "viewer", to: "finance" } });
    expect(entries[1]).toMatchObject({ actorId: member.id });
  });
});

describe("erasing an account", () => {
  it("takes the member out of the company, and asks the last owner of colleagues to make another owner first", async () => {
    const owner = await signUp();
    const colleague = await join(owner.api, "viewer");
    const refused = await owner.api.request("DELETE", "/api/account", { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(COMPANY_MESSAGES.lastOwnerErasure);
    expect((await owner.api.get("/api/company")).status).toBe(200);

    expect((await colleague.api.request("DELETE", "/api/account", { password: PASSWORD })).status).toBe(200);
    expect(expectListAnswer(companyMemberAnswer, (await owner.api.get("/api/company/members")).body).map((m) => m.userId)).toEqual([owner.id]);
    // Alone, the owner may go.
    expect((await owner.api.request("DELETE", "/api/account", { password: PASSWORD })).status).toBe(200);
  });

  it("by an admin, of the last owner, makes a colleague the owner: hiring before finance and viewer", async () => {
    const owner = await signUp();
    const viewer = await join(owner.api, "viewer");
    const hiring = await join(owner.api, "hiring");
    const finance = await join(owner.api, "finance");
    const admin = await t.loginAs("admin");
    expect((await admin.delete(`/api/admin/users/${owner.id}`)).status).toBe(200);
    const members = expectListAnswer(companyMemberAnswer, (await hiring.api.get("/api/company/members")).body);
    expect(Object.fromEntries(members.map((m) => [m.userId, m.role]))).toEqual({ [viewer.id]: "viewer", [hiring.id]: "owner", [finance.id]: "finance" });
    expect((await hiring.api.get("/api/company")).body).toMatchObject({ role: "owner" });
  });
});

describe("the console", () => {
  it("lists companies with their members, for admins only", async () => {
    const { api } = await signUp("Cora", "Console");
    await api.put("/api/company", { name: "Console Co" });
    const member = await join(api, "finance", "Fin");
    await api.delete(`/api/company/members/${member.id}`);
    const admin = await t.loginAs("admin");
    const res = await admin.get("/api/admin/companies?limit=100");
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(res.body.length);
    const companies = expectListAnswer(adminCompanyAnswer, res.body);
    const mine = companies.find((c) => c.name === "Console Co")!;
    expect(mine.members.map((m) => [m.firstName, m.role, m.removed])).toEqual([
      ["Cora", "owner", false],
      ["Fin", "finance", true],
    ]);
    expect((await api.get("/api/admin/companies")).status).toBe(403);
  });

  it("seeds Northwind Analytics with its three members", async () => {
    const admin = await t.loginAs("admin");
    const res = await admin.get("/api/admin/companies?limit=100");
    const all: { name: string; members: { email: string; role: string }[] }[] = [...res.body];
    for (let offset = 100; offset < Number(res.headers.get("x-total-count")); offset += 100) all.push(...(await admin.get(`/api/admin/companies?limit=100&offset=${offset}`)).body);
    const northwind = all.find((c) => c.name === "Northwind Analytics")!;
    expect(northwind.members.map((m) => [m.email, m.role])).toEqual([
      ["demo.client@northwind.example", "owner"],
      ["leo.hart@northwind.example", "hiring"],
      ["amara.okafor@northwind.example", "finance"],
    ]);
    const leo = await t.login("leo.hart@northwind.example", "demo-pass-2026");
    expect((await leo.get("/api/company")).body).toMatchObject({ name: "Northwind Analytics", role: "hiring", billing: null });
  });
});
