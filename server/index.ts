import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { runPrimary } from "./cluster";
import { ConfigError, loadConfig, type Config } from "./config";
import { DEMO_ACCOUNTS, DEMO_COMPANY_MEMBERS, DEMO_PASSWORD } from "./demo/demo-accounts";
import { answerClientErrorsAsJson } from "./lib/client-error";
import { createLogger } from "./lib/logger";
import { startJobs } from "./jobs";
import { closeMailers } from "./notifications/mail-sender";
import { prerenderedScriptHashes, serveBuild, serveDev } from "./web/serve";

const dev = process.argv.includes("--dev");

function banner(config: Config, url: string, processes: number) {
  const lines = [
    "",
    `  Protea Talent is running at ${url}`,
    `  Database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`}` +
      (processes > 1 ? `, ${processes} server processes (WEB_CONCURRENCY)` : ""),
    "",
    "  Demo sign-ins (password for all demo users: " + DEMO_PASSWORD + ")",
    `    client     ${DEMO_ACCOUNTS.client.login} (owner of Northwind Analytics)`,
    ...DEMO_COMPANY_MEMBERS.map((m) => `               ${m.login} (${m.role})`),
    `    expert     ${DEMO_ACCOUNTS.expert.login}`,
    `    candidate  ${DEMO_ACCOUNTS.candidate.login}`,
    `    admin      ${config.admin.username} / ${config.admin.isDevDefault ? config.admin.password : "(ADMIN_PASSWORD)"}  at ${url}/admin/blog`,
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}

async function main() {
  // A .env file beside package.json, when present, fills in what the environment does not set.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  // Hot reload runs in one process; otherwise the configured number share the port (see cluster.ts).
  const processes = dev ? 1 : config.webConcurrency;
  if (processes > 1 && cluster.isPrimary) {
    runPrimary(processes, createLogger(config.logLevel), (port) => banner(config, `http://localhost:${port}`, processes));
    return;
  }
  const deps = await bootstrap(config);
  const server = http.createServer();
  const web = dev ? await serveDev(config, server) : serveBuild(config, deps.logger);
  const app = createApp(deps, { web, dev, scriptHashes: dev ? [] : prerenderedScriptHashes() });
  server.on("request", app);
  answerClientErrorsAsJson(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const stopJobs = startJobs(deps);

  // A worker's port is shared by node:cluster, whose primary prints the banner (cluster.ts).
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  if (!cluster.isWorker) {
    const address = server.address();
    banner(config, `http://localhost:${typeof address === "object" && address ? address.port : config.port}`, 1);
  }

  let stopping = false;
  // Answers still being worked on, so a shutdown can ask for their connections to close after them.
  const inFlight = new Set<http.ServerResponse>();
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, "shutting down: finishing in-flight requests");
    deps.logger.flush();
    stopJobs();
    closeMailers();
    // Stop accepting connections and let in-flight requests finish. A kept-alive connection would
    // hold the close up for as long as the client keeps it (browsers: minutes), so each answer
    // from now on says "Connection: close" and idle connections are closed as they appear.
    server.close(() => {
      void deps.database.close().catch(() => {}).then(() => process.exit(0));
    });
    // A live notification stream never finishes by itself: it is ended at once (its browser
    // reconnects to another process with the last event id it got), then its connection is idle.
    const endStreams = () => {
      for (const res of inFlight) {
        if (String(res.getHeader("content-type") ?? "").startsWith("text/event-stream") && !res.writableEnded) res.end();
      }
    };
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    endStreams();
    server.closeIdleConnections();
    setInterval(() => {
      endStreams();
      server.closeIdleConnections();
    }, 100).unref();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`\n${err.message}\n\n`);
  } else {
    process.stderr.write(`\nFailed to start: ${err instanceof Error ? err.stack : String(err)}\n\n`);
  }
  process.exit(1);
});
