// Minimal expert list, search and profile used by the client dashboard until the experts feature
// provides its own components. Reads GET /api/experts (q, skill, maxRate, limit).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type ReactNode } from "react";
import { CARD_SKILLS } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest, errorMessage } from "@/lib/api-client";

export interface DashboardExpert {
  userId: number;
  name: string;
  role: string;
  profileImage: string | null;
  skills: string[];
  yearsExperience: number;
  hourlyRate: number | null;
  bio?: string | null;
}

type RawExpert = Partial<DashboardExpert> & { id?: number };

function normalise(raw: RawExpert): DashboardExpert {
  return {
    userId: raw.userId ?? raw.id ?? 0,
    name: raw.name ?? "",
    role: raw.role ?? "",
    profileImage: raw.profileImage ?? null,
    skills: raw.skills ?? [],
    yearsExperience: raw.yearsExperience ?? 0,
    hourlyRate: raw.hourlyRate ?? null,
    bio: raw.bio ?? null,
  };
}

export interface ExpertQuery {
  q?: string;
  skill?: string;
  maxRate?: string;
  limit: number;
}

export function useExperts(query: ExpertQuery) {
  return useQuery({
    queryKey: ["/api/experts", query],
    queryFn: async () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "" && v !== "all") params.set(k, String(v));
      const rows = await apiRequest<RawExpert[]>("GET", `/api/experts?${params}`);
      return rows.map(normalise);
    },
  });
}

function Avatar({ expert, size = 56 }: { expert: DashboardExpert; size?: number }) {
  if (expert.profileImage) {
    return <img src={expert.profileImage} alt="" width={size} height={size} className="shrink-0 rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  const initials = expert.name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-full bg-navy-100 font-semibold text-navy-800" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}

export function LocalExpertCard({ expert, actions }: { expert: DashboardExpert; actions?: ReactNode }) {
  const shown = expert.skills.slice(0, CARD_SKILLS);
  const more = expert.skills.length - shown.length;
  return (
    <Card className="flex h-full flex-col" data-testid="expert-card">
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        <div className="flex items-center gap-3">
          <Avatar expert={expert} />
          <div className="min-w-0">
            <h3 className="font-semibold leading-tight">{expert.name}</h3>
            <p className="text-sm text-muted-foreground">{expert.role}</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {expert.yearsExperience}+ years{expert.hourlyRate ? ` · $${expert.hourlyRate}/hr` : ""}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
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
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const SKILL_OPTIONS = ["Python", "SQL", "Spark", "Airflow", "dbt", "Snowflake", "AWS", "PyTorch", "Kubernetes", "LLMs", "Kafka", "Databricks"];

export function LocalExpertSearch({ renderActions }: { renderActions: (expert: DashboardExpert) => ReactNode }) {
  const id = useId();
  const [q, setQ] = useState("");
  const [skill, setSkill] = useState("all");
  const [maxRate, setMaxRate] = useState("");
  const query = useDebounced({ q: q.trim(), skill, maxRate: maxRate.trim(), limit: 12 }, 250);
  const experts = useExperts(query);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Search experts">
        <FormField label="Search" id={`${id}-q`}>
          <Input type="search" value={q} placeholder="Name, role or skill" onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <FormField label="Skill" id={`${id}-skill`}>
          <Select value={skill} onChange={(e) => setSkill(e.target.value)} options={[{ value: "all", label: "All skills" }, ...SKILL_OPTIONS]} />
        </FormField>
        <FormField label="Max hourly rate (USD)" id={`${id}-rate`}>
          <Input type="number" min={0} inputMode="numeric" value={maxRate} onChange={(e) => setMaxRate(e.target.value)} />
        </FormField>
      </div>
      {experts.isPending ? (
        <div aria-busy="true" aria-label="Loading experts" className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : experts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(experts.error, "Could not load experts.")}
        </p>
      ) : experts.data.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No experts found</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Search results">
          {experts.data.map((expert) => (
            <li key={expert.userId}>
              <LocalExpertCard expert={expert} actions={renderActions(expert)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LocalExpertProfileDialog({ expert, onOpenChange }: { expert: DashboardExpert | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={expert !== null} onOpenChange={onOpenChange}>
      {expert && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{expert.name}</DialogTitle>
            <DialogDescription>{expert.role}</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-4">
            <Avatar expert={expert} size={80} />
            <p className="text-sm text-muted-foreground">
              {expert.yearsExperience}+ years of experience{expert.hourlyRate ? ` · $${expert.hourlyRate}/hr` : ""}
            </p>
          </div>
          {expert.bio && <p className="text-sm">{expert.bio}</p>}
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
            {expert.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
          </ul>
        </DialogContent>
      )}
    </Dialog>
  );
}
