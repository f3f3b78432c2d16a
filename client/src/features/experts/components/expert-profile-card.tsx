// The expert dashboard's profile card: what clients see, with an Edit button for the owner.
import { useState } from "react";
import type { Expert } from "@shared/contracts/experts";
import { formatDollarRate } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { SkillChips } from "@/components/ui/skill-chips";
import { ExpertAvatar } from "./expert-avatar";
import { ExpertProfileForm } from "./expert-profile-form";

export interface ExpertProfileCardProps {
  /** The signed-in expert's own profile (from useExpertProfile). */
  expert: Expert;
  /** Their application was reviewed and not approved (an inactive profile is otherwise under review). */
  notApproved?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}

export function ExpertProfileCard({ expert, notApproved = false, headingLevel = "h2", className }: ExpertProfileCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2 p-6">
        <CardTitle as={headingLevel}>{editing ? "Edit Profile" : "Your Profile"}</CardTitle>
        {!editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </div>
      <CardContent className="flex flex-col gap-4">
        {editing ? (
          <ExpertProfileForm expert={expert} onDone={() => setEditing(false)} />
        ) : (
          <>
            <div className="flex items-center gap-4">
              <ExpertAvatar name={expert.name} profileImage={expert.profileImage} size={80} />
              <div className="min-w-0">
                <p className="text-lg font-semibold">{expert.name}</p>
                <p className="text-muted-foreground" data-testid="expert-role">
                  {expert.role}
                </p>
                <p className="text-sm text-muted-foreground">
                  {[`${expert.yearsExperience}+ years`, expert.hourlyRate ? formatDollarRate(expert.hourlyRate) : "No hourly rate set"].join(" · ")}
                </p>
              </div>
              <Badge variant={expert.isActive ? "success" : "neutral"} className="ml-auto self-start">
                {expert.isActive ? "Active" : notApproved ? "Not approved" : "Under review"}
              </Badge>
            </div>
            {expert.bio && <p className="whitespace-pre-line text-sm">{expert.bio}</p>}
            <SkillChips skills={expert.skills} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
