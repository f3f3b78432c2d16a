import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { rawGet } from "../test/raw-http";
import { refuseWhenOverloaded } from "./overload";

/**
 * The refusal's log (overload.ts): a process at the edge of its capacity flips between refusing and
 * serving every 100 ms; the log tells one episode of overload once when it starts and once when it
 * is over, with how many requests it refused, not every flip.
 */

interface Line {
  level: number;
  msg: string;
  refused?: number;
  forMs?: number;
  waitingForConnections?: boolean;
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/**
 * An app behind the refusal whose connection queue stands while `standing.now` is true, and its log;
 * refusals less than `gapMs` apart are one episode.
 */
async function appWithQueue(gapMs: number) {
  const lines: Line[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const standing = { now: false };
  const app = express();
  app.use(refuseWhenOverloaded(0, logger, () => standing.now, gapMs));
  app.get("/api/thing", (_req, res) => res.json({ ok: true }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/thing`;
  return { lines, standing, get: async () => (await rawGet(url)).status };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the overload refusal's log", () => {
  it("tells an episode of flips between refusing and serving once when it starts and once when it is over", async () => {
    const gapMs = 3_000;
    const { lines, standing, get } = await appWithQueue(gapMs);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      standing.now = i % 2 === 0;
      statuses.push(await get(), await get());
      await pause(40);
    }
    expect(statuses).toEqual([503, 503, 200, 200, 503, 503, 200, 200, 503, 503, 200, 200]);
    expect(lines.map((l) => l.msg)).toEqual(["overloaded: refusing requests until the queue drains"]);
    expect(lines[0]).toMatchObject({ level: 40, waitingForConnections: true });

    await pause(gapMs + 100);
    expect(await get()).toBe(200);
    expect(lines.map((l) => l.msg)).toEqual(["overloaded: refusing requests until the queue drains", "no longer overloaded"]);
    expect(lines[1]).toMatchObject({ level: 30, refused: 6 });
    // From the first refusal to the last: four pauses at least between them.
    expect(lines[1].forMs).toBeGreaterThanOrEqual(4 * 40);
  });

  it("tells a new episode when refusals start again after a quiet spell", async () => {
    const gapMs = 200;
    const { lines, standing, get } = await appWithQueue(gapMs);
    standing.now = true;
    expect(await get()).toBe(503);
    standing.now = false;
    await pause(gapMs + 100);
    standing.now = true;
    expect(await get()).toBe(503);
    expect(lines.map((l) => [l.msg, l.refused])).toEqual([
      ["overloaded: refusing requests until the queue drains", undefined],
      ["no longer overloaded", 1],
      ["overloaded: refusing requests until the queue drains", undefined],
    ]);
  });
});
