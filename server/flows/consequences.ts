// What an act or a move leaves behind: its notices, its audit entries and its mails, written here and
// nowhere else, in the transaction of the change they follow (pass that transaction), so a change
// and its consequences commit together. The mover (move.ts) and the acts (act.ts) both write
// through `writeConsequences`; domains never call the audit log or the notifications to record one.
import type { Db } from "../db/client";
import { recordAudits, type AuditDetails, type AuditRecord } from "../audit/audit.service";
import { activeAdminIds, notify, queueMail, type NotificationMessage, type OutboxMail } from "../notifications/notifications.service";

export type { AuditCode, AuditDetails, CodesOnly } from "../audit/audit.service";
export { auditCode, codeOrNull } from "../audit/audit.service";
/**
 * A notice as a move or an act records it: a row of the notifications table, of a known kind, to
 * one person, or to `"admins"`: the same words to every active admin ("tell the admins").
 */
export type Notice = Omit<NotificationMessage, "userId"> & { userId: number | typeof ADMINS };
export const ADMINS = "admins";
export type { OutboxMail } from "../notifications/notifications.service";

/** An audit entry to write: its details hold codes, never typed text (checked as it is written). */
export type AuditEntry = AuditRecord & { changes?: AuditDetails };

export interface Consequences {
  notices?: Notice[];
  audits?: AuditEntry[];
  mails?: OutboxMail[];
}

/** How many notices go in one statement, within the bound on a statement's parameters. */
const NOTICES_A_STATEMENT = 2_000;

/** Writes the notices, the audit entries and the mails; answers each notice's id with its reader's. */
export async function writeConsequences(tx: Db, { notices = [], audits = [], mails = [] }: Consequences) {
  const admins = notices.some((n) => n.userId === ADMINS) ? await activeAdminIds(tx) : [];
  const rows = notices.flatMap((n): NotificationMessage[] => (n.userId === ADMINS ? admins.map((userId) => ({ ...n, userId })) : [{ ...n, userId: n.userId }]));
  const written: { id: number; userId: number }[] = [];
  for (let i = 0; i < rows.length; i += NOTICES_A_STATEMENT) written.push(...(await notify(tx, rows.slice(i, i + NOTICES_A_STATEMENT))));
  await recordAudits(tx, audits);
  for (const mail of mails) await queueMail(tx, mail);
  return written;
}
