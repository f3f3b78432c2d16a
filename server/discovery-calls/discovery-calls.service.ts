import { createHmac } from "node:crypto";
import { BRAND_NAME, type DiscoveryCallStatus } from "@shared/constants";
import {
  DISCOVERY_MESSAGES,
  slotProblemMessage,
  type AdminDiscoveryCallsQuery,
  type BookedDiscoveryCall,
  type CreateDiscoveryCallValues,
  type DiscoveryCall,
  type DiscoverySlots,
  type SlotsQuery,
} from "@shared/contracts/discovery-calls";
import { bookableSlots, SLOT_MINUTES, SLOT_MS, slotProblem, zoneCity, type SlotWindow } from "@shared/discovery-slots";
import type { DiscoveryCallRow } from "@shared/schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, notFound, tooManyRequests } from "../lib/http-error";
import { buildCallCalendar } from "./call-calendar";
import * as repo from "./discovery-calls.repo";
import { recordAudit } from "../audit/audit.service";

/** A visitor books one call; a handful an hour from one address leaves room for colleagues behind one office network. */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 5;

const slotWindow = (config: Config): SlotWindow => config.discovery;

const icsPath = (token: string) => `/api/discovery-calls/${token}/calendar.ics`;

function toBooked(row: DiscoveryCallRow): BookedDiscoveryCall {
  return {
    slotStart: row.slotStart.toISOString(),
    slotEnd: new Date(row.slotStart.getTime() + SLOT_MS).toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    needs: row.needs,
    timeZone: row.timeZone,
    icsUrl: icsPath(row.token),
  };
}

function toAdmin(row: DiscoveryCallRow): DiscoveryCall {
  return {
    id: row.id,
    slotStart: row.slotStart.toISOString(),
    slotEnd: new Date(row.slotStart.getTime() + SLOT_MS).toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    needs: row.needs,
    timeZone: row.timeZone,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Free slots inside the bookable window, optionally narrowed to [from, to). */
export async function listFreeSlots(db: Db, config: Config, range: SlotsQuery, now = new Date()): Promise<DiscoverySlots> {
  const window = slotWindow(config);
  const from = range.from ? Date.parse(range.from) : -Infinity;
  const to = range.to ? Date.parse(range.to) : Infinity;
  if (from >= to) throw badRequest("to: Must be after from", [{ path: "to", message: "Must be after from" }]);
  const candidates = bookableSlots(window, now).filter((s) => s.getTime() >= from && s.getTime() < to);
  const taken = candidates.length
    ? new Set((await repo.takenSlotStarts(db, candidates[0], new Date(candidates[candidates.length - 1].getTime() + 1))).map((d) => d.getTime()))
    : new Set<number>();
  return {
    timeZone: window.timeZone,
    dayStart: window.dayStart,
    dayEnd: window.dayEnd,
    daysAhead: window.daysAhead,
    slotMinutes: SLOT_MINUTES,
    slots: candidates.filter((s) => !taken.has(s.getTime())).map((s) => s.toISOString()),
  };
}


/** Keeps no address: a keyed hash is enough to count requests from the same one. */
export function requesterHash(config: Config, address: string | undefined): string | null {
  if (!address) return null;
  return createHmac("sha256", config.sessionSecret).update(`discovery-call:${address}`).digest("hex");
}

export async function bookCall(deps: Pick<AppDeps, "db" | "config">, input: CreateDiscoveryCallValues, address: string | undefined, now = new Date()) {
  const { db, config } = deps;
  const window = slotWindow(config);
  const slotStart = new Date(input.slotStart);
  const problem = slotProblem(slotStart, window, now);
  if (problem) {
    const message = slotProblemMessage(problem, window);
    throw badRequest(message, [{ path: "slotStart", message }]);
  }
  const hash = requesterHash(config, address);
  try {
    // Counted and made under the requester's lock: at most the limit, however many arrive at once.
    const row = await db.transaction(async (tx) => {
      if (hash) {
        await repo.lockRequester(tx, hash);
        const recent = await repo.countRecentByRequester(tx, hash, new Date(now.getTime() - 3_600_000));
        if (recent >= BOOKINGS_PER_ADDRESS_PER_HOUR) throw tooManyRequests(DISCOVERY_MESSAGES.tooMany, 3600);
      }
      return repo.insertCall(tx, { ...input, slotStart, requesterHash: hash });
    });
    return toBooked(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DISCOVERY_MESSAGES.taken);
    throw err;
  }
}

function uidDomain(config: Config) {
  try {
    return config.publicUrl ? new URL(config.publicUrl).hostname : "proteatalent.com";
  } catch {
    return "proteatalent.com";
  }
}

/** The calendar file of a booked call, found by its unguessable token. */
export async function calendarFile(db: Db, config: Config, token: string) {
  const row = await repo.findByToken(db, token);
  if (!row) throw notFound("Booking not found");
  const office = config.discovery;
  const body = buildCallCalendar(
    {
      uid: `discovery-call-${row.token}@${uidDomain(config)}`,
      start: row.slotStart,
      end: new Date(row.slotStart.getTime() + SLOT_MS),
      stamp: row.createdAt,
      summary: `${BRAND_NAME} discovery call`,
      description: [
        `Free ${SLOT_MINUTES}-minute discovery call with ${BRAND_NAME}.`,
        `Booked by ${row.name} (${row.company}).`,
        `Your needs: ${row.needs}`,
        `We will e-mail you the video call link before the call. Office hours: ${office.dayStart}–${office.dayEnd} ${zoneCity(office.timeZone)} time.`,
      ].join("\n"),
      location: "Video call (link sent by e-mail)",
      organizer: { name: BRAND_NAME, email: config.contactEmail },
    },
    { company: BRAND_NAME, product: "Discovery calls" },
  );
  return { filename: "protea-talent-discovery-call.ics", body };
}

export async function listCalls(db: Db, query: AdminDiscoveryCallsQuery) {
  const { rows, total } = await repo.listCalls(db, query);
  return { items: rows.map(toAdmin), total };
}

export async function updateCallStatus(db: Db, id: number, status: DiscoveryCallStatus) {
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateStatus(tx, id, status);
    if (!updated) throw notFound("Discovery call not found");
    await recordAudit(tx, { action: "discovery-call.status-changed", target: { type: "discovery-call", id }, changes: { status } });
    return updated;
  });
  return toAdmin(row);
}
