import { Badge } from "./badge";
import { cn } from "@/lib/cn";

export interface SkillChipsProps {
  skills: readonly string[];
  /** Shows the first `max` skills, then '+N more' (SPEC.md: 3 in cards, 4 in the booking dialog); all when unset. */
  max?: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/** Skills as chips; nothing when there are none. */
export function SkillChips({ skills, max, label = "Skills", className }: SkillChipsProps) {
  const shown = max === undefined ? skills : skills.slice(0, max);
  const more = skills.length - shown.length;
  if (skills.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label={label}>
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
