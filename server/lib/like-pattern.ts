// Text search with LIKE and ILIKE: what the user typed is matched as text, never as wildcards.

/** `%text%` for a "contains" match: `%`, `_` and `\` in the text match themselves. */
export function likeContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
