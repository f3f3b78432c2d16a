import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./lib/logger";

/** What every feature router is built from. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
}
