// The 'View' dialog: an expert's full profile, fetched fresh; what the list already knows shows at once.
import type { Expert } from "@shared/contracts/experts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { SkillChips } from "@/components/ui/skill-chips";
import { VettingReport } from "@/components/ui/vetting-report";
import { errorMessage } from "@/lib/api-client";
import { useExpertProfile } from "../api/get-expert-profile";
import { ExpertAvatar } from "./expert-avatar";
import { formatDollarRate } from "@shared/money";
import type { ExpertCardData } from "./expert-card";

export interface ExpertProfileDialogProps {
  /** The expert to show (any expert answer or card data); null closes the dialog. */
  expert: ExpertCardData | null;
  onOpenChange: (open: boolean) => void;
}

export function ExpertProfileDialog({ expert, onOpenChange }: ExpertProfileDialogProps) {
  return (
    <Dialog open={expert !== null} onOpenChange={onOpenChange}>
      {expert && (
        <DialogContent>
          <ProfileBody known={expert} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ProfileBody({ known }: { known: ExpertCardData }) {
  const profile = useExpertProfile(known.userId);
  const expert: ExpertCardData & Partial<Pick<Expert, "bio">> = profile.data ?? known;
  const rate = expert.hourlyRate ? formatDollarRate(expert.hourlyRate) : null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{expert.name}</DialogTitle>
        <DialogDescription>{expert.role}</DialogDescription>
      </DialogHeader>
      <div className="flex items-center gap-4">
        <ExpertAvatar name={expert.name} profileImage={expert.profileImage} size={80} />
        <p className="text-sm text-muted-foreground">
          {[expert.yearsExperience ? `${expert.yearsExperience}+ years of experience` : null, rate].filter(Boolean).join(" · ")}
        </p>
      </div>
      {profile.isPending ? (
        <Skeleton className="h-16" aria-label="Loading profile" />
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(profile.error, "Could not load the full profile.")}
        </p>
      ) : (
        expert.bio && <p className="whitespace-pre-line text-sm">{expert.bio}</p>
      )}
      <SkillChips skills={expert.skills} />
      {profile.data?.vetting && <VettingReport report={profile.data.vetting} />}
    </>
  );
}
