// The expert's card at the top of the booking dialog: photo, name, role, rate and the first skills.
import { MODAL_SKILLS } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { imageUrl } from "@/lib/image-url";
import type { BookableExpert } from "../lib/types";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export function ExpertSummary({ expert }: { expert: BookableExpert }) {
  const shown = expert.skills.slice(0, MODAL_SKILLS);
  const more = expert.skills.length - shown.length;
  return (
    <div className="flex gap-4 rounded-lg border border-border bg-muted/40 p-4">
      {expert.profileImage ? (
        <img src={imageUrl(expert.profileImage)} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-navy-100 text-lg font-semibold text-navy-800">
          {initials(expert.name)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{expert.name}</p>
        <p className="text-sm text-muted-foreground">
          {expert.role}
          {expert.yearsExperience ? ` · ${expert.yearsExperience}+ years` : ""}
          {expert.hourlyRate ? ` · $${expert.hourlyRate}/hr` : ""}
        </p>
        {shown.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Skills">
            {shown.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge variant="outline">+{more} more</Badge>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
