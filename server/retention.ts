// The retention job: what the product keeps only for a while is deleted once its time is up, by
// each owning domain (docs/decisions/058-what-we-keep-and-for-how-long.md). Safe on any number of
// instances at once: each delete takes rows by a condition, and a row deleted twice is gone once.
import { purgeStaleAttemptsAndLinks } from "./auth/auth.service";
import { purgeOldAuditEntries } from "./audit/audit.service";
import { purgeSpentInvitations } from "./companies/companies.service";
import type { AppDeps } from "./deps";
import { purgeDoneMail } from "./notifications/notifications.service";

/** Rows deleted per table per run; a run that reaches it goes again at once (jobs.ts). */
export const RETENTION_BATCH = 5_000;

/** Answers true when a table had more than one batch to go (there may be more at once). */
export async function purgeExpired(deps: Pick<AppDeps, "db" | "logger">, batch = RETENTION_BATCH) {
  const { attempts, links } = await purgeStaleAttemptsAndLinks(deps.db, batch);
  const mail = await purgeDoneMail(deps.db, batch);
  const audit = await purgeOldAuditEntries(deps.db, batch);
  const invitations = await purgeSpentInvitations(deps.db, batch);
  if (attempts + links + mail + audit + invitations > 0) deps.logger.info({ attempts, links, mail, audit, invitations }, "deleted records past their retention");
  return [attempts, links, mail, audit, invitations].some((n) => n >= batch);
}
