/**
 * A flow: the statuses a thing moves through, every move it may make and who may make each (a
 * party, an admin, a job's rule), and the moves time makes, with their durations as data. Each
 * domain declares its flow once, here in shared/flows; the server's one mover (server/flows/move.ts)
 * checks a move against it, and the answers derive their deadlines from it, so the browser never
 * works one out.
 */

/** A move that time makes: `by` moves a thing from `from` to `to` once `days` have passed since it entered `from`. */
export interface TimedMove<S extends string, M extends string> {
  from: S;
  to: S;
  by: M;
  days: number;
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
}

export interface Flow<S extends string, M extends string> extends FlowDefinition<S, M> {
  /** `by` may move it from `from` to `to`. */
  may(from: S, to: S, by: M): boolean;
  /** Why a move not in the table is refused, in words. */
  refusalOf(from: S, to: S): string;
  /** The answer when the row changed between its read and the move. */
  changed: string;
  /** The timed move from `from` to `to`, if time makes one. */
  timedMove(from: S, to: S): TimedMove<S, M> | undefined;
  /** When time makes the move from `from` to `to` for a thing that entered `from` at `since`; null when it makes none. */
  dueAt(from: S, to: S, since: Date): Date | null;
}

const DAY_MS = 86_400_000;

export function defineFlow<S extends string, M extends string>(definition: FlowDefinition<S, M>): Flow<S, M> {
  const label = (s: S) => definition.labels[s].toLowerCase();
  const timedMove = (from: S, to: S) => definition.timed?.find((t) => t.from === from && t.to === to);
  return {
    ...definition,
    may: (from, to, by) => definition.moves[from][to]?.includes(by) ?? false,
    refusalOf: (from, to) =>
      definition.refusal?.(from, to, label, definition.moves[from][to]) ?? `This ${definition.noun} is ${label(from)}: it cannot become ${label(to)}.`,
    changed: `This ${definition.noun} has just changed. Please reload it and try again.`,
    timedMove,
    dueAt(from, to, since) {
      const timed = timedMove(from, to);
      return timed ? new Date(since.getTime() + timed.days * DAY_MS) : null;
    },
  };
}
