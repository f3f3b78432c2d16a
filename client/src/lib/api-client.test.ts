import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, fieldErrors, tokenFor, urlFromQueryKey } from "./api-client";

function stubStorage(items: Record<string, string>) {
  const store = new Map(Object.entries(items));
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("tokenFor", () => {
  beforeEach(() => stubStorage({ userToken: "user", adminToken: "admin" }));

  it("sends the user token on the user paths of SPEC.md section 6", () => {
    for (const path of [
      "/api/dream-teams/client/2",
      "/api/pre-bookings/expert/1",
      "/api/availability/1",
      "/api/experts/profile/3",
      "/api/notifications",
      "/api/auth/me",
      "/api/candidate/profile",
      "/api/upload/cv",
      "/api/client/profile",
    ]) {
      expect(tokenFor("GET", path), path).toBe("user");
    }
  });

  it("sends the admin token on /api/admin/ and prefers it on admin-only calls", () => {
    expect(tokenFor("GET", "/api/admin/check-auth")).toBe("admin");
    expect(tokenFor("GET", "/api/pre-bookings")).toBe("admin");
    expect(tokenFor("GET", "/api/dream-teams?x=1")).toBe("admin");
    expect(tokenFor("PATCH", "/api/experts/12")).toBe("admin");
    expect(tokenFor("POST", "/api/pre-bookings")).toBe("user");
  });

  it("falls back to the user token on admin-only calls without an admin token", () => {
    stubStorage({ userToken: "user" });
    expect(tokenFor("PATCH", "/api/experts/12")).toBe("user");
    expect(tokenFor("GET", "/api/admin/blog/posts")).toBeNull();
  });

  it("sends no token on public calls", () => {
    expect(tokenFor("GET", "/api/blog/posts")).toBeNull();
    expect(tokenFor("GET", "/api/experts")).toBeNull();
  });
});

describe("apiRequest", () => {
  beforeEach(() => stubStorage({ userToken: "user" }));

  it("sends JSON with credentials and a bearer token, and parses the answer", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("POST", "/api/dream-teams", { name: "A" })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/dream-teams");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toMatchObject({ "Content-Type": "application/json", Authorization: "Bearer user" });
  });

  it("returns null for an empty body", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(apiRequest("POST", "/api/auth/logout")).resolves.toBeNull();
  });

  it("throws ApiError with 'status: body' and the parsed body", async () => {
    const body = '{"error":{"code":"validation","message":"Invalid input","details":[{"path":"name","message":"Required"}]}}';
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(body, { status: 400, statusText: "Bad Request" })));
    const err = await apiRequest("POST", "/api/dream-teams", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(`400: ${body}`);
    expect((err as ApiError).status).toBe(400);
    expect(errorMessage(err, "fallback")).toBe("Invalid input");
    expect(fieldErrors(err)).toEqual({ name: "Required" });
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 500, statusText: "Internal Server Error" })));
    const err = await apiRequest("GET", "/api/experts").catch((e: unknown) => e);
    expect((err as ApiError).message).toBe("500: Internal Server Error");
    expect(errorMessage(err, "Something went wrong")).toBe("Something went wrong");
  });
});

describe("errorMessage", () => {
  it("reads {message}, plain text, and never shows raw JSON or HTML", () => {
    expect(errorMessage(new ApiError(409, "", '{"message":"Taken"}', { message: "Taken" }), "x")).toBe("Taken");
    expect(errorMessage(new ApiError(429, "", "Too many requests", null), "x")).toBe("Too many requests");
    expect(errorMessage(new ApiError(502, "", "<html>bad gateway</html>", null), "x")).toBe("x");
    expect(errorMessage(new TypeError("Failed to fetch"), "offline")).toBe("offline");
    expect(errorMessage(new Error("404: nope"), "x")).toBe("x");
  });
});

describe("urlFromQueryKey", () => {
  it("joins path parts and turns an object into the query string", () => {
    expect(urlFromQueryKey(["/api/pre-bookings/client", 2])).toBe("/api/pre-bookings/client/2");
    expect(urlFromQueryKey(["/api/experts", { q: "ml", skill: "", maxRate: 50 }])).toBe("/api/experts?q=ml&maxRate=50");
  });
});
