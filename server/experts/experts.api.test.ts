import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expertAnswer } from "@shared/contracts/experts";
import { experts, users } from "@shared/schema";
import { hashPassword, PASSWORD_COST } from "../auth/password";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { expertSearchText, insertExpert } from "./experts.repo";
import { passVetting } from "../test/vetting";

let t: TestServer;
let anon: ApiClient;
let client: ApiClient;
let admin: ApiClient;
let thandi: ApiClient;
let thandiId: number;
let hiddenId: number;
/** Active experts the demo seed made, counted before this file adds any: the tests add to it. */
let seeded: number;

async function addExpert(name: string, role: string, skills: string[], hourlyRate: number | null, isActive = true) {
  const username = name.toLowerCase().replace(/[^a-z]+/g, ".") + Math.random().toString(36).slice(2, 6);
  const [u] = await t.deps.db
    .insert(users)
    .values({ username, email: `${username}@example.test`, passwordHash: await hashPassword("irrelevant-1", PASSWORD_COST.tests), firstName: name, lastName: "X", userType: "expert" })
    .returning({ id: users.id });
  await insertExpert(t.deps.db, { userId: u.id, name, role, skills, hourlyRateCents: hourlyRate === null ? null : hourlyRate * 100, yearsExperience: 8, isActive });
  return u.id;
}

const names = (body: { name: string }[]) => body.map((e) => e.name);
const totalOf = (res: { headers: Headers }) => Number(res.headers.get("x-total-count"));

beforeAll(async () => {
  t = await startTestServer();
  anon = t.anon();
  client = await t.loginAs("client");
  admin = await t.loginAs("admin");
  thandi = await t.loginAs("expert");
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "thandi"));
  thandiId = row.id;
  seeded = totalOf(await anon.get("/api/experts"));
  await addExpert("Zanele Quasar", "Quantum Data Engineer", ["Rust", "Qiskit Pipelines"], 90);
  await addExpert("Bongani Quill", "Analytics Engineer", ["qiskit", "Excel"], null);
  hiddenId = await addExpert("Hidden Quokka", "Data Engineer", ["Qiskit Pipelines"], 40, false);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/experts search", () => {
  it("lists the active experts in a stable order (name, then id) with the public shape", async () => {
    const res = await anon.get("/api/experts");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expectListAnswer(expertAnswer, res.body);
    // The two active experts added count; the inactive one does not.
    expect(seeded).toBeGreaterThan(0);
    expect(totalOf(res)).toBe(seeded + 2);
    expect(names(res.body)).toEqual([...names(res.body)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names(res.body)).not.toContain("Hidden Quokka");
    const first = res.body[0];
    expect(Object.keys(first).sort()).toEqual([
      "bio",
      "hourlyRate",
      "id",
      "isActive",
      "name",
      "profileImage",
      "role",
      "skills",
      "timeZone",
      "userId",
      "workEnd",
      "workStart",
      "yearsExperience",
    ]);
    expect(first.id).toBe(first.userId);
  });

  it("matches text against name, role or any skill, ignoring case", async () => {
    const byName = await anon.get("/api/experts?q=QUASAR");
    expect(names(byName.body)).toEqual(["Zanele Quasar"]);
    const byRole = await anon.get("/api/experts?q=quantum data");
    expect(names(byRole.body)).toEqual(["Zanele Quasar"]);
    const bySkill = await anon.get("/api/experts?q=QISKIT");
    expect(names(bySkill.body)).toEqual(["Bongani Quill", "Zanele Quasar"]);
    expect(bySkill.headers.get("x-total-count")).toBe("2");
    const substring = await anon.get("/api/experts?q=kit%20pipe");
    expect(names(substring.body)).toEqual(["Zanele Quasar"]);
  });

  it("treats % and _ in the text as themselves", async () => {
    const res = await anon.get(`/api/experts?q=${encodeURIComponent("%")}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get("x-total-count")).toBe("0");
  });

  it("filters by one skill exactly; 'all' means any skill", async () => {
    const exact = await anon.get("/api/experts?skill=Qiskit%20Pipelines");
    expect(names(exact.body)).toEqual(["Zanele Quasar"]);
    const partial = await anon.get("/api/experts?skill=Qiskit");
    expect(partial.body).toEqual([]);
    const all = await anon.get("/api/experts?skill=all");
    expect(totalOf(all)).toBe(seeded + 2);
    const python = await anon.get("/api/experts?skill=Python");
    expect(python.body.length).toBeGreaterThan(0);
    for (const e of python.body) expect(e.skills).toContain("Python");
  });

  it("keeps experts without a rate only when there is no maximum rate", async () => {
    const none = await anon.get("/api/experts?q=bongani");
    expect(names(none.body)).toEqual(["Bongani Quill"]);
    const capped = await anon.get("/api/experts?q=bongani&maxRate=1000");
    expect(capped.body).toEqual([]);
    const emptyCap = await anon.get("/api/experts?q=bongani&maxRate=");
    expect(names(emptyCap.body)).toEqual(["Bongani Quill"]);
    const sixty = await anon.get("/api/experts?maxRate=60&limit=100");
    expect(sixty.body.length).toBeGreaterThan(0);
    for (const e of sixty.body) expect(e.hourlyRate).not.toBeNull();
    for (const e of sixty.body) expect(e.hourlyRate).toBeLessThanOrEqual(60);
    const all = await anon.get("/api/experts?limit=100");
    expect(all.body).toHaveLength(totalOf(all));
    const expected = all.body.filter((e: { hourlyRate: number | null }) => e.hourlyRate !== null && e.hourlyRate <= 60);
    expect(names(sixty.body)).toEqual(names(expected));
  });

  it("combines text, skill and rate", async () => {
    const res = await anon.get("/api/experts?q=data&skill=Python&maxRate=65");
    expect(res.body.length).toBeGreaterThan(0);
    for (const e of res.body) {
      expect(e.skills).toContain("Python");
      expect(e.hourlyRate).toBeLessThanOrEqual(65);
      expect(`${e.name} ${e.role} ${e.skills.join(" ")}`.toLowerCase()).toContain("data");
    }
  });

  it("pages with limit and offset; the total counts every match", async () => {
    const total = seeded + 2;
    // Pages of 7 end on a short one unless the total is a multiple of 7.
    const pageSize = total % 7 === 0 ? 8 : 7;
    const all = await anon.get("/api/experts?limit=100");
    expect(all.body).toHaveLength(total);
    const pages = [];
    for (let offset = 0; offset < total; offset += pageSize) {
      const res = await anon.get(`/api/experts?limit=${pageSize}&offset=${offset}`);
      expect(totalOf(res)).toBe(total);
      expect(res.body).toHaveLength(Math.min(pageSize, total - offset));
      pages.push(...res.body);
    }
    expect(pages.map((e) => e.id)).toEqual(all.body.map((e: { id: number }) => e.id));
    const past = await anon.get(`/api/experts?offset=${total}`);
    expect(past.body).toEqual([]);
    expect(totalOf(past)).toBe(total);
    const def = await anon.get("/api/experts");
    expect(def.body).toHaveLength(Math.min(total, 20));
  });

  it("defaults to 20 per page", async () => {
    const before = totalOf(await anon.get("/api/experts"));
    for (let i = 0; i < 12; i += 1) await addExpert(`Paging Person ${String(i).padStart(2, "0")}`, "Data Engineer", ["Go"], 50);
    const res = await anon.get("/api/experts");
    expect(totalOf(res)).toBe(before + 12);
    expect(totalOf(res)).toBeGreaterThan(20);
    expect(res.body).toHaveLength(20);
  });

  it("counts exactly up to 1,000 matches, then says the count is capped; paging goes on past it", async () => {
    await t.deps.db.execute(sql`
      with u as (
        insert into users (username, email, password_hash, first_name, last_name, user_type)
        select 'capped' || g, 'capped' || g || '@example.test', '-', 'Capped', 'Tester', 'expert' from generate_series(1, 1001) g
        returning id
      )
      insert into experts (user_id, name, role, skills, years_experience, hourly_rate_cents, is_active, search_text)
      select id, 'Capped Tester', 'Data Engineer', array['Capskill'], 5, 5000, true, 'capped tester data engineer capskill' from u`);
    const capped = await anon.get("/api/experts?q=capped");
    expect(capped.headers.get("x-total-count")).toBe("1000");
    expect(capped.headers.get("x-total-count-capped")).toBe("true");
    const last = await anon.get("/api/experts?skill=Capskill&limit=100&offset=1000");
    expect(last.body).toHaveLength(1);
    const exact = await anon.get("/api/experts?q=bongani");
    expect(exact.headers.get("x-total-count")).toBe("1");
    expect(exact.headers.get("x-total-count-capped")).toBeNull();
  });

  it("refuses bad query values with 400", async () => {
    for (const query of ["limit=0", "limit=101", "limit=abc", "offset=-1", "maxRate=cheap", "maxRate=-5", "includeInactive=maybe", `q=${"x".repeat(101)}`]) {
      const res = await anon.get(`/api/experts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
    }
  });

  it("hides inactive experts from visitors, clients and experts; admins see them", async () => {
    for (const api of [anon, client, thandi]) {
      const res = await api.get("/api/experts?q=quokka");
      expect(res.body).toEqual([]);
    }
    const asAdmin = await admin.get("/api/experts?q=quokka");
    expect(names(asAdmin.body)).toEqual(["Hidden Quokka"]);
    expect(asAdmin.body[0].isActive).toBe(false);
    const activeOnly = await admin.get("/api/experts?q=quokka&includeInactive=false");
    expect(activeOnly.body).toEqual([]);
    const clientAsks = await client.get("/api/experts?q=quokka&includeInactive=true");
    expect(clientAsks.body).toEqual([]);
  });
});

describe("GET /api/experts/profile/:expertId", () => {
  it("shows an active expert to anyone", async () => {
    const res = await anon.get(`/api/experts/profile/${thandiId}`);
    expect(res.status).toBe(200);
    expectAnswer(expertAnswer, res.body);
    expect(res.body).toMatchObject({ id: thandiId, userId: thandiId, name: "Thandi Nkosi", isActive: true });
    expect(res.body).not.toHaveProperty("searchText");
  });

  it("hides an inactive expert except from themselves and admins", async () => {
    expect((await anon.get(`/api/experts/profile/${hiddenId}`)).status).toBe(404);
    expect((await client.get(`/api/experts/profile/${hiddenId}`)).status).toBe(404);
    expect((await admin.get(`/api/experts/profile/${hiddenId}`)).status).toBe(200);
    const fresh = await t.createUser("expert", { activeExpert: false });
    expect((await fresh.api.get(`/api/experts/profile/${fresh.id}`)).body).toMatchObject({ id: fresh.id, isActive: false });
    expect((await anon.get(`/api/experts/profile/${fresh.id}`)).status).toBe(404);
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    expect((await anon.get("/api/experts/profile/999999")).status).toBe(404);
    expect((await anon.get("/api/experts/profile/abc")).status).toBe(400);
  });
});

describe("PUT /api/experts/profile", () => {
  it("lets the signed-in expert edit their own profile and keeps search in step", async () => {
    const me = await t.createUser("expert");
    const res = await me.api.put("/api/experts/profile", {
      role: "Streaming Specialist",
      skills: ["Flink", " Zyxwv Streams ", "flink"],
      hourlyRate: 77,
      bio: "Builds real-time pipelines.",
    });
    expect(res.status).toBe(200);
    expectAnswer(expertAnswer, res.body);
    expect(res.body).toMatchObject({ id: me.id, role: "Streaming Specialist", skills: ["Flink", "Zyxwv Streams"], hourlyRate: 77, bio: "Builds real-time pipelines." });
    const [row] = await t.deps.db.select().from(experts).where(eq(experts.userId, me.id));
    expect(row.searchText).toBe(expertSearchText(row));
    expect(names((await anon.get("/api/experts?q=zyxwv")).body)).toEqual([row.name]);
    expect(names((await anon.get("/api/experts?q=streaming%20spec")).body)).toEqual([row.name]);
    // Old skills are no longer found.
    expect((await anon.get(`/api/experts?skill=SQL&q=${encodeURIComponent(row.name)}`)).body).toEqual([]);
  });

  it("leaves omitted fields alone and clears the rate with null", async () => {
    const me = await t.createUser("expert");
    const res = await me.api.put("/api/experts/profile", { hourlyRate: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "Data Engineer", skills: ["Python", "SQL"], hourlyRate: null });
  });

  it("refuses visitors (401) and non-experts (403)", async () => {
    expect((await anon.put("/api/experts/profile", { role: "X" })).status).toBe(401);
    expect((await client.put("/api/experts/profile", { role: "X" })).status).toBe(403);
    const candidate = await t.loginAs("candidate");
    expect((await candidate.put("/api/experts/profile", { role: "X" })).status).toBe(403);
  });

  it("cannot touch another expert: the body names no expert and isActive is not editable", async () => {
    const me = await t.createUser("expert", { activeExpert: false });
    const res = await me.api.put("/api/experts/profile", { userId: thandiId, id: thandiId, isActive: true, role: "Sneaky" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, isActive: false, role: "Sneaky" });
    expect((await anon.get(`/api/experts/profile/${thandiId}`)).body.role).toBe("Senior Data Engineer");
  });

  it("answers 400 for bad input", async () => {
    for (const body of [{ role: "" }, { skills: "Python" }, { skills: [""] }, { hourlyRate: 0 }, { hourlyRate: "lots" }, { hourlyRate: 12.5 }, { bio: "x".repeat(2001) }, { yearsExperience: 51 }]) {
      const res = await thandi.put("/api/experts/profile", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.length).toBeGreaterThan(0);
    }
  });
});

describe("profile photo", () => {
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
    "hex",
  );
  const upload = (api: ApiClient, data: Buffer, name = "me.png", type = "image/png") => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(data)], { type }), name);
    return api.request("POST", "/api/experts/profile/photo", undefined, { raw: form });
  };

  it("stores an image checked by its content and serves it", async () => {
    const me = await t.createUser("expert");
    const res = await upload(me.api, png);
    expect(res.status).toBe(200);
    expectAnswer(expertAnswer, res.body);
    expect(res.body.profileImage).toMatch(new RegExp(`^/api/experts/${me.id}/photo\\?v=\\d+$`));
    const served = await anon.get(res.body.profileImage);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const removed = await me.api.delete("/api/experts/profile/photo");
    expect(expectAnswer(expertAnswer, removed.body).profileImage).toBeNull();
    expect((await anon.get(`/api/experts/${me.id}/photo`)).status).toBe(404);
  });

  it("refuses files that are not images, whatever their name, and files over 2 MB", async () => {
    const me = await t.createUser("expert");
    const fake = await upload(me.api, Buffer.from("%PDF-1.4 not an image"), "me.png", "image/png");
    expect(fake.status).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(me.api, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toContain("2 MB");
    expect((await upload(anon, png)).status).toBe(401);
    expect((await upload(client, png)).status).toBe(403);
  });
});

describe("PATCH /api/experts/:userId (admin toggle)", () => {
  it("refuses visitors with 401 and every non-admin with 403", async () => {
    expect((await anon.patch(`/api/experts/${hiddenId}`, { isActive: true })).status).toBe(401);
    const candidate = await t.loginAs("candidate");
    for (const api of [client, thandi, candidate]) {
      expect((await api.patch(`/api/experts/${hiddenId}`, { isActive: true })).status).toBe(403);
    }
    expect((await admin.get(`/api/experts/profile/${hiddenId}`)).body.isActive).toBe(false);
  });

  it("lets an admin activate and deactivate an expert", async () => {
    const fresh = await t.createUser("expert", { activeExpert: false });
    await passVetting(t.deps.db, fresh.id);
    const on = await admin.patch(`/api/experts/${fresh.id}`, { isActive: true });
    expect(on.status).toBe(200);
    expectAnswer(expertAnswer, on.body);
    expect(on.body).toMatchObject({ id: fresh.id, isActive: true });
    expect((await anon.get(`/api/experts/profile/${fresh.id}`)).status).toBe(200);
    const off = await admin.patch(`/api/experts/${fresh.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect((await anon.get(`/api/experts/profile/${fresh.id}`)).status).toBe(404);
  });

  it("answers 400 for a bad body and 404 for an unknown expert", async () => {
    expect((await admin.patch(`/api/experts/${hiddenId}`, { isActive: "yes" })).status).toBe(400);
    expect((await admin.patch(`/api/experts/${hiddenId}`, {})).status).toBe(400);
    expect((await admin.patch("/api/experts/999999", { isActive: true })).status).toBe(404);
  });
});
