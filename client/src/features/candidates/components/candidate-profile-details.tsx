// The read-only sections of /candidate/profile: Basic Information, Contact & Location, Work Preferences.
import type { ReactNode } from "react";
import type { CandidateProfile } from "@shared/contracts/candidates";
import { formatWholeRand } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const NOT_SET = <span className="text-muted-foreground">Not provided</span>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm sm:col-span-2">{children ?? NOT_SET}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return NOT_SET;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="link break-all">
      {href}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">{children}</dl>
      </CardContent>
    </Card>
  );
}

export const formatSalary = (value: number) => `${formatWholeRand(value)} per month`;

export function CandidateProfileDetails({ profile }: { profile: CandidateProfile }) {
  return (
    <div className="flex flex-col gap-6">
      <Section title="Basic Information">
        <Row label="Name">{profile.name}</Row>
        <Row label="Role">{profile.role}</Row>
        <Row label="Years of Experience">{profile.yearsExperience ?? null}</Row>
        <Row label="Skills">
          {profile.skills.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Skills">
              {profile.skills.map((s) => (
                <li key={s}>
                  <Badge variant="accent">{s}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </Row>
        <Row label="Bio">{profile.bio ? <p className="whitespace-pre-line">{profile.bio}</p> : null}</Row>
      </Section>
      <Section title="Contact & Location">
        <Row label="Phone">{profile.phone}</Row>
        <Row label="Location">{profile.location}</Row>
        <Row label="LinkedIn">
          <ExternalLink href={profile.linkedinProfileUrl} />
        </Row>
        <Row label="Portfolio">
          <ExternalLink href={profile.portfolioUrl} />
        </Row>
      </Section>
      <Section title="Work Preferences">
        <Row label="Availability">{profile.availability}</Row>
        <Row label="Expected Salary">{profile.expectedSalary !== null ? formatSalary(profile.expectedSalary) : null}</Row>
        <Row label="Preferred Project Type">{profile.preferredProjectType}</Row>
      </Section>
    </div>
  );
}
