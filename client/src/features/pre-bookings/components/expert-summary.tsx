// The expert's card at the top of the booking dialog: photo, name, role, rate and the first skills.
import { MODAL_SKILLS } from "@shared/constants";
import type { Expert } from "@shared/contracts/experts";
import { formatDollarRate } from "@shared/money";
import { SkillChips } from "@/components/ui/skill-chips";
import { imageUrl } from "@/lib/image-url";

/** The expert fields the booking dialog shows and books by. */
export type BookableExpert = Pick<Expert, "userId" | "name" | "role" | "profileImage" | "skills" | "yearsExperience" | "hourlyRate">;

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export function ExpertSummary({ expert }: { expert: BookableExpert }) {
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
          {expert.hourlyRate ? ` · ${formatDollarRate(expert.hourlyRate)}` : ""}
        </p>
        <SkillChips skills={expert.skills} max={MODAL_SKILLS} className="mt-2" />
      </div>
    </div>
  );
}
