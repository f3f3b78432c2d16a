import { sql } from "drizzle-orm";

/**
 * `'a', 'b', 'c'` for a check constraint, from a shared list of words (lower-case letters, dashes
 * and underscores only: anything else is dropped, so a list can never inject SQL).
 */
export const listed = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === "number" ? String(Math.trunc(v)) : `'${v.replace(/[^a-z_-]/g, "")}'`)).join(", "));
