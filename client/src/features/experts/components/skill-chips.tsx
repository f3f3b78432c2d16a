import { Badge } from "@/components/ui/badge";

/** The first `max` skills as chips, then '+N more' (SPEC.md: 3 in cards, 4 in the booking dialog). */
export function SkillChips({ skills, max }: { skills: readonly string[]; max?: number }) {
  const shown = max === undefined ? skills : skills.slice(0, max);
  const more = skills.length - shown.length;
  if (skills.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline" title={skills.slice(shown.length).join(", ")}>
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
