import type { Db } from "../db/client";
import { experts } from "@shared/schema";

type ExpertInsert = typeof experts.$inferInsert;

/** The text the trigram index searches: name, role and skills, lower-cased. */
export function expertSearchText(e: { name: string; role: string; skills?: string[] | null }) {
  return [e.name, e.role, ...(e.skills ?? [])].join(" ").toLowerCase();
}

export async function insertExpert(db: Db, values: Omit<ExpertInsert, "searchText">) {
  const [row] = await db
    .insert(experts)
    .values({ ...values, searchText: expertSearchText(values) })
    .returning();
  return row;
}
