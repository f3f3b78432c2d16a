import { eq } from "drizzle-orm";
import { clientProfiles, type ClientProfileRow } from "@shared/schema";
import type { ClientProfile } from "@shared/contracts/client-profiles";
import type { Db } from "../db/client";

export async function findByUserId(db: Db, userId: number): Promise<ClientProfileRow | undefined> {
  const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)).limit(1);
  return row;
}

/**
 * One profile per client: the first save creates it, later saves replace its fields. Working hours
 * left out (undefined) keep their saved values, or the column defaults on the first save.
 */
export async function upsert(db: Db, userId: number, values: ClientProfile): Promise<ClientProfileRow> {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ClientProfile;
  const [row] = await db
    .insert(clientProfiles)
    .values({ ...given, userId })
    .onConflictDoUpdate({ target: clientProfiles.userId, set: { ...given, updatedAt: new Date() } })
    .returning();
  return row;
}

/** The zone the browser reported at sign-up, on a profile made for it (company details come later). */
export async function insertWithTimeZone(db: Db, userId: number, timeZone: string) {
  await db.insert(clientProfiles).values({ userId, timeZone }).onConflictDoNothing();
}
