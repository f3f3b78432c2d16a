// The audit log: who did what, when and from where. Entries are written in the transaction of the
// change they record (pass that transaction as `db`), so a change and its entry commit together.
import type { AuditAction, AuditEntry, AuditLogPage, AuditLogQuery } from "@shared/contracts/audit";
import type { UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { currentRequestContext } from "../lib/request-context";
import * as repo from "./audit.repo";

export interface AuditRecord {
  /**
   * Who acted: by default the request's signed-in user; for a sign-in, the account signing in; for
   * a failed sign-in, the account the name tried belongs to, or null.
   */
  actor?: Pick<UserRow, "id" | "firstName" | "lastName" | "username"> | null;
  /** The name to show when there is no actor (the name tried at a failed sign-in). */
  actorName?: string;
  action: AuditAction;
  target?: { type: string; id: number | string };
  changes?: Record<string, unknown>;
}

const nameOf = (user: NonNullable<AuditRecord["actor"]>) => [user.firstName, user.lastName].filter(Boolean).join(" ") + (user.username ? ` (${user.username})` : "");

/** Half of a UTF-16 surrogate pair standing alone: no character, and refused by jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What a person typed (a name tried at sign-in, a header) as text the database takes: a lone
 * surrogate becomes U+FFFD, inside nested values too.
 */
export function wellFormed<T>(value: T): T {
  if (typeof value === "string") return value.replace(LONE_SURROGATE, "\ufffd") as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k), wellFormed(v)])) as T;
  }
  return value;
}

export async function recordAudit(db: Db, entry: AuditRecord) {
  const { ip, userAgent, user } = currentRequestContext();
  const actor = entry.actor === undefined ? user : entry.actor;
  await repo.insertEntry(db, {
    actorId: actor?.id ?? null,
    actorName: wellFormed(entry.actorName ?? (actor ? nameOf(actor) : null)),
    ip: ip ?? null,
    userAgent: wellFormed(userAgent ?? null),
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    changes: wellFormed(entry.changes ?? null),
  });
}

/** The fields whose value differs, each as {from, to}. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T, keys: readonly (keyof T & string)[]) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

export async function listAuditEntries(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const { rows, total } = await repo.findEntries(db, query);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    ip: r.ip,
    userAgent: r.userAgent,
    action: r.action as AuditAction,
    targetType: r.targetType,
    targetId: r.targetId,
    changes: (r.changes as Record<string, unknown> | null) ?? null,
  }));
  return { entries, total };
}

export async function listAuditActors(db: Db) {
  const rows = await repo.findActors(db);
  return rows.map((r) => ({ id: r.id!, name: r.name! }));
}

/** Entries are kept for a year (the table's trigger refuses to delete younger ones), then deleted. */
export const AUDIT_RETENTION_DAYS = 365;

/** The retention job's part: up to `batch` entries past retention. Answers how many went. */
export async function purgeOldAuditEntries(db: Db, batch: number) {
  return repo.deleteOlderThan(db, AUDIT_RETENTION_DAYS, batch);
}

/**
 * A person's copy of the log (their export): every entry they made or that is about them. The
 * address and browser are given for their own entries only; another actor (an admin) is not named.
 */
export async function auditEntriesAbout(db: Db, userId: number, candidateProfileId: number | null) {
  const rows = await repo.findEntriesAbout(db, userId, candidateProfileId);
  return rows.map((r) => {
    const byThem = r.actorId === userId;
    return {
      at: r.at.toISOString(),
      action: r.action,
      byYou: byThem,
      ip: byThem ? r.ip : null,
      userAgent: byThem ? r.userAgent : null,
      target: r.targetType ? { type: r.targetType, id: r.targetId } : null,
      changes: (r.changes as Record<string, unknown> | null) ?? null,
    };
  });
}

/**
 * For the erasure of a person: their entries keep action, time, target and changes, and lose the
 * name and the address (IP and browser) they were recorded with. Answers how many entries changed.
 */
export async function anonymiseAuditEntriesOf(db: Db, userId: number) {
  return repo.blankPersonOf(db, userId);
}
