/** Skills typed as comma-separated text: trimmed, blanks dropped, repeats (ignoring case) dropped. */
export function parseSkillsText(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(",")) {
    const skill = raw.trim();
    if (skill && !out.some((s) => s.toLowerCase() === skill.toLowerCase())) out.push(skill);
  }
  return out;
}
