// Every call behind the admin console and blog administration, checked in one place: refused to
// visitors (401) and to clients, experts and candidates (403), answered for admins.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateProfiles, discoveryCalls, preBookings, users } from "@shared/schema";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { passVetting } from "../test/vetting";

let t: TestServer;
let admin: ApiClient;
let others: Record<"client" | "expert" | "candidate", ApiClient>;
let ids: { expert: number; candidateProfile: number; call: number; post: number; confirmedBooking: number };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs("admin");
  others = { client: await t.loginAs("client"), expert: await t.loginAs("expert"), candidate: await t.loginAs("candidate") };
  const [thandi] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "thandi"));
  const [profile] = await t.deps.db.select({ id: candidateProfiles.id, userId: candidateProfiles.userId }).from(candidateProfiles).limit(1);
  await passVetting(t.deps.db, profile.userId);
  const [call] = await t.deps.db
    .insert(discoveryCalls)
    .values({ slotStart: new Date("2031-03-03T10:00:00Z"), name: "Ada", email: "ada@corp.example", company: "Corp", needs: "A data team", timeZone: "UTC" })
    .returning({ id: discoveryCalls.id });
  const [confirmed] = await t.deps.db.select({ id: preBookings.id }).from(preBookings).where(eq(preBookings.status, "confirmed"));
  const post = await admin.post("/api/admin/blog/posts", { title: "Access check", slug: "access-check", excerpt: "Excerpt", content: "<p>Body</p>", tags: [], published: false });
  expect(post.status).toBe(201);
  ids = { expert: thandi.id, candidateProfile: profile.id, call: call.id, post: post.body.id, confirmedBooking: confirmed.id };
});

afterAll(async () => {
  await t?.close();
});

type Call = { method: "get" | "post" | "put" | "patch" | "delete"; path: () => string; body?: () => unknown; ok: number };

// Admin answers are checked last and in this order, so the destructive ones come at the end.
const CALLS: Call[] = [
  { method: "get", path: () => "/api/admin/check-auth", ok: 200 },
  { method: "get", path: () => "/api/admin/overview", ok: 200 },
  { method: "get", path: () => "/api/pre-bookings?status=all&q=1", ok: 200 },
  { method: "get", path: () => "/api/dream-teams", ok: 200 },
  { method: "get", path: () => "/api/admin/discovery-calls", ok: 200 },
  { method: "get", path: () => "/api/admin/candidates", ok: 200 },
  { method: "get", path: () => `/api/admin/candidates/${ids.candidateProfile}`, ok: 200 },
  { method: "get", path: () => "/api/admin/blog/posts", ok: 200 },
  { method: "patch", path: () => `/api/admin/discovery-calls/${ids.call}`, body: () => ({ status: "contacted" }), ok: 200 },
  { method: "patch", path: () => `/api/experts/${ids.expert}`, body: () => ({ isActive: true }), ok: 200 },
  { method: "put", path: () => `/api/admin/blog/posts/${ids.post}`, body: () => ({ title: "Access check", slug: "access-check", excerpt: "E", content: "<p>B</p>", tags: [], published: false }), ok: 200 },
  { method: "post", path: () => "/api/admin/blog/posts", body: () => ({ title: "T", slug: "t", excerpt: "E", content: "<p>B</p>" }), ok: 201 },
  { method: "post", path: () => `/api/admin/candidates/${ids.candidateProfile}/activate-expert`, ok: 200 },
  { method: "delete", path: () => `/api/admin/blog/posts/${ids.post}`, ok: 204 },
];

const send = (api: ApiClient, call: Call) => {
  const path = call.path();
  const body = call.body?.();
  return call.method === "get" || call.method === "delete" ? api[call.method](path) : api[call.method](path, body);
};

describe("admin-only calls", () => {
  it("refuse visitors with 401", async () => {
    for (const call of CALLS) {
      const res = await send(t.anon(), call);
      expect(res.status, `${call.method} ${call.path()}`).toBe(401);
    }
  });

  it("refuse clients, experts and candidates with 403", async () => {
    for (const [role, api] of Object.entries(others)) {
      for (const call of CALLS) {
        const res = await send(api, call);
        expect(res.status, `${role}: ${call.method} ${call.path()}`).toBe(403);
      }
    }
  });

  it("answer admins", async () => {
    for (const call of CALLS) {
      const res = await send(admin, call);
      expect(res.status, `${call.method} ${call.path()}: ${res.text.slice(0, 200)}`).toBe(call.ok);
    }
  });
});

describe("marking a booking completed", () => {
  it("is refused to the booked expert and the client, and allowed to an admin", async () => {
    const path = `/api/pre-bookings/${ids.confirmedBooking}`;
    expect((await t.anon().patch(path, { status: "completed" })).status).toBe(401);
    const [booking] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, ids.confirmedBooking));
    const expert = await t.login((await t.deps.db.select({ u: users.username }).from(users).where(eq(users.id, booking.expertId)))[0].u!, "demo-pass-2026");
    expect((await expert.patch(path, { status: "completed" })).status).toBe(403);
    expect((await others.client.patch(path, { status: "completed" })).status).toBe(403);
    const res = await admin.patch(path, { status: "completed" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.confirmedBooking, status: "completed" });
  });
});

describe("the expert list", () => {
  it("shows inactive experts to admins only, whatever the caller asks for", async () => {
    expect((await admin.patch(`/api/experts/${ids.expert}`, { isActive: false })).status).toBe(200);
    const forAdmin = await admin.get("/api/experts?includeInactive=true&q=thandi");
    expect(forAdmin.body.map((e: { userId: number }) => e.userId)).toEqual([ids.expert]);
    for (const api of [t.anon(), others.client, others.expert, others.candidate]) {
      const res = await api.get("/api/experts?includeInactive=true&q=thandi");
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });
});
