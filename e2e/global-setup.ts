// Runs once before the journeys: one Chromium for the run, which every journey's browser()
// connects to (each journey then works in browser contexts of its own), and the data template, a
// server's embedded database migrated and seeded once, which each journey's server copies.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_ENDPOINT_ENV, launchBrowserServer } from './support/browser';
import { DATA_TEMPLATE_ENV, spawnServer, TEMPLATE_ENV } from './support/server';

export default async function setup() {
  process.env.TZ = 'UTC';
  process.env.NODE_ENV = 'test';
  const browserServer = await launchBrowserServer();
  const template = await mkdtemp(path.join(os.tmpdir(), 'e2e-data-template-'));
  try {
    const server = await spawnServer({ env: TEMPLATE_ENV, dataDir: template });
    try {
      await server.ready();
    } finally {
      // SIGTERM: the server closes its database, so the folder is whole when it is copied.
      await server.stop();
    }
  } catch (error) {
    await browserServer.close();
    await rm(template, { recursive: true, force: true });
    throw error;
  }
  process.env[BROWSER_ENDPOINT_ENV] = browserServer.wsEndpoint();
  process.env[DATA_TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[BROWSER_ENDPOINT_ENV];
    delete process.env[DATA_TEMPLATE_ENV];
    await browserServer.close();
    await rm(template, { recursive: true, force: true });
  };
}
