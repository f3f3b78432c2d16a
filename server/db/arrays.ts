// A list of values sent as one parameter of a statement, a PostgreSQL array, instead of one
// parameter per value. A statement of a thousand rows (a bank statement's batch, decision 092)
// then costs a handful of parameters: the query builder's work, and the memory it allocates, grow
// with a statement's parameters (about 17 MB and 0.1 s of garbage for a thousand rows of eight
// values built one parameter each; docs/performance.md, bench:statement).
import { sql, type SQL } from "drizzle-orm";

export type ArrayType = "int" | "bigint" | "text" | "date" | "timestamptz";

/**
 * `values` as one `type[]` parameter: `column = any(…)` for a list, `unnest(…, …)` for the columns
 * of many rows inserted at once (one array per column, in the rows' order; nulls allowed).
 */
export const arrayParam = (values: readonly unknown[], type: ArrayType): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;
