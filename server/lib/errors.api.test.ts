import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe("error handling", () => {
  it("answers malformed JSON with 400 and a message", async () => {
    const res = await t.anon().request("POST", "/api/auth/login", "{not json", { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/not valid JSON/);
  });

  it("answers wrong types with 400 naming the fields", async () => {
    const res = await t.anon().post("/api/auth/register/client", { email: 5, password: [], firstName: {}, lastName: null });
    expect(res.status).toBe(400);
    expect([...new Set(res.body.error.details.map((d: { path: string }) => d.path))].sort()).toEqual(["email", "firstName", "lastName", "password"]);
  });

  it("names each field and message once, even when a wrong type also fails a length check", async () => {
    const res = await t.anon().post("/api/auth/login", { username: 5, password: [] });
    expect(res.status).toBe(400);
    const details: { path: string; message: string }[] = res.body.error.details;
    expect(details.map((d) => d.path).sort()).toEqual(["password", "username"]);
    expect(res.body.error.message.match(/password:/g)).toHaveLength(1);
  });

  it("answers an oversized body with 413", async () => {
    const res = await t.anon().post("/api/auth/login", { username: "x".repeat(200_000), password: "y" });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.anon().get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect(res.body.error.code).toBe("not_found");
  });

  it("never leaks a stack trace", async () => {
    const res = await t.anon().request("POST", "/api/auth/login", "[[[", { headers: { "content-type": "application/json" } });
    expect(res.text).not.toMatch(/at \w+ \(|node_modules/);
  });

  it("sets security headers and a request id", async () => {
    const res = await t.anon().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: "ok" });
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toMatch(/[\w-]+/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("answers health 503 when the database is gone", async () => {
    const other = await startTestServer({ seed: false });
    await other.deps.database.close();
    const res = await other.anon().get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body.status).toBe("error");
    await other.close().catch(() => {});
  });
});
