import type { z } from "zod";
import { badRequest, type ErrorDetail } from "./http-error";

/** One entry per field and message: zod can report the same message twice for one field (a wrong type then a failed check). */
export function zodDetails(error: z.ZodError): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    const detail = { path: issue.path.join(".") || "(body)", message: issue.message };
    const key = `${detail.path}\u0000${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}

/** Parses untrusted input with a shared schema; a failure is a 400 naming each field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const details = zodDetails(result.error);
    const summary = details.map((d) => (d.path === "(body)" ? d.message : `${d.path}: ${d.message}`)).join("; ");
    throw badRequest(summary || "Invalid request", details);
  }
  return result.data;
}
