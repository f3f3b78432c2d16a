// The server's side of the answers (docs/decisions/078): a response body is shaped by its schema in
// shared/contracts before it leaves, so a field the contract does not name never reaches a caller.
// A value that does not fit its contract is a bug on our side: it is logged as one and answered 500,
// never 400 (the caller sent nothing wrong).
import { z } from "zod";

export class AnswerMismatch extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(`An answer does not fit its contract: ${issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
    this.name = "AnswerMismatch";
  }
}

/** `value` shaped by `schema`: only the fields the contract names, each checked. */
export function answer<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerMismatch(result.error.issues);
  return result.data;
}

/** Each item of a list shaped by `item`. */
export function answerList<S extends z.ZodType>(item: S, values: readonly z.input<S>[]): z.output<S>[] {
  return values.map((value) => answer(item, value));
}
