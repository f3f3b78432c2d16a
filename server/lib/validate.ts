import type { z } from "zod";
import { badRequest, type ErrorDetail } from "./http-error";

export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message }));
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
