// The one way anything moves through its flow (shared/flows): the move must be in the flow's table
// for this mover, the row is changed by one conditional UPDATE from the status that was read (under
// the caller's lock), and the move's notices and audit entry are written in the same transaction.
// People's requests and the jobs' rules make their moves here alike.
import type { Flow } from "@shared/flows/flow";
import type { Db } from "../db/client";
import { conflict } from "../lib/http-error";
import { notify, type NotificationMessage } from "../notifications/notifications.service";

export interface MoveSteps<R> {
  /** The UPDATE … WHERE status = the status read; undefined when the row moved meanwhile (409). */
  update: () => Promise<R | undefined>;
  /** Who is told, in words (none when it returns nothing). */
  notices?: (moved: R) => NotificationMessage[] | Promise<NotificationMessage[]>;
  /** Writes the move's audit entry (through recordAudit, which checks it holds no typed text). */
  audit?: (moved: R) => Promise<unknown>;
}

export async function move<S extends string, M extends string, R extends { status: S }>(
  tx: Db,
  flow: Flow<S, M>,
  row: { status: S },
  to: S,
  by: M,
  steps: MoveSteps<R>,
): Promise<R> {
  if (!flow.may(row.status, to, by)) throw conflict(flow.refusalOf(row.status, to));
  const moved = await steps.update();
  if (!moved) throw conflict(flow.changed);
  const notices = (await steps.notices?.(moved)) ?? [];
  if (notices.length > 0) await notify(tx, notices);
  await steps.audit?.(moved);
  return moved;
}
