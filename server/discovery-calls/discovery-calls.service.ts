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
import { officesSlotProblem, offeredSlots, SLOT_MINUTES, SLOT_MS, visitorHours, type OfficesWindow } from "@shared/discovery-slots";
import type { DiscoveryCallRow } from "@shared/schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, notFound, tooManyRequests } from "../lib/http-error";
import { meetingKey, meetingUrlFrom } from "../lib/meeting-url";
import { buildCallCalendar } from "./call-calendar";
import * as repo from "./discovery-calls.repo";
import { act } from "../flows/act";

/** A visitor books one call; a handful an hour from one address leaves room for colleagues behind one office network. */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 5;

const slotWindow = (config: Config): OfficesWindow => config.discovery;

const icsPath = (token: string) => `/api/discovery-calls/${token}/calendar.ics`;

function callFields(row: DiscoveryCallRow) {
  return {
    slotStart: row.slotStart.toISOString(),
    slotEnd: new Date(row.slotStart.getTime() + SLOT_MS).toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    needs: row.needs,
    timeZone: row.timeZone,
  };
}

const toBooked = (row: DiscoveryCallRow): BookedDiscoveryCall => ({ ...callFields(row), icsUrl: icsPath(row.token), meetingUrl: row.meetingUrl });

const toAdmin = (row: DiscoveryCallRow): DiscoveryCall => ({ ...callFields(row), id: row.id, status: row.status, createdAt: row.createdAt.toISOString() });

/**
 * Free slots for a visitor: the offices' slots between 07:00 and 20:00 in the visitor's zone (the
 * first office's when none is given), optionally narrowed to [from, to), minus those booked.
 */
export async function listFreeSlots(db: Db, config: Config, query: SlotsQuery, now = new Date()): Promise<DiscoverySlots> {
  const window = slotWindow(config);
  const timeZone = query.timeZone ?? config.discovery.timeZone;
  const from = query.from ? Date.parse(query.from) : -Infinity;
  const to = query.to ? Date.parse(query.to) : Infinity;
  if (from >= to) throw badRequest("to: Must be after from", [{ path: "to", message: "Must be after from" }]);
  const offered = offeredSlots(window, timeZone, now);
  const candidates = offered.filter((s) => s.getTime() >= from && s.getTime() < to);
  const taken = candidates.length
    ? new Set((await repo.takenSlotStarts(db, candidates[0], new Date(candidates[candidates.length - 1].getTime() + 1))).map((d) => d.getTime()))
    : new Set<number>();
  const hours = visitorHours(offered, timeZone);
  return {
    timeZone,
    dayStart: hours?.dayStart ?? null,
    dayEnd: hours?.dayEnd ?? null,
    offices: window.offices.map(({ name, timeZone: zone, dayStart, dayEnd }) => ({ name, timeZone: zone, dayStart, dayEnd })),
    daysAhead: window.daysAhead,
    slotMinutes: SLOT_MINUTES,
    slots: candidates.filter((s) => !taken.has(s.getTime())).map((s) => s.toISOString()),
  };
}

/** A new call's video meeting: the template with a random key of its own, or null without one. */
function newMeetingUrl(config: Config): string | null {
  return meetingUrlFrom(config.meetingUrlTemplate, meetingKey("discovery"));
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
  // The offices' hours decide; the visitor's 07:00–20:00 chooses what is offered to them.
  const problem = officesSlotProblem(slotStart, window, now);
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
      const call = await repo.insertCall(tx, { ...input, slotStart, requesterHash: hash, meetingUrl: newMeetingUrl(config) });
      // The visitor's confirmation and the admins', each with the calendar file, in the same transaction.
      await act(tx, "discovery-call.booked", { mail: { discoveryCallId: call.id, visitorAddress: call.email } });
      return call;
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

/** A booked call as an iCalendar file: its time in UTC, and the meeting link as its location when there is one. */
export function callCalendar(config: Config, row: DiscoveryCallRow): string {
  const hours = config.discovery.offices.map((o) => `${o.dayStart}–${o.dayEnd} ${o.name}`).join(", ");
  return buildCallCalendar(
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
        row.meetingUrl ? `Join the video call: ${row.meetingUrl}` : `We will e-mail you the video call link before the call.`,
        `Office hours: ${hours}, each in its own time.`,
      ].join("\n"),
      location: row.meetingUrl ?? "Video call (link sent by e-mail)",
      url: row.meetingUrl ?? undefined,
      organizer: { name: BRAND_NAME, email: config.contactEmail },
    },
    { company: BRAND_NAME, product: "Discovery calls" },
  );
}

export const CALL_CALENDAR_FILENAME = "protea-talent-discovery-call.ics";

/** The calendar file of a booked call, found by its unguessable token. */
export async function calendarFile(db: Db, config: Config, token: string) {
  const row = await repo.findByToken(db, token);
  if (!row) throw notFound("Booking not found");
  return { filename: CALL_CALENDAR_FILENAME, body: callCalendar(config, row) };
}

/** A call by id, for its mail; undefined once deleted. */
export function findCall(db: Db, id: number) {
  return repo.findById(db, id);
}

export async function listCalls(db: Db, query: AdminDiscoveryCallsQuery) {
  const { rows, total } = await repo.listCalls(db, query);
  return { items: rows.map(toAdmin), total };
}

export async function updateCallStatus(db: Db, id: number, status: DiscoveryCallStatus) {
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateStatus(tx, id, status);
    if (!updated) throw notFound("Discovery call not found");
    await act(tx, "discovery-call.status-changed", { target: { type: "discovery-call", id }, changes: { status } });
    return updated;
  });
  return toAdmin(row);
}
