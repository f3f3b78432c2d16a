import { normalizeSkills, SKILL_MAX_LENGTH, SKILLS_MAX } from "@shared/contracts/candidates";

/** Adds one typed skill: trimmed, ignored when blank or already listed (any case), capped in length and count. */
export function addSkill(skills: readonly string[], raw: string): string[] {
  const skill = raw.trim().slice(0, SKILL_MAX_LENGTH);
  if (!skill || skills.length >= SKILLS_MAX) return [...skills];
  return normalizeSkills([...skills, skill]);
}

export const removeSkill = (skills: readonly string[], skill: string) => skills.filter((s) => s !== skill);
