// Helpers for the contracts that drizzle-zod derives from the tables in shared/schema/.
import type { z } from "zod";

/**
 * The column's own schema, answering `message` when the value is missing or has the wrong type
 * (SPEC.md section 5 words those, e.g. "Email is required"). Its checks are kept.
 */
export function typed<T extends z.ZodType>(column: T, message: string): T {
  return column.clone({ ...column._zod.def, error: () => message } as T["_zod"]["def"]) as T;
}
