import { eq } from "drizzle-orm";
import { clientProfiles, type ClientProfileRow } from "@shared/schema";
import type { ClientProfile } from "@shared/contracts/client-profiles";
import type { Db } from "../db/client";

export async function findByUserId(db: Db, userId: number): Promise<ClientProfileRow | undefined> {
  const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)).limit(1);
  return row;
}

/** One profile per client: the first save creates it, later saves replace its fields. */
export async function upsert(db: Db, userId: number, values: ClientProfile): Promise<ClientProfileRow> {
  const [row] = await db
    .insert(clientProfiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}
