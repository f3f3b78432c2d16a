// The tests' side of the answers (docs/decisions/078): what arrived over HTTP fits its contract in
// shared/contracts exactly, with no field the contract does not name.
import { expect } from "vitest";
import type { z } from "zod";

/** `body` fits `schema` and carries nothing else; answers it typed. */
export function expectAnswer<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  expect(result.success, result.success ? "" : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  const data = result.data as z.output<S>;
  expect(JSON.parse(JSON.stringify(data)), "the answer carries fields its contract does not name").toEqual(body);
  return data;
}

/** Each item of a list body fits `item`. */
export function expectListAnswer<S extends z.ZodType>(item: S, body: unknown): z.output<S>[] {
  expect(Array.isArray(body), "a list answer is an array").toBe(true);
  return (body as unknown[]).map((entry) => expectAnswer(item, entry));
}
