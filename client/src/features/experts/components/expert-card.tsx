// An expert in a list: photo, name, role, years and rate, the first 3 skills and '+N more'.
import type { ReactNode } from "react";
import { CARD_SKILLS } from "@shared/constants";
import type { Expert } from "@shared/contracts/experts";
import { formatDollarRate } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { SkillChips } from "@/components/ui/skill-chips";
import { cn } from "@/lib/cn";
import { ExpertAvatar } from "./expert-avatar";

/** The fields a card shows; any expert answer from the API fits. */
export type ExpertCardData = Pick<Expert, "userId" | "name" | "role" | "skills"> &
  Partial<Pick<Expert, "profileImage" | "yearsExperience" | "hourlyRate" | "isActive">>;

export interface ExpertCardProps {
  expert: ExpertCardData;
  /** Buttons under the card (View, Book, Add to team...). */
  actions?: ReactNode;
  /** A line under the facts (e.g. the overlap with the viewer's working day). */
  note?: ReactNode;
  /** Heading level of the name, to fit the page outline (default h3). */
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}

export function ExpertCard({ expert, actions, note, headingLevel: Heading = "h3", className }: ExpertCardProps) {
  const rate = expert.hourlyRate ? formatDollarRate(expert.hourlyRate) : null;
  const facts = [expert.yearsExperience ? `${expert.yearsExperience}+ years` : null, rate].filter(Boolean).join(" · ");
  return (
    <Card className={cn("flex h-full min-w-0 flex-col [overflow-wrap:anywhere]", className)} data-testid="expert-card">
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        <div className="flex items-center gap-3">
          <ExpertAvatar name={expert.name} profileImage={expert.profileImage} />
          <div className="min-w-0">
            <Heading className="font-semibold leading-tight">{expert.name}</Heading>
            <p className="text-sm text-muted-foreground">{expert.role}</p>
          </div>
          {expert.isActive === false && (
            <Badge variant="neutral" className="ml-auto">
              Inactive
            </Badge>
          )}
        </div>
        {facts && <p className="text-sm text-muted-foreground">{facts}</p>}
        {note}
        <SkillChips skills={expert.skills} max={CARD_SKILLS} />
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
