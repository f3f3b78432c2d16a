import type { z } from "zod";
import type { registerClientSchema } from "@shared/contracts/auth";
import type { ClientProfile, SavedClientProfile } from "@shared/contracts/client-profiles";
import { WORKING_HOURS_MESSAGES } from "@shared/contracts/working-hours";
import type { ClientProfileRow, UserRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START } from "@shared/working-hours";
import { createAccount, type SignUpContext } from "../auth/auth.service";
import { saveProfileFacts, startCompany } from "../companies/companies.service";
import type { Db } from "../db/client";
import { badRequest } from "../lib/http-error";
import * as repo from "./client-profiles.repo";

/** The saved row; its choices are the ones the contract lists, as the request schema let them in. */
function toPublic(row: ClientProfileRow): SavedClientProfile {
  return { ...(row as ClientProfileRow & ClientProfile), updatedAt: row.updatedAt.toISOString() };
}

/**
 * The client's profile; before anything is saved, the one they have in effect: no company details and
 * the default working day (`updatedAt` null), so every client's screens can start from an answer.
 */
export async function getOwnProfile(db: Db, user: UserRow): Promise<SavedClientProfile> {
  const row = await repo.findByUserId(db, user.id);
  if (row) return toPublic(row);
  return {
    userId: user.id,
    companyName: null,
    companySize: null,
    industry: null,
    companyLocation: null,
    website: null,
    typicalProjectDuration: null,
    preferredTeamSize: null,
    budgetRange: null,
    urgency: null,
    timeZone: DEFAULT_CLIENT_TIME_ZONE,
    workStart: DEFAULT_CLIENT_WORK_START,
    workEnd: DEFAULT_CLIENT_WORK_END,
    updatedAt: null,
  };
}

export async function saveOwnProfile(db: Db, user: UserRow, values: ClientProfile) {
  // One of the two times may come alone: the day it makes with the saved (or default) other must still end after it starts.
  if ((values.workStart === undefined) !== (values.workEnd === undefined)) {
    const saved = await repo.findByUserId(db, user.id);
    const start = values.workStart ?? saved?.workStart ?? DEFAULT_CLIENT_WORK_START;
    const end = values.workEnd ?? saved?.workEnd ?? DEFAULT_CLIENT_WORK_END;
    if (end <= start) throw badRequest(`workEnd: ${WORKING_HOURS_MESSAGES.endBeforeStart}`, [{ path: "workEnd", message: WORKING_HOURS_MESSAGES.endBeforeStart }]);
  }
  // The company facts are the company's (a role that may not change them sends them as they are);
  // the profile keeps its copy of them with the person's own preferences.
  const row = await db.transaction(async (tx) => {
    await saveProfileFacts(tx, user, {
      companyName: values.companyName ?? null,
      companySize: values.companySize ?? null,
      industry: values.industry ?? null,
      companyLocation: values.companyLocation ?? null,
      website: values.website ?? null,
    });
    return repo.upsert(tx, user.id, values);
  });
  return toPublic(row);
}

/** A new client's profile row starts with the zone their browser sent; the company details follow later. */
export async function startProfileInZone(db: Db, userId: number, timeZone: string) {
  await repo.insertWithTimeZone(db, userId, timeZone);
}

/**
 * A client's sign-up: the account, a company with the client as its owner, and the browser's zone
 * starting their working hours; the company details follow later.
 */
export async function registerClient(db: Db, input: z.output<typeof registerClientSchema>, ctx: SignUpContext) {
  const { email, password, firstName, lastName, timeZone } = input;
  return createAccount(db, { email, password, firstName, lastName, userType: "client" }, "An account with this email already exists.", ctx, async (tx, user) => {
    await startCompany(tx, user);
    if (timeZone) await startProfileInZone(tx, user.id, timeZone);
  });
}
