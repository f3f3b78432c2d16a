import { z } from "zod";
import { isOneLine } from "../one-line";

/** A positive integer id taken from a path segment or body. */
export const idSchema = z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").positive("Must be a positive number").max(2_147_483_647, "Is too large");

export const idParamsSchema = z.object({ id: idSchema });

/**
 * A calendar day. Accepts YYYY-MM-DD or a full ISO timestamp (SPEC sends those) and keeps the date part.
 * There is no year 0 in the calendar (nor in Postgres' date type), so 0000-xx-xx is not a real date.
 */
export const calendarDateSchema = z
  .string({ error: "Must be a date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "Must be a date (YYYY-MM-DD)")
  .transform((value) => value.slice(0, 10))
  .refine(
    (value) => !value.startsWith("0000") && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Must be a real date",
  );

/**
 * A name of a person or a company (shared/one-line.ts): `text` refusing line breaks and other control
 * characters with "<label> must be one line", so a 400 names the field.
 */
export const oneLineText = <T extends z.ZodString>(text: T, label: string) => text.refine(isOneLine, `${label} must be one line`);

/** Optional text: blank or missing becomes null. `text` is the column's string schema when derived from a table. */
export const optionalText = (max: number, text: z.ZodString = z.string()) =>
  text
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, "Must be at most 2048 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Must be a valid http(s) URL");

/** An http(s) URL, or nothing ("" / null / missing key) which becomes null. */
export const optionalUrl = z
  .union([httpUrlSchema, z.literal("")])
  .nullish()
  .transform((value) => (value ? value : null));

/** The longest page any list gives at once. */
export const PAGE_LIMIT_MAX = 100;

/**
 * `limit` and `offset` of a list read from the query (docs/decisions/041): at most PAGE_LIMIT_MAX
 * rows from `offset` on; the total goes in X-Total-Count. `defaultLimit` is what a caller that
 * sends no limit gets (100 where SPEC.md's callers expect the whole list in one answer).
 */
export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    limit: z.coerce
      .number({ error: "Must be a number" })
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(PAGE_LIMIT_MAX, `Must be at most ${PAGE_LIMIT_MAX}`)
      .default(defaultLimit),
    offset: z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").min(0, "Must be 0 or more").max(1_000_000, "Is too large").default(0),
  });

export const paginationSchema = pageQuerySchema(20);
/** One page of a list, as the server reads it from the query. */
export type Pagination = z.output<typeof paginationSchema>;

/**
 * Answers (docs/decisions/078): every response body is a zod schema here in shared/contracts, named
 * `<thing>Answer`; the server shapes what it sends with it (server/lib/answer.ts), the API tests
 * check what arrives against it (server/test/answer.ts), and the client reads its types from it and
 * checks what it receives (client/src/lib/api-client.ts). No response type is written by hand.
 */

/** A moment, as ISO 8601 in UTC ("2026-11-28T09:00:00.000Z"). */
export const momentAnswer = z.iso.datetime();
/** A calendar date, "YYYY-MM-DD". */
export const dateAnswer = z.iso.date();

/**
 * What work is expected to cost (shared/money.ts `estimateCents`), computed on the server: a week at
 * the rate and hours, and the whole of it. The browser writes these with the money formatter only.
 */
export const estimateAnswer = z.object({ weeklyCents: z.number().int(), totalCents: z.number().int() });
export type EstimateAnswer = z.output<typeof estimateAnswer>;
