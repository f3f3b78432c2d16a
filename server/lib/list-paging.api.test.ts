// Every list a page at a time: the array answer, the database's total in X-Total-Count, a stable
// order (newest first, id breaking ties), offsets past the end, and bad limits refused with 400.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, discoveryCalls, dreamTeams, preBookings } from "@shared/schema";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** Rows made per list: more than the page of PAGE rows the tests read with. */
const ROWS = 5;
const PAGE = 2;

let t: TestServer;
let admin: ApiClient;
let client: { api: ApiClient; id: number };
let stranger: { api: ApiClient; id: number };
let expert: { api: ApiClient; id: number };

type Listed = { id: number };

/** Reads a list PAGE rows at a time until the total is reached; checks every page says the same total. */
async function everyPage(api: ApiClient, path: string) {
  const sep = path.includes("?") ? "&" : "?";
  const first = await api.get<Listed[]>(`${path}${sep}limit=${PAGE}&offset=0`);
  expect(first.status, path).toBe(200);
  const total = Number(first.headers.get("x-total-count"));
  const ids = first.body.map((row) => row.id);
  while (ids.length < total) {
    const res = await api.get<Listed[]>(`${path}${sep}limit=${PAGE}&offset=${ids.length}`);
    expect(res.status, path).toBe(200);
    expect(Number(res.headers.get("x-total-count")), path).toBe(total);
    expect(res.body.length, path).toBeGreaterThan(0);
    expect(res.body.length, path).toBeLessThanOrEqual(PAGE);
    ids.push(...res.body.map((row) => row.id));
  }
  return { ids, total };
}

/** The paging rules one list must keep, given the database's own count of its rows. */
async function expectPaged(api: ApiClient, path: string, databaseTotal: number) {
  const { ids, total } = await everyPage(api, path);
  expect(total, path).toBe(databaseTotal);
  expect(total, path).toBeGreaterThan(PAGE);
  expect(ids, path).toHaveLength(total);
  expect(new Set(ids).size, `${path}: no row on two pages`).toBe(total);
  const sep = path.includes("?") ? "&" : "?";
  const past = await api.get(`${path}${sep}limit=${PAGE}&offset=${total + 3}`);
  expect(past.status, path).toBe(200);
  expect(past.body, path).toEqual([]);
  expect(Number(past.headers.get("x-total-count")), path).toBe(total);
  for (const [query, field] of [
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["limit=1.5", "limit"],
    ["offset=-1", "offset"],
    ["offset=x", "offset"],
  ]) {
    const bad = await api.get(`${path}${sep}${query}`);
    expect(bad.status, `${path} ${query}`).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path), `${path} ${query}`).toEqual([field]);
  }
  return ids;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs("admin");
  client = await t.createUser("client");
  stranger = await t.createUser("client");
  expert = await t.createUser("expert");
  const db = t.deps.db;
  // Pending requests in windows that never overlap, three of them made at the same instant so only
  // the id can order them.
  const sameInstant = new Date(Date.now() - DAY);
  await db.insert(preBookings).values(
    Array.from({ length: ROWS }, (_, i) => ({
      clientId: client.id,
      expertId: expert.id,
      startDate: day(10 + i * 10),
      endDate: day(15 + i * 10),
      ...(i < 3 ? { createdAt: sameInstant } : {}),
    })),
  );
  await db.insert(dreamTeams).values(Array.from({ length: ROWS }, (_, i) => ({ clientId: client.id, name: `Paging team ${i}`, ...(i < 3 ? { createdAt: sameInstant } : {}) })));
  await db.insert(discoveryCalls).values(
    Array.from({ length: ROWS }, (_, i) => ({
      slotStart: new Date(Date.UTC(2031, 0, 6 + i, 10)),
      name: `Caller ${i}`,
      email: `caller${i}@example.com`,
      company: "Paging Ltd",
      needs: "A data platform",
      timeZone: "UTC",
    })),
  );
  await db.insert(blogPosts).values(Array.from({ length: ROWS }, (_, i) => ({ title: `Draft ${i}`, slug: `paging-draft-${i}`, excerpt: "Excerpt", content: "<p>Body</p>" })));
});
afterAll(async () => {
  await t?.close();
});

const countOf = async (table: typeof preBookings | typeof dreamTeams | typeof discoveryCalls | typeof blogPosts, where?: ReturnType<typeof eq>) => {
  const [{ total }] = await t.deps.db.select({ total: count() }).from(table).where(where);
  return total;
};

describe("a client's and an expert's pre-bookings", () => {
  it("page in the database with the true total, newest first and id breaking ties", async () => {
    const ids = await expectPaged(client.api, `/api/pre-bookings/client/${client.id}`, ROWS);
    const oldest = ids.slice(ROWS - 3);
    expect(oldest, "made at the same instant: highest id first").toEqual([...oldest].sort((a, b) => b - a));
    expect(await expectPaged(expert.api, `/api/pre-bookings/expert/${expert.id}`, ROWS)).toEqual(ids);
  });

  it("stay the owner's: other people are refused whatever the page", async () => {
    expect((await stranger.api.get(`/api/pre-bookings/client/${client.id}?limit=1&offset=0`)).status).toBe(403);
    expect((await stranger.api.get(`/api/pre-bookings/expert/${expert.id}?limit=1`)).status).toBe(403);
    expect((await t.anon().get(`/api/pre-bookings/client/${client.id}?limit=1`)).status).toBe(401);
    // The admin reads anyone's list with the same total.
    const res = await admin.get(`/api/pre-bookings/client/${client.id}?limit=1`);
    expect(res.headers.get("x-total-count")).toBe(String(ROWS));
  });
});

describe("a client's dream teams", () => {
  it("page in the database with the true total and stay the owner's", async () => {
    const ids = await expectPaged(client.api, `/api/dream-teams/client/${client.id}`, ROWS);
    const oldest = ids.slice(ROWS - 3);
    expect(oldest).toEqual([...oldest].sort((a, b) => b - a));
    expect((await stranger.api.get(`/api/dream-teams/client/${client.id}?limit=1`)).status).toBe(403);
  });
});

describe("the admin tables", () => {
  it("page every pre-booking, dream team, discovery call and blog post with the database's total", async () => {
    await expectPaged(admin, "/api/pre-bookings", await countOf(preBookings));
    await expectPaged(admin, "/api/pre-bookings?status=pending", await countOf(preBookings, eq(preBookings.status, "pending")));
    await expectPaged(admin, "/api/dream-teams", await countOf(dreamTeams));
    await expectPaged(admin, "/api/admin/discovery-calls", await countOf(discoveryCalls));
    await expectPaged(admin, "/api/admin/discovery-calls?status=new", await countOf(discoveryCalls, eq(discoveryCalls.status, "new")));
    await expectPaged(admin, "/api/admin/blog/posts", await countOf(blogPosts));
  });

  it("keep the blog list's order: newest publication (or creation for a draft) first", async () => {
    const { ids } = await everyPage(admin, "/api/admin/blog/posts");
    const all = await t.deps.db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt, createdAt: blogPosts.createdAt }).from(blogPosts);
    const when = new Map(all.map((p) => [p.id, (p.publishedAt ?? p.createdAt).getTime()]));
    const expected = [...all].sort((a, b) => when.get(b.id)! - when.get(a.id)! || b.id - a.id).map((p) => p.id);
    expect(ids).toEqual(expected);
  });

  it("answer the whole list (up to 100) to a caller that sends no page, as SPEC.md's callers do", async () => {
    const res = await admin.get("/api/admin/blog/posts");
    expect(res.body).toHaveLength(Math.min(100, await countOf(blogPosts)));
    expect((await client.api.get("/api/admin/blog/posts?limit=1")).status).toBe(403);
  });
});
