import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { ensureAdmin } from "./auth/admin-account";
import { isEmpty, seedDemoData } from "./demo/seed";
import { catchUpTheBooks } from "./books";
import type { AppDeps } from "./deps";
import { discoveryCallMail } from "./discovery-calls/call-mail";
import { invitationForMail } from "./interviews/interviews.service";
import { invoiceMail } from "./invoices/invoice-mail";
import { createLogger } from "./lib/logger";
import type { MailParts } from "./notifications/mail-render";

/** The domains' parts of the outbox's mail, handed to the sender. */
const MAIL_PARTS: MailParts = { invitation: invitationForMail, discoveryCall: discoveryCallMail, invoice: invoiceMail };

/** Opens the configured database, migrates it, ensures the admin account and seeds an empty one. */
export async function bootstrap(config: Config, opts: { database?: Database } = {}): Promise<AppDeps & { seeded: boolean }> {
  const logger = createLogger(config.logLevel);
  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      directUrl: config.databaseListenUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseTimeouts.statementMs,
      idleInTransactionTimeoutMs: config.databaseTimeouts.idleInTransactionMs,
      connectionWaitTargetMs: config.overloadMaxConnectionWaitMs,
      onConnectionError: (err) => logger.warn({ err: err.message }, "database connection lost"),
      onListening: () => logger.info("listening for database announcements again"),
    }));
  // Instances starting together on one database take turns, so only the first seeds an empty one.
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    // The admin first: the demo requisitions name who proposed their candidates.
    await ensureAdmin(database.db, config);
    const empty = config.seedDemoData && (await isEmpty(database.db));
    if (empty) await seedDemoData(database.db, config.passwordCost, new Date(), config.payouts.accountKey);
    else await catchUpTheBooks(database.db);
    return empty;
  });
  return { config, database, db: database.db, logger, mailParts: MAIL_PARTS, seeded };
}
