// The audit log: who did what, when and from where. Entries are written in the transaction of the
// change they record (pass that transaction as `db`), so a change and its entry commit together.
import type { AuditAction, AuditEntry, AuditLogPage, AuditLogQuery } from "@shared/contracts/audit";
import type { UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { currentRequestContext } from "../lib/request-context";
import * as repo from "./audit.repo";

/**
 * What an entry's details hold: ids, numbers, booleans, dates and codes (a status, a method, a
 * hash, a slug), never what somebody typed. A reason, a note, a name or a title lives in its
 * domain's row, which erasure reaches; the log keeps entries for a year and cannot forget them
 * (docs/decisions/072-the-audit-log-holds-no-typed-text.md).
 */
export type AuditValue = number | boolean | null | string | readonly AuditValue[] | { readonly [key: string]: AuditValue };
export type AuditDetails = Record<string, AuditValue>;

declare const codeBrand: unique symbol;
/** A string checked to be a code or a date (auditCode), not text. */
export type AuditCode = string & { readonly [codeBrand]: true };

/**
 * The compiler's half of the rule: a string of a fixed list (a literal type) passes, and so does
 * one made by auditCode; any other string, free text as the type system sees it, is refused.
 */
export type CodesOnly<T> = T extends string
  ? string extends T
    ? AuditCode
    : T
  : T extends readonly (infer U)[]
    ? readonly CodesOnly<U>[]
    : T extends object
      ? { [K in keyof T]: CodesOnly<T[K]> }
      : T;

/** Lower-case words of letters and digits joined by - _ . or :, such as `awaiting_acceptance`, a slug or a hash. */
const CODE = /^[a-z0-9]+(?:[-_.:][a-z0-9]+)*$/;
/** A calendar day, a month, or an instant as toISOString writes it. */
const DATE = /^\d{4}-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z)?)?$/;
const CODE_MAX = 100;

const isCode = (value: string) => value.length <= CODE_MAX && (CODE.test(value) || DATE.test(value));

/** A string the caller knows to be a code or a date (a slug, a hash, a week's Monday); anything else throws. */
export function auditCode(value: string): AuditCode {
  if (!isCode(value)) throw new Error("An audit entry holds codes, not text");
  return value as AuditCode;
}

/** The value as a code when it reads as one, else null (a blog slug may run past a code's 100 characters). */
export const codeOrNull = (value: string): AuditCode | null => (isCode(value) ? (value as AuditCode) : null);

/**
 * The running half: every string inside the details must read as a code or a date. Text that
 * got past the compiler (a cast) fails the change it would record, rather than stay a year.
 */
export function assertNoText(details: unknown, path = "changes"): void {
  if (typeof details === "string") {
    if (!isCode(details)) throw new Error(`An audit entry holds codes, not text (${path})`);
  } else if (Array.isArray(details)) {
    details.forEach((v, i) => assertNoText(v, `${path}[${i}]`));
  } else if (details && typeof details === "object") {
    for (const [k, v] of Object.entries(details)) assertNoText(v, `${path}.${k}`);
  }
}

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
  /** Ids, numbers, booleans and codes only (AuditDetails, checked by CodesOnly and assertNoText). */
  changes?: AuditDetails;
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

export async function recordAudit<const C extends AuditDetails>(db: Db, entry: AuditRecord & { changes?: C & CodesOnly<C> }) {
  assertNoText(entry.changes);
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

/** Several audit entries of one change at once (a statement's invoices paid), in one statement; each checked as `recordAudit` checks it. */
export async function recordAudits(db: Db, entries: (AuditRecord & { changes?: AuditDetails })[]) {
  if (entries.length === 0) return;
  const { ip, userAgent, user } = currentRequestContext();
  await repo.insertEntries(
    db,
    entries.map((entry) => {
      assertNoText(entry.changes);
      const actor = entry.actor === undefined ? user : entry.actor;
      return {
        actorId: actor?.id ?? null,
        actorName: wellFormed(entry.actorName ?? (actor ? nameOf(actor) : null)),
        ip: ip ?? null,
        userAgent: wellFormed(userAgent ?? null),
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target ? String(entry.target.id) : null,
        changes: wellFormed(entry.changes ?? null),
      };
    }),
  );
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
