import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { auditLog, type NewAuditLogRow } from "@shared/schema";
import type { AuditLogQuery } from "@shared/contracts/audit";
import { arrayParam, type ArrayType } from "../db/arrays";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

export async function insertEntry(db: Db, values: NewAuditLogRow) {
  await db.insert(auditLog).values(values);
}

/** Several entries in one statement, a column an array (server/db/arrays.ts: a statement's batch audits a thousand invoices paid). */
export async function insertEntries(db: Db, values: Omit<NewAuditLogRow, "id" | "at">[]) {
  if (values.length === 0) return;
  const column = (pick: (v: (typeof values)[number]) => unknown, type: ArrayType) => arrayParam(values.map(pick), type);
  await db.execute(sql`
    insert into ${auditLog} (actor_id, actor_name, ip, user_agent, action, target_type, target_id, changes)
    select a.actor_id, a.actor_name, a.ip, a.user_agent, a.action, a.target_type, a.target_id, a.changes::jsonb
      from unnest(${column((v) => v.actorId ?? null, "int")}, ${column((v) => v.actorName ?? null, "text")}, ${column((v) => v.ip ?? null, "text")},
                  ${column((v) => v.userAgent ?? null, "text")}, ${column((v) => v.action, "text")}, ${column((v) => v.targetType ?? null, "text")},
                  ${column((v) => v.targetId ?? null, "text")}, ${column((v) => (v.changes === null || v.changes === undefined ? null : JSON.stringify(v.changes)), "text")})
           as a(actor_id, actor_name, ip, user_agent, action, target_type, target_id, changes)`);
}

function filters(q: AuditLogQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.actorId) where.push(eq(auditLog.actorId, q.actorId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(auditLog.at, sql`(${q.to}::date + 1)::timestamptz`));
  return where.length ? and(...where) : undefined;
}

/** One page, newest first, and how many entries match in all. */
export async function findEntries(db: Db, q: AuditLogQuery) {
  const where = filters(q);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}

/** Everyone who acted, with the latest name recorded for them (erased people have none left). */
export async function findActors(db: Db) {
  return db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(isNotNull(auditLog.actorId), isNotNull(auditLog.actorName)))
    .orderBy(auditLog.actorId, desc(auditLog.at));
}

/**
 * Every entry about a person, oldest first: those they made, and those whose target is them (their
 * account, their application, their expert profile, or their candidate profile by its own id).
 */
export async function findEntriesAbout(db: Db, userId: number, candidateProfileId: number | null) {
  const id = String(userId);
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        and(inArray(auditLog.targetType, ["user", "talent", "expert"]), eq(auditLog.targetId, id)),
        candidateProfileId === null ? undefined : and(eq(auditLog.targetType, "candidate"), eq(auditLog.targetId, String(candidateProfileId))),
      ),
    )
    .orderBy(auditLog.at, auditLog.id);
}

/**
 * Deletes up to `batch` entries older than `days` (the table's trigger refuses anything younger
 * than 365 days, whatever asks). Answers how many went.
 */
export async function deleteOlderThan(db: Db, days: number, batch: number) {
  const rows = await db.execute(sql`
    delete from ${auditLog} where ${auditLog.id} in (
      select ${auditLog.id} from ${auditLog} where ${auditLog.at} < now() - make_interval(days => ${days}) order by ${auditLog.at} limit ${batch}
    ) returning ${auditLog.id}`);
  return rowsOf<unknown>(rows).length;
}

/** The one change the table's trigger allows: the person's name and address blanked. */
export async function blankPersonOf(db: Db, userId: number) {
  const rows = await db
    .update(auditLog)
    .set({ actorName: null, ip: null, userAgent: null })
    .where(eq(auditLog.actorId, userId))
    .returning({ id: auditLog.id });
  return rows.length;
}
