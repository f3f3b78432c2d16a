/**
 * A flow: the statuses a thing moves through, every move it may make and who may make each (a
 * party, an admin, a job's rule), and the moves time makes, with their durations as data. Each
 * domain declares its flow once, here in shared/flows; the server's one mover (server/flows/move.ts)
 * checks a move against it, and the answers derive their deadlines from it, so the browser never
 * works one out.
 */
import { daysAfter } from "../calendar";

/**
 * A move that time makes: `by` moves a thing from `from` to `to` once `days` have passed since it
 * entered `from`, or once a calendar day of its own (`pastDay`, in UTC) has gone by, whichever
 * comes first. A timed move has at least one of the two.
 */
export interface TimedMove<S extends string, M extends string> {
  from: S;
  to: S;
  by: M;
  /** Days after it entered `from`. */
  days?: number;
  /**
   * The setting an operator changes `days` with (server/config.ts reads it, `days` being its
   * default); the server then passes the setting's value to `dueAt` and to the job.
   */
  setting?: string;
  /** Which of its calendar days, once gone by (its next midnight UTC), makes the move too, in words ("its start date"). */
  pastDay?: string;
}

/** Why a move is refused: 403 when that kind of move is someone else's, 409 when it is not one from this status. */
export interface Refusal {
  status: 403 | 409;
  message: string;
}

export interface FlowDefinition<S extends string, M extends string> {
  /** What the thing is called in a message: "week", "engagement", "invoice". */
  noun: string;
  /** Each status in words, as the screens show it. */
  labels: Record<S, string>;
  /** Every move allowed, and who may make it; anything else is refused (409). */
  moves: Record<S, Partial<Record<S, readonly M[]>>>;
  timed?: readonly TimedMove<S, M>[];
  /**
   * The refusal in words, when a flow says it its own way (default: "This engagement is active: it
   * cannot become ended."); `allowed` are who may make that move, if anyone.
   */
  refusal?: (from: S, to: S, label: (s: S) => string, allowed: readonly M[] | undefined) => string;
  /**
   * Who may: with it, a move to `to` that the table gives to others but never to `by` (from any
   * status) is refused 403 in these words, whatever the status (who may is asked before when);
   * without it, such a move is a 409 like any other. `allowed` are those who may move it to `to`.
   */
  forbidden?: (from: S, to: S, by: M, allowed: readonly M[]) => string;
}

export interface Flow<S extends string, M extends string> extends FlowDefinition<S, M> {
  /** `by` may move it from `from` to `to`. */
  may(from: S, to: S, by: M): boolean;
  /** Why a move not in the table is refused, in words. */
  refusalOf(from: S, to: S): string;
  /** Why `by` may not move it from `from` to `to` (403 when moves to `to` are others', else 409; in words); null when they may. */
  refuse(from: S, to: S, by: M): Refusal | null;
  /** The answer when the row changed between its read and the move. */
  changed: string;
  /** The timed move from `from` to `to`, if time makes one. */
  timedMove(from: S, to: S): TimedMove<S, M> | undefined;
  /**
   * When time makes the move from `from` to `to` for a thing that entered `from` at `since`; null
   * when it makes none. `days` is the setting's value where the timed move has one; `day` the
   * thing's calendar day (YYYY-MM-DD) where it counts.
   */
  dueAt(from: S, to: S, since: Date, opts?: { days?: number; day?: string | null }): Date | null;
}

export function defineFlow<S extends string, M extends string>(definition: FlowDefinition<S, M>): Flow<S, M> {
  const label = (s: S) => definition.labels[s].toLowerCase();
  const timedMove = (from: S, to: S) => definition.timed?.find((t) => t.from === from && t.to === to);
  const refusalOf = (from: S, to: S) =>
    definition.refusal?.(from, to, label, definition.moves[from][to]) ?? `This ${definition.noun} is ${label(from)}: it cannot become ${label(to)}.`;
  return {
    ...definition,
    may: (from, to, by) => definition.moves[from][to]?.includes(by) ?? false,
    refusalOf,
    refuse(from, to, by) {
      if (definition.moves[from][to]?.includes(by)) return null;
      const movers = [...new Set(Object.values<Partial<Record<S, readonly M[]>>>(definition.moves).flatMap((m) => m[to] ?? []))];
      if (definition.forbidden && movers.length > 0 && !movers.includes(by)) return { status: 403, message: definition.forbidden(from, to, by, movers) };
      return { status: 409, message: refusalOf(from, to) };
    },
    changed: `This ${definition.noun} has just changed. Please reload it and try again.`,
    timedMove,
    dueAt(from, to, since, opts = {}) {
      const timed = timedMove(from, to);
      if (!timed) return null;
      const days = opts.days ?? timed.days;
      const moments = [
        ...(days !== undefined ? [daysAfter(since, days).getTime()] : []),
        // The day has gone by at the next midnight in UTC.
        ...(timed.pastDay !== undefined && opts.day ? [daysAfter(new Date(`${opts.day}T00:00:00Z`), 1).getTime()] : []),
      ];
      return moments.length > 0 ? new Date(Math.min(...moments)) : null;
    },
  };
}
