import type { Availability, AvailabilityValues } from "@shared/contracts/availability";
import type { AvailabilityRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { assertOwnerOrAdmin } from "../lib/guards";
import { conflict, forbidden, notFound } from "../lib/http-error";
import * as repo from "./availability.repo";

function toPublic(row: AvailabilityRow): Availability {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Public for active experts (the booking dialog shows it); inactive ones only to themselves and admins. */
export async function getAvailability(db: Db, viewer: UserRow | undefined, expertId: number): Promise<Availability> {
  const found = await repo.findWithExpert(db, expertId);
  const visible = found && (found.isActive || viewer?.isAdmin || viewer?.id === expertId);
  if (!found || !visible) throw notFound("Expert not found");
  if (!found.record) throw notFound("No availability saved yet");
  return toPublic(found.record);
}

/** Only an expert edits availability, and only their own: another id in the body or path is refused. */
function assertOwnExpert(user: UserRow, expertId: number | null | undefined) {
  if (expertId != null) assertOwnerOrAdmin(user, expertId);
  if (!user.isAdmin && user.userType !== "expert") throw forbidden("Only experts have availability.");
}

function changesOf(values: AvailabilityValues): repo.AvailabilityChanges {
  return {
    status: values.status,
    availableFrom: values.availableFrom,
    availableTo: values.availableTo,
    currentContractEndDate: values.currentContractEndDate,
    preferredContractLength: values.preferredContractLength,
    autoExtend: values.autoExtend,
  };
}

export async function createAvailability(db: Db, user: UserRow, values: AvailabilityValues): Promise<Availability> {
  assertOwnExpert(user, values.expertId);
  const expertId = values.expertId ?? user.id;
  const found = await repo.findWithExpert(db, expertId);
  if (!found) throw notFound("Expert profile not found");
  if (found.record) throw conflict("Availability already exists; update it with PUT /api/availability/{expertId}.");
  const row = await repo.insertAvailability(db, expertId, changesOf(values));
  if (!row) throw conflict("Availability already exists; update it with PUT /api/availability/{expertId}.");
  return toPublic(row);
}

export async function updateAvailability(db: Db, user: UserRow, expertId: number, values: AvailabilityValues): Promise<Availability> {
  assertOwnExpert(user, expertId);
  if (values.expertId != null && values.expertId !== expertId) throw forbidden();
  const row = await repo.updateAvailability(db, expertId, changesOf(values));
  if (!row) throw notFound("No availability saved yet; create it with POST /api/availability.");
  return toPublic(row);
}
