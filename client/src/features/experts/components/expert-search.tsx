// Expert search (SPEC.md section 5): text over name, role and skills, one exact skill, a maximum
// hourly rate. Debounced, runs on the server, pages with 'Load more'; empty result 'No experts found'.
import { useId, useState, type ReactNode } from "react";
import { EXPERT_MESSAGES, EXPERT_SEARCH_PAGE_SIZE, type Expert } from "@shared/contracts/experts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useExpertSearch } from "../api/search-experts";
import { normaliseFilters } from "../lib/search-params";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { ExpertCard } from "./expert-card";

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
  className?: string;
}

export function ExpertSearch({ renderActions, pageSize = EXPERT_SEARCH_PAGE_SIZE, skillOptions = SEARCH_SKILL_OPTIONS, cardHeadingLevel = "h3", className }: ExpertSearchProps) {
  const id = useId();
  const [q, setQ] = useState("");
  const [skill, setSkill] = useState("all");
  const [maxRate, setMaxRate] = useState("");
  const filters = useDebouncedValue(normaliseFilters({ q, skill, maxRate }), 250);
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
      </div>

      {search.isPending ? (
        <div aria-busy="true" aria-label="Loading experts" className="grid gap-4 sm:grid-cols-2">
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
                <ExpertCard expert={expert} headingLevel={cardHeadingLevel} actions={renderActions?.(expert)} />
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
