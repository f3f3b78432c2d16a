// The trial's queries (docs/decisions/066-*): the engagement under its lock with what the trial rule
// and the replacement need read, the link to the free replacement (whose position the database
// works out, under a unique key), and the console's counts. The end itself is endEngagement's.
import { eq, sql } from "drizzle-orm";
import { clientProfiles, engagements, experts, requisitions, users, type EngagementRow } from "@shared/schema";
import type { Db } from "../db/client";

/** The engagement, locked until the transaction ends: two trial ends at once queue here, and the second sees the first's. */
export async function lockEngagement(tx: Db, id: number) {
  const [row] = await tx.select().from(engagements).where(eq(engagements.id, id)).for("update");
  return row;
}

/**
 * What ending in the trial reads besides the engagement: the client (their name, company and
 * working day), the expert (name, role, skills), the requisition it filled, if any, and whether
 * that requisition was itself a free replacement (the position has had its one).
 */
export async function trialFactsOf(tx: Db, e: EngagementRow) {
  const [client] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: clientProfiles.companyName,
      timeZone: clientProfiles.timeZone,
      workStart: clientProfiles.workStart,
      workEnd: clientProfiles.workEnd,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, e.clientId));
  const [expert] = await tx
    .select({ userId: experts.userId, name: experts.name, role: experts.role, skills: experts.skills })
    .from(experts)
    .where(eq(experts.userId, e.expertId));
  const [requisition] = e.requisitionId ? await tx.select().from(requisitions).where(eq(requisitions.id, e.requisitionId)) : [];
  const [replaced] = e.requisitionId
    ? await tx.select({ id: engagements.id }).from(engagements).where(eq(engagements.replacementRequisitionId, e.requisitionId)).limit(1)
    : [];
  return { client, expert, requisition: requisition ?? null, fillsReplacement: replaced !== undefined };
}

/**
 * Links the ended engagement to its free replacement. The position is worked out in the same
 * statement: the engagement itself, or, when it filled another's replacement requisition, that
 * other's position. `replaced_position_id` is unique, so a position that had its free replacement
 * cannot get a second one, whatever the caller checked.
 */
export async function linkReplacement(tx: Db, id: number, requisitionId: number) {
  const [row] = await tx
    .update(engagements)
    .set({
      replacementRequisitionId: requisitionId,
      replacedPositionId: sql`coalesce((select coalesce(p.replaced_position_id, p.id) from ${engagements} p
                                         where p.replacement_requisition_id = ${engagements.requisitionId} and p.id <> ${engagements.id}), ${engagements.id})`,
      updatedAt: sql`now()`,
    })
    .where(eq(engagements.id, id))
    .returning();
  return row;
}

/** Ends in the trial and free replacements opened and filled: in the last `days` days (by the end) and all time. */
export async function trialFigures(db: Db, days: number) {
  const recent = sql`${engagements.endedAt} >= now() - make_interval(days => ${days}::int)`;
  const replaced = sql`${engagements.replacementRequisitionId} is not null`;
  const filled = sql`${requisitions.status} = 'filled'`;
  const [row] = await db
    .select({
      trialsWindow: sql<number>`count(*) filter (where ${recent})::int`,
      trialsAll: sql<number>`count(*)::int`,
      openedWindow: sql<number>`count(*) filter (where ${recent} and ${replaced})::int`,
      openedAll: sql<number>`count(*) filter (where ${replaced})::int`,
      filledWindow: sql<number>`count(*) filter (where ${recent} and ${filled})::int`,
      filledAll: sql<number>`count(*) filter (where ${filled})::int`,
    })
    .from(engagements)
    .leftJoin(requisitions, eq(requisitions.id, engagements.replacementRequisitionId))
    .where(eq(engagements.endReason, "trial"));
  return row;
}

