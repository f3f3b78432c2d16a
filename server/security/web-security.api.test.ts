// Web security, proved over real HTTP: response headers (CSP, framing, sniffing, referrer, HSTS in
// production), the session cookie's flags, cross-site requests that must change nothing, and the
// lifetime of sessions and tokens (fixation, logout, password change).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvFiles, dreamTeams } from "@shared/schema";
import { contentSecurityPolicy } from "../app";
import { CROSS_SITE_MESSAGE } from "../lib/cross-site";
import { minimalPdf } from "../test/pdf";
import { ADMIN, ApiClient, startTestServer, type TestServer } from "../test/harness";

const PUBLIC_URL = "https://talent.example";
const EVIL = "https://evil.example";
const PASSWORD = "test-password-1";

let t: TestServer;
let prod: TestServer;

beforeAll(async () => {
  [t, prod] = await Promise.all([
    startTestServer({ seed: false }),
    startTestServer({
      seed: false,
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-session-secret-of-enough-length-0123",
        PAYOUT_ACCOUNT_KEY: "0123456789abcdef".repeat(4),
        ADMIN_PASSWORD: ADMIN.password,
        TRUST_PROXY: "true",
        PUBLIC_URL,
        LOG_LEVEL: "silent",
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([t?.close(), prod?.close()]);
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The session cookie a response sets, as its attributes (lower-cased names). */
function sessionCookie(res: { headers: Headers }) {
  const line = res.headers.getSetCookie().find((l) => l.startsWith("sid="));
  if (!line) return undefined;
  const attrs = new Map<string, string>();
  for (const part of line.split(";").slice(1)) {
    const [k, v = ""] = part.trim().split("=");
    attrs.set(k.toLowerCase(), v);
  }
  return attrs;
}

/** Signs in and keeps only the cookie: what a browser holds. */
async function cookieOnly(server: TestServer, login: string, password = PASSWORD) {
  const api = await server.login(login, password);
  api.token = undefined;
  return api;
}

describe("response headers", () => {
  const paths = ["/api/health", "/api/experts", "/api/does-not-exist", "/robots.txt", "/rss.xml"];

  it("forbid inline and foreign scripts, plugins and framing on every kind of answer", async () => {
    for (const server of [t, prod]) {
      for (const path of paths) {
        const res = await server.anon().get(path);
        const csp = directives(res.headers.get("content-security-policy"));
        const where = `${server.config.env} ${path}`;
        expect(csp.get("script-src"), where).toEqual(["'self'"]);
        expect(csp.get("script-src-attr"), where).toEqual(["'none'"]);
        expect(csp.get("default-src"), where).toEqual(["'self'"]);
        expect(csp.get("object-src"), where).toEqual(["'none'"]);
        expect(csp.get("base-uri"), where).toEqual(["'self'"]);
        expect(csp.get("form-action"), where).toEqual(["'self'"]);
        expect(csp.get("frame-ancestors"), where).toEqual(["'none'"]);
        expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
        expect(res.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("x-powered-by"), where).toBeNull();
      }
    }
  });

  it("allow only the configured tracking script's origin, never inline code, in every mode but --dev", () => {
    const deps = { ...t.deps, config: { ...t.deps.config, trackingScriptUrl: "https://tags.example/t.js" } };
    const script = contentSecurityPolicy(deps).directives.scriptSrc;
    expect(script).toEqual(["'self'", "https://tags.example"]);
  });

  it("allow an inline script only by the hash of the served pages' boot script", () => {
    const script = contentSecurityPolicy(t.deps, { scriptHashes: ["'sha256-abc='"] }).directives.scriptSrc;
    expect(script).toEqual(["'self'", "'sha256-abc='"]);
    expect(contentSecurityPolicy(t.deps).directives.scriptSrcAttr).toEqual(["'none'"]);
  });

  it("send HSTS and upgrade insecure requests in production only", async () => {
    const dev = await t.anon().get("/api/health");
    expect(dev.headers.get("strict-transport-security")).toBeNull();
    expect(directives(dev.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(false);

    const res = await prod.anon().get("/api/health");
    const hsts = res.headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/i);
    expect(directives(res.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, for the whole site", async () => {
    const { login } = await t.createUser("client");
    const res = await t.anon().post("/api/auth/login", { username: login, password: PASSWORD });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie.has("httponly")).toBe(true);
    expect(cookie.get("samesite")).toBe("Lax");
    expect(cookie.get("path")).toBe("/");
  });

  it("is also Secure in production, behind the HTTPS proxy", async () => {
    const { login } = await prod.createUser("client");
    const res = await prod.anon().request("POST", "/api/auth/login", { username: login, password: PASSWORD }, { headers: { "x-forwarded-proto": "https" } });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie.has("secure")).toBe(true);
    expect(cookie.has("httponly")).toBe(true);
    expect(cookie.get("samesite")).toBe("Lax");
  });
});

describe("cross-site requests", () => {
  const teamsOf = async (server: TestServer, clientId: number) =>
    (await server.deps.db.select({ n: count() }).from(dreamTeams).where(eq(dreamTeams.clientId, clientId)))[0].n;

  it("change nothing: a form post, a text/plain body and a multipart upload carrying the victim's cookie are refused", async () => {
    const victim = await t.createUser("client");
    const browser = await cookieOnly(t, victim.login);
    const before = await teamsOf(t, victim.id);

    const attacks: { type: string; body: string; headers: Record<string, string> }[] = [
      { type: "application/x-www-form-urlencoded", body: "name=Hijacked&description=x", headers: { origin: EVIL } },
      { type: "text/plain", body: JSON.stringify({ name: "Hijacked" }), headers: { origin: EVIL, "sec-fetch-site": "cross-site" } },
      { type: "application/json", body: JSON.stringify({ name: "Hijacked" }), headers: { "sec-fetch-site": "cross-site" } },
      { type: "application/x-www-form-urlencoded", body: "name=Hijacked", headers: { origin: "null" } },
      { type: "application/x-www-form-urlencoded", body: "name=Hijacked", headers: { origin: "https://blog.talent.example", "sec-fetch-site": "same-site" } },
    ];
    for (const attack of attacks) {
      const res = await browser.request("POST", "/api/dream-teams", undefined, { raw: attack.body, headers: { "content-type": attack.type, ...attack.headers } });
      expect(res.status, JSON.stringify(attack)).toBe(403);
      expect(res.body.error.message).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await teamsOf(t, victim.id)).toBe(before);

    // Multipart is what a form can send to the upload routes: no CV lands in the candidate's account.
    const candidate = await t.createUser("candidate");
    const talent = await cookieOnly(t, candidate.login);
    const form = new FormData();
    form.append("cv", new Blob([new Uint8Array(minimalPdf())], { type: "application/pdf" }), "cv.pdf");
    const upload = await talent.request("POST", "/api/upload/cv", undefined, { raw: form, headers: { origin: EVIL } });
    expect(upload.status).toBe(403);
    const files = await t.deps.db.select({ n: count() }).from(cvFiles).where(eq(cvFiles.userId, candidate.id));
    expect(files[0].n).toBe(0);

    // Nor can another site sign the victim out, or mark their notifications read.
    expect((await browser.request("POST", "/api/auth/logout", undefined, { headers: { origin: EVIL } })).status).toBe(403);
    expect((await browser.request("POST", "/api/notifications/read-all", undefined, { headers: { origin: EVIL } })).status).toBe(403);
    expect((await browser.get("/api/auth/me")).status).toBe(200);

    // Nor sign the visitor in to an account of its choosing (login CSRF).
    const attacker = await t.createUser("client");
    const login = await t.anon().request("POST", "/api/auth/login", { username: attacker.login, password: PASSWORD }, { headers: { origin: EVIL } });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it("are refused in production too, while the site's own pages behind the proxy pass", async () => {
    const victim = await prod.createUser("client");
    const browser = await cookieOnly(prod, victim.login);
    const viaProxy = { "x-forwarded-proto": "https", "x-forwarded-host": "talent.example" };
    const evil = await browser.request("POST", "/api/dream-teams", { name: "Hijacked" }, { headers: { ...viaProxy, origin: EVIL } });
    expect(evil.status).toBe(403);
    const own = await browser.request("POST", "/api/dream-teams", { name: "Own" }, { headers: { ...viaProxy, origin: PUBLIC_URL } });
    expect(own.status).toBe(201);
    // PUBLIC_URL counts as the site's origin even when the proxy does not pass the host on.
    const direct = await browser.request("POST", "/api/dream-teams", { name: "Own again" }, { headers: { origin: PUBLIC_URL } });
    expect(direct.status).toBe(201);
  });

  it("leave same-origin pages, API clients without a browser, and plain links working", async () => {
    const user = await t.createUser("client");
    const browser = await cookieOnly(t, user.login);
    const sameOrigin = await browser.request("POST", "/api/dream-teams", { name: "From our page" }, { headers: { origin: t.url, "sec-fetch-site": "same-origin" } });
    expect(sameOrigin.status).toBe(201);
    // The browser's Sec-Fetch-Site wins over an Origin a proxy's rewritten Host would not match.
    const rewritten = await browser.request("POST", "/api/dream-teams", { name: "Via a proxy" }, { headers: { origin: "https://other-name.example", "sec-fetch-site": "same-origin" } });
    expect(rewritten.status).toBe(201);
    // No Origin and no Sec-Fetch-Site: a script or curl with its own token.
    expect((await user.api.post("/api/dream-teams", { name: "From a script" })).status).toBe(201);
    // Reading is not refused: a link from another site opens the page (SameSite=Lax sends the cookie there).
    const link = await browser.request("GET", "/api/auth/me", undefined, { headers: { origin: EVIL, "sec-fetch-site": "cross-site" } });
    expect(link.status).toBe(200);
    expect(await teamsOf(t, user.id)).toBe(3);
  });

  it("cannot smuggle a form body into a JSON route even from the same origin", async () => {
    const user = await t.createUser("client");
    const res = await user.api.request("POST", "/api/dream-teams", undefined, { raw: "name=Form", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(400);
    expect(await teamsOf(t, user.id)).toBe(0);
  });
});

describe("sessions and tokens", () => {
  it("a session id planted before sign-in is replaced, and stays with whoever it belonged to", async () => {
    const attacker = await t.createUser("client");
    const victim = await t.createUser("client");
    const attackerSession = await cookieOnly(t, attacker.login);
    const planted = attackerSession.cookies.get("sid")!;

    const browser = new ApiClient(t.url);
    browser.cookies.set("sid", planted);
    const res = await browser.post("/api/auth/login", { username: victim.login, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(browser.cookies.get("sid")).not.toBe(planted);
    expect((await browser.get("/api/auth/me")).body.user.id).toBe(victim.id);

    const withPlanted = new ApiClient(t.url);
    withPlanted.cookies.set("sid", planted);
    const me = await withPlanted.get("/api/auth/me");
    expect(me.status === 401 || me.body.user.id === attacker.id).toBe(true);
  });

  it("logout with only the cookie ends that session and the token issued with it", async () => {
    const { login } = await t.createUser("expert");
    const api = await t.login(login, PASSWORD);
    const token = api.token!;
    const cookie = api.cookies.get("sid")!;
    api.token = undefined;
    expect((await api.post("/api/auth/logout")).status).toBe(204);
    expect(api.cookies.has("sid")).toBe(false);

    const byToken = new ApiClient(t.url);
    byToken.token = token;
    expect((await byToken.get("/api/auth/me")).status).toBe(401);
    const byCookie = new ApiClient(t.url);
    byCookie.cookies.set("sid", cookie);
    expect((await byCookie.get("/api/auth/me")).status).toBe(401);
  });

  it("logout with only the token ends that token and the session issued with it", async () => {
    const { login } = await t.createUser("candidate");
    const api = await t.login(login, PASSWORD);
    const cookie = api.cookies.get("sid")!;
    const byToken = new ApiClient(t.url);
    byToken.token = api.token;
    expect((await byToken.post("/api/auth/logout")).status).toBe(204);
    expect((await byToken.get("/api/auth/me")).status).toBe(401);
    const byCookie = new ApiClient(t.url);
    byCookie.cookies.set("sid", cookie);
    expect((await byCookie.get("/api/auth/me")).status).toBe(401);
  });

  it("the admin's logout ends the admin's session and token", async () => {
    const admin = await t.loginAs("admin");
    const token = admin.token!;
    const cookie = admin.cookies.get("sid")!;
    expect((await admin.post("/api/admin/logout")).status).toBe(204);
    const byToken = new ApiClient(t.url);
    byToken.token = token;
    expect((await byToken.get("/api/admin/check-auth")).status).toBe(401);
    const byCookie = new ApiClient(t.url);
    byCookie.cookies.set("sid", cookie);
    expect((await byCookie.get("/api/admin/check-auth")).status).toBe(401);
  });

  it("a password change ends every older session and token, the caller's own included, and the old password", async () => {
    const { login } = await t.createUser("client");
    const caller = await t.login(login, PASSWORD);
    const elsewhere = await t.login(login, PASSWORD);
    const old = { callerToken: caller.token!, callerCookie: caller.cookies.get("sid")!, token: elsewhere.token!, cookie: elsewhere.cookies.get("sid")! };

    const res = await caller.post("/api/auth/password", { currentPassword: PASSWORD, newPassword: "a-brand-new-password" });
    expect(res.status).toBe(200);
    expect(caller.cookies.get("sid")).not.toBe(old.callerCookie);

    for (const [what, value] of Object.entries(old)) {
      const probe = new ApiClient(t.url);
      if (what.toLowerCase().includes("token")) probe.token = value;
      else probe.cookies.set("sid", value);
      expect((await probe.get("/api/auth/me")).status, what).toBe(401);
    }
    // The caller goes on with the new cookie and the new token.
    const newToken = new ApiClient(t.url);
    newToken.token = res.body.token;
    expect((await newToken.get("/api/auth/me")).status).toBe(200);
    caller.token = undefined;
    expect((await caller.get("/api/auth/me")).status).toBe(200);
    expect((await t.anon().post("/api/auth/login", { username: login, password: PASSWORD })).status).toBe(401);
  });
});
