// A list of values sent as one parameter of a statement, a PostgreSQL array, instead of one
// parameter per value. A statement of a thousand rows (a bank statement's batch, decision 092)
// then costs a handful of parameters: the query builder's work, and the memory it allocates, grow
// with a statement's parameters (about 17 MB and 0.1 s of garbage for a thousand rows of eight
// values built one parameter each; docs/performance.md, bench:statement).
import { sql, type SQL } from "drizzle-orm";

export type ArrayType = "int" | "bigint" | "text" | "date" | "timestamptz";

/** One value as an element of an array's text: NULL, a number as it is, anything else quoted with `\` and `"` escaped. */
function element(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  const text = typeof value === "string" ? value : value instanceof Date ? value.toISOString() : typeof value === "boolean" ? String(value) : JSON.stringify(value);
  return `"${text.replace(/[\\"]/g, "\\$&")}"`;
}

/**
 * The array's text as PostgreSQL reads it (`{1,2,NULL}`, `{"a","b \"c\""}`), made in one join.
 * Given a JavaScript array, the driver builds the same text by adding each element to the last,
 * about twice the garbage for a batch's thousand rows (docs/performance.md, bench:statement).
 */
export const arrayText = (values: readonly unknown[]) => `{${values.map(element).join(",")}}`;

/**
 * `values` as one `type[]` parameter: `column = any(…)` for a list, `unnest(…, …)` for the columns
 * of many rows inserted at once (one array per column, in the rows' order; nulls allowed).
 */
export const arrayParam = (values: readonly unknown[], type: ArrayType): SQL => sql`${sql.param(arrayText(values))}::${sql.raw(type)}[]`;
