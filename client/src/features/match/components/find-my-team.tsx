// "Find my team" (PRODUCT.md "Beyond SPEC"): the client says what they need and the ranked experts
// who fit come back as they type (POST /api/match, 250 ms after the last change, the request before
// aborted, the last answer kept on screen meanwhile), each with its reasons. An empty answer says
// which filter removed the most experts and offers to loosen it in one click. Chosen results become
// a dream team through `onCreateTeam`, which the page supplies.
import { useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { MATCH_MUST_HAVE_MAX, MATCH_NICE_TO_HAVE_MAX, MATCH_WEEKS_MAX, type MatchRequest, type MatchResponse, type MatchResult } from "@shared/contracts/match";
import { WorkingDayFields } from "@/components/forms/working-day-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { WorkingHours } from "@/lib/working-hours";
import { useMatches } from "../api/find-matches";
import { checkMatchForm, defaultMatchForm, type MatchFormValues } from "../lib/match-form";
import { explainEmpty } from "../lib/relax";
import { MatchResultCard } from "./match-result-card";
import { SkillField } from "./skill-field";
import { todayUtc } from "@shared/calendar";

/** How long the form waits after the last change before it asks. */
export const MATCH_DEBOUNCE_MS = 250;
/** Results chosen for the team until the client chooses for themselves. */
export const PRESELECTED = 3;

export interface CreateTeamRequest {
  name: string;
  experts: MatchResult[];
  request: MatchRequest;
}

export interface FindMyTeamProps {
  /** The client's working day the form starts from (their saved one, else the browser's zone). */
  initialHours: WorkingHours;
  onCreateTeam: (team: CreateTeamRequest) => void;
  /** True while the team is being made. */
  creating?: boolean;
}

/** The contract's checks as react-hook-form errors, field by field. */
const resolver: Resolver<MatchFormValues> = async (values) => {
  const { request, problems } = checkMatchForm(values);
  if (request) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, { type: "validate", message }])) };
};

export function FindMyTeam({ initialHours, onCreateTeam, creating = false }: FindMyTeamProps) {
  const id = useId();
  const today = todayUtc();
  const form = useForm<MatchFormValues>({ defaultValues: defaultMatchForm(initialHours, today), resolver, mode: "onChange" });
  const { errors } = form.formState;
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The request follows the form, once it has been still for a moment.
  const values = useWatch({ control: form.control }) as MatchFormValues;
  const current = JSON.stringify(values);
  const settled = useDebouncedValue(current, MATCH_DEBOUNCE_MS);
  const check = useMemo(() => checkMatchForm(JSON.parse(settled) as MatchFormValues), [settled]);
  const matches = useMatches(check.request);

  const set = <K extends keyof MatchFormValues>(key: K, value: MatchFormValues[K]) => form.setValue(key, value as never, { shouldValidate: true, shouldDirty: true });

  const loosen = (apply: (v: MatchFormValues) => MatchFormValues) => {
    const next = apply(form.getValues());
    for (const key of Object.keys(next) as (keyof MatchFormValues)[]) {
      if (JSON.stringify(next[key]) !== JSON.stringify(form.getValues(key))) set(key, next[key]);
    }
    resultsHeading.current?.focus();
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        aria-labelledby={`${id}-form-title`}
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-5 self-start rounded-lg border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24"
      >
        <h2 id={`${id}-form-title`} className="text-lg font-semibold">
          What you need
        </h2>
        <FormField label="Must-have skills" id={`${id}-must`} error={errors.mustHave?.message} hint="Every result has all of these." required>
          <SkillField value={values.mustHave} onChange={(list) => set("mustHave", list)} exclude={values.niceToHave} chipsLabel="Must-have skills chosen" max={MATCH_MUST_HAVE_MAX} />
        </FormField>
        <FormField label="Nice-to-have skills" id={`${id}-nice`} error={errors.niceToHave?.message} hint="They rank results higher.">
          <SkillField value={values.niceToHave} onChange={(list) => set("niceToHave", list)} exclude={values.mustHave} chipsLabel="Nice-to-have skills chosen" max={MATCH_NICE_TO_HAVE_MAX} tone="neutral" />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Max hourly rate (USD)" id={`${id}-rate`} error={errors.maxRate?.message} hint="Leave empty for any rate.">
            <Input type="number" min={0} step={1} inputMode="numeric" placeholder="Any" {...form.register("maxRate")} />
          </FormField>
          <FormField label="Minimum shared hours" id={`${id}-overlap`} error={errors.minOverlapHours?.message} hint="Of your working day, every working day.">
            <Input type="number" min={0} max={24} step={0.25} inputMode="decimal" {...form.register("minOverlapHours")} />
          </FormField>
          <FormField label="Start date" id={`${id}-start-date`} error={errors.startDate?.message} required>
            <Input type="date" min={today} {...form.register("startDate")} />
          </FormField>
          <FormField label="Length in weeks" id={`${id}-weeks`} error={errors.weeks?.message} required>
            <Input type="number" min={1} max={MATCH_WEEKS_MAX} step={1} inputMode="numeric" {...form.register("weeks")} />
          </FormField>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">Your working day</legend>
          <WorkingDayFields idBase={`${id}-day`} register={form.register} errors={errors} timeZone={values.timeZone} onTimeZoneChange={(zone) => set("timeZone", zone)} />
        </fieldset>
      </form>

      <section aria-labelledby={`${id}-results-title`} className="flex min-w-0 flex-col gap-4">
        <h2 id={`${id}-results-title`} ref={resultsHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Who fits
        </h2>
        <Results
          check={check}
          matches={matches}
          values={values}
          settling={settled !== current}
          onLoosen={loosen}
          onCreateTeam={onCreateTeam}
          creating={creating}
        />
      </section>
    </div>
  );
}

interface ResultsProps {
  check: ReturnType<typeof checkMatchForm>;
  matches: ReturnType<typeof useMatches>;
  values: MatchFormValues;
  /** The form changed and the request has not caught up yet. */
  settling: boolean;
  onLoosen: (apply: (v: MatchFormValues) => MatchFormValues) => void;
  onCreateTeam: (team: CreateTeamRequest) => void;
  creating: boolean;
}

function Results({ check, matches, values, settling, onLoosen, onCreateTeam, creating }: ResultsProps) {
  if (!check.request) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground" role="status">
        {values.mustHave.length === 0
          ? "Add at least one must-have skill to see who fits."
          : settling
            ? "Looking..."
            : "Correct the marked fields to see who fits."}
      </p>
    );
  }
  if (matches.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Finding matches" className="flex flex-col gap-4">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (matches.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(matches.error, "Could not find matches. Please try again.")}
      </p>
    );
  }
  const answer = matches.data;
  // While a newer request is on its way the last answer stays, marked as updating.
  const updating = matches.isPlaceholderData || matches.isFetching;
  if (answer.total === 0) return <NoMatches answer={answer} values={values} onLoosen={onLoosen} updating={updating} />;
  return <MatchList key={JSON.stringify(check.request)} answer={answer} request={check.request} updating={updating} onCreateTeam={onCreateTeam} creating={creating} />;
}

function NoMatches({ answer, values, onLoosen, updating }: { answer: MatchResponse; values: MatchFormValues; onLoosen: ResultsProps["onLoosen"]; updating: boolean }) {
  const empty = explainEmpty(answer, values);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950" aria-busy={updating}>
      <p className="font-semibold" role="status">
        No expert fits all of this yet.
      </p>
      <p>{empty.summary}</p>
      {empty.top === "skills" && values.mustHave.length === 1 && <p>No active expert lists {values.mustHave[0]}. Try another spelling, or a related skill.</p>}
      {empty.relaxations.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {empty.relaxations.map((r) => (
            <Button key={r.id} size="sm" variant="outline" onClick={() => onLoosen(r.apply)}>
              {r.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

interface MatchListProps {
  answer: MatchResponse;
  request: MatchRequest;
  updating: boolean;
  onCreateTeam: (team: CreateTeamRequest) => void;
  creating: boolean;
}

/** The ranked results, the top ones chosen until the client chooses, and the team made of them. */
function MatchList({ answer, request, updating, onCreateTeam, creating }: MatchListProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [teamName, setTeamName] = useState<string | null>(null);
  const selected = chosen ?? new Set(answer.results.slice(0, PRESELECTED).map((r) => r.userId));
  const team = answer.results.filter((r) => selected.has(r.userId));
  const name = teamName ?? `Team: ${request.mustHave.join(", ")}`.slice(0, 120);

  const toggle = (userId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(userId);
    else next.delete(userId);
    setChosen(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
        {answer.total === 1 ? "1 expert fits." : `${answer.total} experts fit.`}
        {answer.total > answer.results.length ? ` Showing the best ${answer.results.length}.` : ""}
        {updating ? " Updating..." : ""}
      </p>
      <ol className={updating ? "flex flex-col gap-4 opacity-60 transition-opacity" : "flex flex-col gap-4"} aria-label="Matches, best first" aria-busy={updating}>
        {answer.results.map((result, i) => (
          <li key={result.userId}>
            <MatchResultCard rank={i + 1} result={result} request={request} selected={selected.has(result.userId)} onSelectedChange={(on) => toggle(result.userId, on)} />
          </li>
        ))}
      </ol>
      <form
        aria-label="Create a dream team"
        className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-lg sm:sticky sm:bottom-0 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (team.length > 0 && name.trim()) onCreateTeam({ name: name.trim(), experts: team, request });
        }}
      >
        <FormField label="Team name" id={`${id}-team-name`} className="flex-1" error={name.trim() ? undefined : "Please enter a name for your dream team."}>
          <Input value={name} maxLength={120} onChange={(e) => setTeamName(e.target.value)} />
        </FormField>
        <Button type="submit" variant="accent" disabled={team.length === 0 || !name.trim() || creating}>
          {creating && <Spinner />}
          Create a dream team from these ({team.length})
        </Button>
      </form>
    </div>
  );
}
