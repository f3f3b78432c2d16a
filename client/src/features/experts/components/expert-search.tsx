// Expert search (SPEC.md section 5): text over name, role and skills, one exact skill, a maximum
// hourly rate, and (PRODUCT.md "Beyond SPEC") free from a date for a number of weeks. Debounced, runs
// on the server, pages with 'Load more'; empty result 'No experts found'. With the viewer's working
// day, each card says how much of it the expert shares.
import { useId, useMemo, useState, type ReactNode } from "react";
import { EXPERT_MESSAGES, EXPERT_SEARCH_PAGE_SIZE, type Expert } from "@shared/contracts/experts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useExpertSearch } from "../api/search-experts";
import type { WorkingHours } from "@/lib/working-hours";
import { EXPERT_WINDOW_WEEKS_MAX, normaliseFilters } from "../lib/search-params";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { ExpertCard } from "./expert-card";
import { ExpertOverlap } from "./expert-overlap";
import { todayUtc } from "@shared/calendar";

/** Skills offered in the filter; the search itself accepts any skill. */
export const SEARCH_SKILL_OPTIONS = [
  "Python",
  "SQL",
  "Spark",
  "Airflow",
  "dbt",
  "Snowflake",
  "Databricks",
  "Kafka",
  "AWS",
  "Azure",
  "GCP",
  "PyTorch",
  "MLflow",
  "Kubernetes",
  "LLMs",
  "LangChain",
  "RAG",
  "Scala",
] as const;

export interface ExpertSearchProps {
  /** Buttons for each result card (e.g. View, Book, Add to team). */
  renderActions?: (expert: Expert) => ReactNode;
  /** Results per page (default 20, at most 100). */
  pageSize?: number;
  /** Skills in the skill filter (default SEARCH_SKILL_OPTIONS). */
  skillOptions?: readonly string[];
  /** Heading level of each card's name (default h3). */
  cardHeadingLevel?: "h3" | "h4";
  /** The viewer's working day: each card then shows the expert's overlap with it. */
  clientHours?: WorkingHours | null;
  className?: string;
}

export function ExpertSearch({
  renderActions,
  pageSize = EXPERT_SEARCH_PAGE_SIZE,
  skillOptions = SEARCH_SKILL_OPTIONS,
  cardHeadingLevel = "h3",
  clientHours,
  className,
}: ExpertSearchProps) {
  const id = useId();
  const [q, setQ] = useState("");
  const [skill, setSkill] = useState("all");
  const [maxRate, setMaxRate] = useState("");
  const [availableFrom, setAvailableFrom] = useState("");
  const [weeks, setWeeks] = useState("4");
  const today = todayUtc();
  const filters = useDebouncedValue(normaliseFilters({ q, skill, maxRate, availableFrom: availableFrom >= today ? availableFrom : "", weeks }), 250);
  // The overlap is counted over the window asked about, else over the coming week.
  const engagement = useMemo(
    () => ({ startDate: filters.availableFrom ?? today, weeks: filters.availableFrom ? (filters.weeks ?? 1) : 1 }),
    [filters.availableFrom, filters.weeks, today],
  );
  const search = useExpertSearch(filters, pageSize);
  const experts = search.data?.pages.flatMap((p) => p.experts) ?? [];
  const last = search.data?.pages.at(-1);

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Search experts">
        <FormField label="Search" id={`${id}-q`}>
          <Input type="search" value={q} placeholder="Name, role or skill" autoComplete="off" onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <FormField label="Skill" id={`${id}-skill`}>
          <Select value={skill} onChange={(e) => setSkill(e.target.value)} options={[{ value: "all", label: "All skills" }, ...skillOptions]} />
        </FormField>
        <FormField label="Max hourly rate (USD)" id={`${id}-rate`}>
          <Input type="number" min={0} step={1} inputMode="numeric" placeholder="Any" value={maxRate} onChange={(e) => setMaxRate(e.target.value)} />
        </FormField>
        <FormField label="Free from" id={`${id}-from`} hint="Leave empty for any dates.">
          <Input type="date" min={today} value={availableFrom} onChange={(e) => setAvailableFrom(e.target.value)} />
        </FormField>
        <FormField label="For how many weeks" id={`${id}-weeks`} hint={availableFrom ? "Free on every day of that window." : "Used with a start date."}>
          <Input type="number" min={1} max={EXPERT_WINDOW_WEEKS_MAX} step={1} inputMode="numeric" value={weeks} onChange={(e) => setWeeks(e.target.value)} />
        </FormField>
      </div>

      {search.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading experts" className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : search.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(search.error, "Could not load experts.")}
        </p>
      ) : experts.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground" role="status">
          {EXPERT_MESSAGES.noneFound}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {last?.capped ? `Showing ${experts.length} of ${last.total.toLocaleString("en-US")}+ experts` : `Showing ${experts.length} of ${(last?.total ?? experts.length).toLocaleString("en-US")} experts`}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Search results">
            {experts.map((expert) => (
              <li key={expert.userId}>
                <ExpertCard
                  expert={expert}
                  headingLevel={cardHeadingLevel}
                  actions={renderActions?.(expert)}
                  note={clientHours ? <ExpertOverlap expert={expert} clientHours={clientHours} engagement={engagement} /> : undefined}
                />
              </li>
            ))}
          </ul>
          {search.hasNextPage && (
            <Button type="button" variant="outline" className="self-center" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
              {search.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
