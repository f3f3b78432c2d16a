import type { ClientProfile, SavedClientProfile } from "@shared/contracts/client-profiles";
import type { ClientProfileRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { notFound } from "../lib/http-error";
import * as repo from "./client-profiles.repo";

function toPublic(row: ClientProfileRow): SavedClientProfile {
  return {
    userId: row.userId,
    companyName: row.companyName,
    companySize: row.companySize as ClientProfile["companySize"],
    industry: row.industry as ClientProfile["industry"],
    companyLocation: row.companyLocation,
    website: row.website,
    typicalProjectDuration: row.typicalProjectDuration as ClientProfile["typicalProjectDuration"],
    preferredTeamSize: row.preferredTeamSize as ClientProfile["preferredTeamSize"],
    budgetRange: row.budgetRange as ClientProfile["budgetRange"],
    urgency: row.urgency as ClientProfile["urgency"],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getOwnProfile(db: Db, user: UserRow) {
  const row = await repo.findByUserId(db, user.id);
  if (!row) throw notFound("No company profile yet");
  return toPublic(row);
}

export async function saveOwnProfile(db: Db, user: UserRow, values: ClientProfile) {
  return toPublic(await repo.upsert(db, user.id, values));
}
