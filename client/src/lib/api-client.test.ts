import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiDownload, apiPage, apiRequest, errorMessage, fieldErrors, tokenFor, urlFromQueryKey } from "./api-client";

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

function stubFetch(status: number, body: string | null, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const call = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls[0] as unknown as [string, RequestInit];
const sent = (mock: ReturnType<typeof stubFetch>) => call(mock)[1];
const sentHeaders = (mock: ReturnType<typeof stubFetch>) => sent(mock).headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
      "/api/match",
      "/api/requisitions/3",
      "/api/threads/requisition/3/messages",
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

describe("apiRequest as the admin (the admin console)", () => {
  it("sends the admin token even where a signed-in user's token would go", async () => {
    stubStorage({ userToken: "user", adminToken: "admin" });
    const mock = stubFetch(200, '{"id":3,"status":"completed"}');
    expect(await apiRequest("PATCH", "/api/pre-bookings/3", { status: "completed" }, { asAdmin: true })).toEqual({ id: 3, status: "completed" });
    expect(call(mock)[0]).toBe("/api/pre-bookings/3");
    expect(sent(mock)).toMatchObject({ method: "PATCH", credentials: "include", body: '{"status":"completed"}' });
    expect(sentHeaders(mock)).toMatchObject({ Authorization: "Bearer admin", "Content-Type": "application/json" });
  });

  it("falls back to the usual token without an admin token, and answers null for an empty body", async () => {
    stubStorage({ userToken: "user" });
    const mock = stubFetch(200, "");
    expect(await apiRequest("POST", "/api/admin/candidates/4/activate-expert", undefined, { asAdmin: true })).toBeNull();
    expect(sentHeaders(mock).Authorization).toBeUndefined();
    expect(sentHeaders(mock)["Content-Type"]).toBeUndefined();
  });

  it("throws ApiError with the status and the server's body", async () => {
    stubStorage({ adminToken: "admin" });
    stubFetch(409, '{"error":{"code":"conflict","message":"Only a confirmed booking can be completed"}}');
    const err = await apiRequest("PATCH", "/api/pre-bookings/1", { status: "completed" }, { asAdmin: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).message).toMatch(/^409: /);
    expect(errorMessage(err, "x")).toBe("Only a confirmed booking can be completed");
  });
});

describe("apiPage", () => {
  it("answers the items and the X-Total-Count total", async () => {
    stubStorage({ adminToken: "admin" });
    const mock = stubFetch(200, "[1,2]", { "X-Total-Count": "57" });
    expect(await apiPage<number>("/api/experts?includeInactive=true&limit=2&offset=0", { asAdmin: true })).toEqual({ items: [1, 2], total: 57, capped: false });
    expect(sentHeaders(mock).Authorization).toBe("Bearer admin");
    stubFetch(200, "[1,2]", { "X-Total-Count": "1000", "X-Total-Count-Capped": "true" });
    expect(await apiPage<number>("/api/experts?includeInactive=true&limit=2&offset=0")).toEqual({ items: [1, 2], total: 1000, capped: true });
  });

  it("sends no token on a public list", async () => {
    stubStorage({ userToken: "user", adminToken: "admin" });
    const mock = stubFetch(200, "[]", { "X-Total-Count": "0" });
    expect(await apiPage("/api/experts?q=ml&limit=20")).toEqual({ items: [], total: 0, capped: false });
    expect(sentHeaders(mock).Authorization).toBeUndefined();
  });

  it("counts from the page when the header is missing, and refuses a body that is not a list", async () => {
    stubStorage({});
    stubFetch(200, "[1,2,3]");
    expect(await apiPage("/api/dream-teams")).toEqual({ items: [1, 2, 3], total: 3, capped: false });
    stubFetch(200, "[1,2,3]");
    expect(await apiPage("/api/experts?limit=3&offset=6")).toEqual({ items: [1, 2, 3], total: 9, capped: false });
    stubFetch(200, '{"items":[]}');
    await expect(apiPage("/api/dream-teams")).rejects.toThrow("could not be read");
  });
});

describe("apiDownload", () => {
  it("fetches the file with the token and saves it under its name", async () => {
    stubStorage({ userToken: "user" });
    const mock = stubFetch(200, "%PDF-1.4");
    const link = { href: "", download: "", rel: "", click: vi.fn(), remove: vi.fn() };
    vi.stubGlobal("document", { createElement: () => link, body: { append: vi.fn() } });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:cv");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    await apiDownload("/api/candidate/cv/7", "Thandi CV.pdf");
    expect(call(mock)[0]).toBe("/api/candidate/cv/7");
    expect(sentHeaders(mock)).toMatchObject({ Authorization: "Bearer user" });
    expect(link).toMatchObject({ href: "blob:cv", download: "Thandi CV.pdf" });
    expect(link.click).toHaveBeenCalledOnce();
  });

  it("throws ApiError when the file cannot be fetched", async () => {
    stubStorage({ adminToken: "admin" });
    stubFetch(404, '{"error":{"message":"CV not found"}}');
    const err = await apiDownload("/api/candidate/cv/7", "cv.pdf", { asAdmin: true }).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(404);
    expect(errorMessage(err, "x")).toBe("CV not found");
  });
});
