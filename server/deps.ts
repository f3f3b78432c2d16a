import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./lib/logger";
import type { MailParts } from "./notifications/mail-render";

/** What every feature router is built from. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  /** What the domains add to the outbox's mail (server/notifications/mail-render.ts). */
  mailParts: MailParts;
}
