// Refreshing a session's expiry (express-session's "touch") runs after the answer is written.
// When that write fails too (the database briefly away), the request must keep its answer and its
// connection: an error raised from there reaches Express's last-resort handler, which destroys
// the socket and cuts the client off.
import http from "node:http";
import type { Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** A request on a kept-alive connection; resolves with the answer and its socket. */
function send(agent: http.Agent, method: string, path: string, cookie: string, body?: unknown) {
  return new Promise<{ status: number; body: string; socket: Socket }>((resolve, reject) => {
    const req = http.request(`${t.url}${path}`, { method, agent, headers: { cookie, "content-type": "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket as Socket }));
    });
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function refuse(table: string, event: "insert" | "update") {
  const name = `refuse_${table}_${event}`;
  await t.deps.db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception '${table} unavailable'; end $$`),
  );
  await t.deps.db.execute(sql.raw(`create trigger ${name} before ${event} on ${table} for each statement execute function ${name}()`));
  return () => t.deps.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
}

describe("a session touch that fails after a failed request", () => {
  it("keeps the error answer and the connection", async () => {
    const { api } = await t.createUser("client");
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const allowTeams = await refuse("dream_teams", "insert");
    const allowTouch = await refuse("sessions", "update");
    try {
      for (let i = 0; i < 3; i++) {
        const res = await send(agent, "POST", "/api/dream-teams", cookie, { name: `Team ${i}` });
        expect(res.status).toBe(500);
        expect(JSON.parse(res.body).error.message).toMatch(/try again/i);
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(res.socket.destroyed).toBe(false);
      }
    } finally {
      await allowTeams();
      await allowTouch();
      agent.destroy();
    }
    const ok = await send(new http.Agent(), "POST", "/api/dream-teams", cookie, { name: "Team after" });
    expect(ok.status).toBe(201);
  });
});
