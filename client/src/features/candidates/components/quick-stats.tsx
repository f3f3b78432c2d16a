import type { CandidateProfile } from "@shared/contracts/candidates";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMomentDay } from "@/lib/calendar-date";
import { ProfileViewsChart } from "./profile-views-chart";

/** Real figures only: views by others (our team), skills listed, days marked available, last update. */
export function QuickStats({ profile }: { profile: CandidateProfile }) {
  const stats = [
    { label: "Profile Views", value: String(profile.profileViews) },
    { label: "Skills", value: String(profile.skills.length) },
    { label: "Available days", value: String(profile.availableDates.length) },
    { label: "Last updated", value: formatMomentDay(profile.updatedAt) },
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">Quick Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {stats.map((s) => (
            <div key={s.label} className="rounded-md bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{s.label}</dt>
              <dd className="text-lg font-semibold" data-testid={`stat-${s.label.toLowerCase().replace(/\s+/g, "-")}`}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
        {profile.recentViews && <ProfileViewsChart days={profile.recentViews} />}
      </CardContent>
    </Card>
  );
}
