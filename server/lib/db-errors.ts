// What a database error means to the caller: the database is away, a statement ran too long, or a unique key or an exclusion constraint was hit.

/**
 * True when an error means the database cannot be reached right now (refused or dropped
 * connection, server shutting down or starting, no connection slot free), as opposed to a fault
 * in a query. Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // PostgreSQL: connection exceptions (class 08), too many connections, operator intervention (57P0x)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "57P01",
  "57P02",
  "57P03",
]);

// pg raises these as plain Errors, without a code.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/**
 * The statement was cancelled (57014): it ran past statement_timeout (the database too busy, or
 * held up by a lock), or an operator cancelled it. Not a fault of the request: it may be tried again.
 */
export function isStatementCancelled(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "57014") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique key refused the write (23505): the caller answers 409 with its own message. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** An exclusion constraint refused the write (23P01), such as a second confirmed booking overlapping another. */
export function isExclusionViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23P01" || e?.cause?.code === "23P01";
}
