/**
 * Test harness: the real app on a real database, over real HTTP.
 * Each call gets a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database created on that Postgres server (dropped again on close); either starts as a copy of
 * the run's migrated or seeded template when there is one (pglite-templates.ts,
 * postgres-templates.ts).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API under test sends */
import type { AddressInfo } from "node:net";
import http from "node:http";
import { randomBytes } from "node:crypto";
import { createApp } from "../app";
import { bootstrap } from "../bootstrap";
import { loadConfig, type Config } from "../config";
import { openPglite, openPostgres, type Database } from "../db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo/demo-accounts";
import type { AppDeps } from "../deps";
import { hashPassword } from "../auth/password";
import { answerClientErrorsAsJson } from "../lib/client-error";
import { users } from "@shared/schema";
import { startCompany } from "../companies/companies.service";
import { insertExpert } from "../experts/experts.repo";
import { pgliteTemplate } from "./pglite-templates";
import { databaseUrl, onServer, postgresTemplate } from "./postgres-templates";
import type { UserType } from "@shared/constants";
import { passVetting } from "./vetting";

export const ADMIN = { username: "admin", password: "admin-test-password" };

export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A tiny HTTP client with a cookie jar and an optional bearer token. */
export class ApiClient {
  cookies = new Map<string, string>();
  token?: string;
  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: BodyInit } = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined && init.raw === undefined) headers["content-type"] ??= "application/json";
    if (this.token) headers.authorization ??= `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: init.raw ?? (body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)),
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // A live stream never ends by itself: its status and headers are the answer (see server/test/sse.ts).
    if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
      await res.body?.cancel();
      return { status: res.status, body: null as T, text: "", headers: res.headers };
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }
  get<T = any>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>("POST", path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>("PUT", path, body ?? {});
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>("PATCH", path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>("DELETE", path);
  }
}

export interface TestServer {
  url: string;
  deps: AppDeps;
  config: Config;
  /** A client with no credentials. */
  anon(): ApiClient;
  /** Signs in with a username or e-mail and password; returns the signed-in client (token + cookie). */
  login(identifier: string, password: string): Promise<ApiClient>;
  /** The seeded demo accounts and the admin. */
  loginAs(role: "client" | "expert" | "candidate" | "admin"): Promise<ApiClient>;
  /** Creates a fresh user of a type (experts get an active expert profile) and signs them in. */
  /** Verified unless `unverified` (for tests of the verification rules). */
  createUser(type: UserType, opts?: { isAdmin?: boolean; activeExpert?: boolean; unverified?: boolean }): Promise<{ api: ApiClient; id: number; login: string; email: string; password: string }>;
  close(): Promise<void>;
}

async function freshDatabase(fromTemplate: boolean, seed: boolean, connectionWaitTargetMs: number): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openPglite(undefined, { loadDataDir: fromTemplate ? pgliteTemplate(seed) : undefined });
    return { database, drop: async () => {} };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = fromTemplate ? postgresTemplate(seed) : undefined;
  await onServer(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openPostgres(databaseUrl(adminUrl, name), 10, { connectionWaitTargetMs });
  return {
    database,
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The video meetings' address on a test server: MEETING_URL_TEMPLATE. */
export const TEST_MEETING_URL_TEMPLATE = "https://meet.example.test/protea-{id}";

type TestServerOptions = { seed?: boolean; env?: Record<string, string> };

/** A test server's configuration: the test defaults, then `opts.env`. */
export function testServerConfig(opts: TestServerOptions = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_DATA: opts.seed === false ? "false" : "true",
    // A server in production mode refuses requests while its event loop lags or its requests for a
    // database connection wait (lib/overload.ts); on a busy test machine that would answer a test
    // about headers or cookies with a 503. Tests of the refusal itself set their own limits.
    OVERLOAD_MAX_LAG_MS: "0",
    OVERLOAD_MAX_CONNECTION_WAIT_MS: "0",
    // New addresses count as verified unless a test is about verification (it passes "required"),
    // or the server runs as in production, where verification cannot be turned off.
    ...(opts.env?.NODE_ENV === "production" ? {} : { EMAIL_VERIFICATION: "off" }),
    // Meetings get links as on a deployed site; a test of the site without a template sets it "".
    MEETING_URL_TEMPLATE: TEST_MEETING_URL_TEMPLATE,
    ...opts.env,
  });
}

/** Settings that change what a new database holds: a server given any of them starts from an empty one. */
const SHAPES_THE_DATABASE = /^(ADMIN_|NODE_ENV$|SEED_DEMO_DATA$)/;

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const config = testServerConfig(opts);
  const fromTemplate = Object.keys(opts.env ?? {}).every((key) => !SHAPES_THE_DATABASE.test(key));
  const { database, drop } = await freshDatabase(fromTemplate, opts.seed !== false, config.overloadMaxConnectionWaitMs);
  const deps = await bootstrap(config, { database });
  const app = createApp(deps);
  const server = http.createServer(app);
  answerClientErrorsAsJson(server);
  // Longer than any pause between a test's calls, so the client never reuses a connection at the
  // moment the server closes it as idle (a reset that says nothing about the code under test).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let counter = 0;

  const login = async (identifier: string, password: string) => {
    const api = new ApiClient(url);
    const res = await api.post("/api/auth/login", { username: identifier, password });
    if (res.status !== 200) throw new Error(`login as ${identifier} failed: ${res.status} ${res.text}`);
    api.token = res.body.token;
    return api;
  };

  return {
    url,
    deps,
    config,
    anon: () => new ApiClient(url),
    login,
    loginAs: (role) => {
      if (role === "admin") return login(ADMIN.username, ADMIN.password);
      return login(DEMO_ACCOUNTS[role].login, DEMO_PASSWORD);
    },
    async createUser(type, o = {}) {
      counter += 1;
      const login_ = `${type}${counter}_${randomBytes(3).toString("hex")}`;
      const password = "test-password-1";
      const [row] = await deps.db
        .insert(users)
        .values({
          username: login_,
          email: `${login_}@example.test`,
          passwordHash: await hashPassword(password, config.passwordCost),
          firstName: type[0].toUpperCase() + type.slice(1),
          lastName: `Tester${counter}`,
          userType: type,
          isAdmin: o.isAdmin ?? false,
          emailVerifiedAt: o.unverified ? null : new Date(),
        })
        .returning({ id: users.id });
      // Every client is a member of a company: a new one owns theirs, as at sign-up.
      if (type === "client") await startCompany(deps.db, { id: row.id, firstName: "Client", lastName: `Tester${counter}` });
      if (type === "expert") {
        await insertExpert(deps.db, {
          userId: row.id,
          name: `Expert Tester${counter}`,
          role: "Data Engineer",
          skills: ["Python", "SQL"],
          yearsExperience: 7,
          hourlyRateCents: 5000,
          isActive: o.activeExpert ?? true,
        });
        // An active expert has passed vetting, as every active expert has.
        if (o.activeExpert ?? true) await passVetting(deps.db, row.id);
      }
      return { api: await login(login_, password), id: row.id, login: login_, email: `${login_}@example.test`, password };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await drop();
    },
  };
}
