// Names are one line (docs/decisions/073-*): a person's or a company's name is printed inside
// agreements, invoices and mails, where a line break in it would start a line of its own that reads
// as part of the document. The forms refuse these characters; documents print names through oneLine.

/**
 * What has no place in a one-line name: line breaks and every other control character (Unicode Cc,
 * tab and NEL included), the line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates, which reorder how the rest of a line reads.
 */
export const LINE_BREAKER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const RUN = new RegExp(`\\s*${LINE_BREAKER.source}[\\s${LINE_BREAKER.source.slice(1, -1)}]*`, "gu");

/** True when `text` (its ends trimmed, as the forms trim them) holds none of LINE_BREAKER. */
export const isOneLine = (text: string) => !LINE_BREAKER.test(text.trim());

/**
 * `text` as one line: each run of LINE_BREAKER characters, with the spaces about it, becomes one
 * space, and the ends are trimmed. A name that is one line already comes back unchanged, so the
 * documents made from it (and the SHA-256 of accepted terms) stay the same.
 */
export function oneLine(text: string): string {
  return LINE_BREAKER.test(text) ? text.replace(RUN, " ").trim() : text;
}
