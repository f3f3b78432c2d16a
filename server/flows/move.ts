// The one way anything moves through its flow (shared/flows): the move must be in the flow's table
// for this mover (403 when the flow says that kind of move is only others', else 409 when it is no
// move from this status), the row is changed by one conditional UPDATE from the status that was read (under the
// caller's lock), and the move's notices and audit entry are written in the same transaction, by the
// writer of every consequence (consequences.ts). People's requests and the jobs' rules make their moves
// here alike.
import type { Flow } from "@shared/flows/flow";
import type { Db } from "../db/client";
import { conflict, forbidden } from "../lib/http-error";
import { writeConsequences, type AuditDetails, type AuditEntry, type CodesOnly, type Notice } from "./consequences";

export { ADMINS, auditCode, codeOrNull, type AuditCode, type AuditDetails, type AuditEntry, type CodesOnly, type Notice } from "./consequences";

/** A move's audit entry, its details checked at compile time to hold codes only (and again when written). */
export const auditEntry = <const C extends AuditDetails>(entry: AuditEntry & { changes?: C & CodesOnly<C> }): AuditEntry => entry;

type Audited = AuditEntry | AuditEntry[] | undefined | void;
const entries = (audited: Audited) => (audited === undefined ? [] : Array.isArray(audited) ? audited : [audited]);

export interface MoveSteps<R> {
  /** What else the move needs beyond the table (the time, another row's state): throws its own refusal. */
  check?: () => void | Promise<void>;
  /** The UPDATE … WHERE status = the status read; undefined when the row moved meanwhile (409). */
  update: () => Promise<R | undefined>;
  /** Who is told, in words (none when it returns nothing). */
  notices?: (moved: R) => Notice[] | Promise<Notice[]>;
  /** The move's audit entry (none when it answers nothing). */
  audit?: (moved: R) => Audited | Promise<Audited>;
}

export async function move<S extends string, M extends string, R extends { status: S }>(
  tx: Db,
  flow: Flow<S, M>,
  row: { status: S },
  to: S,
  by: M,
  steps: MoveSteps<R>,
): Promise<R> {
  const refused = flow.refuse(row.status, to, by);
  if (refused) throw refused.status === 403 ? forbidden(refused.message) : conflict(refused.message);
  await steps.check?.();
  const moved = await steps.update();
  if (!moved) throw conflict(flow.changed);
  await writeConsequences(tx, { notices: (await steps.notices?.(moved)) ?? [], audits: entries(await steps.audit?.(moved)) });
  return moved;
}

/**
 * The same move of many rows at once (a statement's payments settling its invoices): each row's move
 * checked against the flow, one UPDATE from the statuses read (under the caller's locks) that must
 * move them all (409 otherwise), then every notice and audit entry, in the caller's transaction.
 */
export async function moveMany<S extends string, M extends string, R extends { status: S }>(
  tx: Db,
  flow: Flow<S, M>,
  rows: { status: S }[],
  to: S,
  by: M,
  steps: { update: () => Promise<R[]>; notices?: (moved: R[]) => Notice[] | Promise<Notice[]>; audit?: (moved: R[]) => Audited | Promise<Audited> },
): Promise<R[]> {
  if (rows.length === 0) return [];
  for (const row of rows) {
    const refused = flow.refuse(row.status, to, by);
    if (refused) throw refused.status === 403 ? forbidden(refused.message) : conflict(refused.message);
  }
  const moved = await steps.update();
  if (moved.length !== rows.length) throw conflict(flow.changed);
  await writeConsequences(tx, { notices: (await steps.notices?.(moved)) ?? [], audits: entries(await steps.audit?.(moved)) });
  return moved;
}
