import { z } from "zod";
import { momentAnswer } from "./common";

/**
 * What waits for the signed-in client (PRODUCT.md "What needs you now"), most urgent first: each item
 * names its kind, says what it is in words, carries the moment that matters (ISO, UTC: the screen shows
 * it in the reader's zone) and links to the exact item.
 */
export const NEED_KINDS = [
  /** A submitted week waiting for approval; `at` is when it is approved unless answered (or when it was submitted, when the rule will not). */
  "week_to_approve",
  /** The client's own acceptance of an engagement's terms; `at` is when the terms were drawn. */
  "terms_to_accept",
  /** A scheduled interview whose end has passed with no outcome recorded; `at` is its end. */
  "interview_outcome",
  /** A candidate proposed for a need and not yet answered; `at` is when proposed. */
  "candidate_to_answer",
  /** An interview asked for (a pre-booking's pre-interview, a candidate marked for interview) and not scheduled; `at` is when asked. */
  "interview_to_schedule",
  /** An issued invoice not yet paid; `at` is when it was issued. */
  "invoice_due",
] as const;
export type NeedKind = (typeof NEED_KINDS)[number];

/** What the item's moment is: the screen says it in words before the time. */
export const NEED_MOMENTS = ["auto_approves", "submitted", "drawn", "ended", "proposed", "asked", "issued"] as const;
export type NeedMoment = (typeof NEED_MOMENTS)[number];

export const needsYouItemAnswer = z.object({
  kind: z.enum(NEED_KINDS),
  /** Tells items of one kind apart, e.g. "week-12-2025-03-03". */
  key: z.string(),
  title: z.string(),
  at: momentAnswer,
  moment: z.enum(NEED_MOMENTS),
  /** The client area's address of the exact item. */
  href: z.string(),
});
export type NeedsYouItem = z.output<typeof needsYouItemAnswer>;

export const needsYouAnswer = z.object({
  items: z.array(needsYouItemAnswer),
  /** How many of each kind there are in all, beyond any the list leaves out. */
  counts: z.record(z.enum(NEED_KINDS), z.number().int().nonnegative()),
});
export type NeedsYou = z.output<typeof needsYouAnswer>;

/** At most this many items of each kind are listed; `counts` has the rest. */
export const NEEDS_YOU_PER_KIND = 10;
