// Runs once before the journeys: one Chromium for the run, which every journey's browser()
// connects to (each journey then works in browser contexts of its own); the data template, a
// server's embedded database migrated and seeded once, which each server started from it copies;
// and the shared servers, one per worker, on which the journeys that need no environment of their
// own run (sharedServer() in e2e/support/server.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { BROWSER_ENDPOINT_ENV, launchBrowserServer } from './support/browser';
import { DATA_TEMPLATE_ENV, SHARED_ENV, SHARED_SERVERS_ENV, spawnServer, TEMPLATE_ENV, type ServerProcess } from './support/server';

export default async function setup(project: TestProject) {
  process.env.TZ = 'UTC';
  process.env.NODE_ENV = 'test';
  const browserServer = await launchBrowserServer();
  const template = await mkdtemp(path.join(os.tmpdir(), 'e2e-data-template-'));
  const shared: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(shared.map((server) => server.stop()));
    await browserServer.close();
    await rm(template, { recursive: true, force: true });
  };
  try {
    const server = await spawnServer({ env: TEMPLATE_ENV, dataDir: template });
    try {
      await server.ready();
    } finally {
      // SIGTERM: the server closes its database, so the folder is whole when it is copied.
      await server.stop();
    }
    process.env[DATA_TEMPLATE_ENV] = template;
    // One per worker: two journeys that run at the same moment are never on the same server.
    const workers = Math.max(1, project.config.maxWorkers);
    for (let i = 0; i < workers; i++) shared.push(await spawnServer({ env: SHARED_ENV }));
    await Promise.all(shared.map((s) => s.ready()));
  } catch (error) {
    delete process.env[DATA_TEMPLATE_ENV];
    await stopAll();
    throw error;
  }
  process.env[BROWSER_ENDPOINT_ENV] = browserServer.wsEndpoint();
  process.env[SHARED_SERVERS_ENV] = JSON.stringify(shared.map((s) => s.baseURL));
  return async () => {
    delete process.env[BROWSER_ENDPOINT_ENV];
    delete process.env[DATA_TEMPLATE_ENV];
    delete process.env[SHARED_SERVERS_ENV];
    await stopAll();
  };
}
