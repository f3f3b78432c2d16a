import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { ensureAdmin, isEmpty, seedDemoData } from "./db/seed";
import type { AppDeps } from "./deps";
import { createLogger } from "./lib/logger";

/** Opens the configured database, migrates it, ensures the admin account and seeds an empty one. */
export async function bootstrap(config: Config, opts: { database?: Database } = {}): Promise<AppDeps & { seeded: boolean }> {
  const logger = createLogger(config.logLevel);
  const database =
    opts.database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }));
  await database.migrate();
  let seeded = false;
  if (config.seedDemoData && (await isEmpty(database.db))) {
    await seedDemoData(database.db);
    seeded = true;
  }
  await ensureAdmin(database.db, config);
  return { config, database, db: database.db, logger, seeded };
}
