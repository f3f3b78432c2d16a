import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { adminRequest, fetchPage } from "./admin-request";

function stubStorage(items: Record<string, string>) {
  const store = new Map(Object.entries(items));
  vi.stubGlobal("window", { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: () => {}, removeItem: () => {} } });
}

function stubFetch(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sentHeaders = (mock: ReturnType<typeof stubFetch>) => (mock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe("adminRequest", () => {
  it("sends the admin token even where a signed-in user's token would go", async () => {
    stubStorage({ userToken: "user", adminToken: "admin" });
    const mock = stubFetch(200, '{"id":3,"status":"completed"}');
    expect(await adminRequest("PATCH", "/api/pre-bookings/3", { status: "completed" })).toEqual({ id: 3, status: "completed" });
    const [path, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/pre-bookings/3");
    expect(init).toMatchObject({ method: "PATCH", credentials: "include", body: '{"status":"completed"}' });
    expect(sentHeaders(mock)).toMatchObject({ Authorization: "Bearer admin", "Content-Type": "application/json" });
  });

  it("falls back to the usual token without an admin token, and answers null for an empty body", async () => {
    stubStorage({ userToken: "user" });
    const mock = stubFetch(200, "");
    expect(await adminRequest("POST", "/api/admin/candidates/4/activate-expert")).toBeNull();
    expect(sentHeaders(mock).Authorization).toBeUndefined();
    expect(sentHeaders(mock)["Content-Type"]).toBeUndefined();
  });

  it("throws ApiError with the status and the server's body", async () => {
    stubStorage({ adminToken: "admin" });
    stubFetch(409, '{"error":{"code":"conflict","message":"Only a confirmed booking can be completed"}}');
    const err = await adminRequest("PATCH", "/api/pre-bookings/1", { status: "completed" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).message).toMatch(/^409: /);
  });
});

describe("fetchPage", () => {
  it("answers the items and the X-Total-Count total", async () => {
    stubStorage({ adminToken: "admin" });
    stubFetch(200, "[1,2]", { "X-Total-Count": "57" });
    expect(await fetchPage<number>("/api/experts?includeInactive=true&limit=2&offset=0")).toEqual({ items: [1, 2], total: 57, capped: false });
    stubFetch(200, "[1,2]", { "X-Total-Count": "1000", "X-Total-Count-Capped": "true" });
    expect(await fetchPage<number>("/api/experts?includeInactive=true&limit=2&offset=0")).toEqual({ items: [1, 2], total: 1000, capped: true });
  });

  it("counts the items when the header is missing, and refuses a body that is not a list", async () => {
    stubStorage({});
    stubFetch(200, "[1,2,3]");
    expect(await fetchPage("/api/dream-teams")).toEqual({ items: [1, 2, 3], total: 3, capped: false });
    stubFetch(200, '{"items":[]}');
    await expect(fetchPage("/api/dream-teams")).rejects.toThrow("could not be read");
  });
});
