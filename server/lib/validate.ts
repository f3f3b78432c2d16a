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

export const NUL_MESSAGE = "Must not contain NUL characters";

/**
 * The path of the first string (or key) holding U+0000, or null. Postgres text cannot store that
 * character, so such input must be refused before it reaches a query. Iterative, so any nesting
 * the JSON parser accepted is fine here too.
 */
export function findNulCharacter(input: unknown): string | null {
  type Node = { value: unknown; key: string | null; parent: Node | null };
  const pathOf = (node: Node, last?: string) => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key);
    return keys.reverse().join(".") || "(body)";
  };
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return pathOf(node);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return pathOf(node, key.split("\u0000").join("\\0"));
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/** Parses untrusted input with a shared schema; a failure is a 400 naming each field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nulAt = findNulCharacter(input);
  if (nulAt !== null) {
    throw badRequest(nulAt === "(body)" ? NUL_MESSAGE : `${nulAt}: ${NUL_MESSAGE}`, [{ path: nulAt, message: NUL_MESSAGE }]);
  }
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const details = zodDetails(result.error);
    const summary = details.map((d) => (d.path === "(body)" ? d.message : `${d.path}: ${d.message}`)).join("; ");
    throw badRequest(summary || "Invalid request", details);
  }
  return result.data;
}
