// A dream team's plan (PRODUCT.md "Beyond SPEC"): from a date, for a number of weeks, on the client's
// working day, when can the whole team start, when is each member free, which hours of the client's
// day do they all share, and a timeline of it. The plan updates as the inputs change. Booking is the
// page's to add (`renderBooking`), from the plan's dates.
import { useId, useMemo, type ReactNode } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { MATCH_WEEKS_MAX } from "@shared/contracts/match";
import { teamPlanQuerySchema, type TeamPlan } from "@shared/contracts/dream-teams";
import { clockMinutes } from "@shared/working-hours";
import { WorkingDayFields } from "@/components/forms/working-day-fields";
import { CostEstimate, weeksBasis } from "@/components/ui/cost-estimate";
import { DayBand } from "@/components/ui/day-band";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { hoursWords, type WorkingHours } from "@/lib/working-hours";
import { useTeamPlan } from "../api/get-team-plan";
import type { TeamPlanParams } from "../api/keys";
import { blockers, startHeadline } from "../lib/plan-summary";
import { PlanTimeline } from "./plan-timeline";
import { todayUtc } from "@shared/calendar";

export interface PlanInputs {
  from: string;
  weeks: string;
  timeZone: string;
  workStart: string;
  workEnd: string;
}

export interface TeamPlanPanelProps {
  teamId: number;
  initial: { from?: string; weeks?: number } & WorkingHours;
  /** The booking part, given the plan on screen (the page composes it from the pre-bookings feature). */
  renderBooking?: (plan: TeamPlan) => ReactNode;
}

export const DEFAULT_PLAN_WEEKS = 12;

const paramsOf = (values: PlanInputs) => ({ ...values, weeks: values.weeks.trim() === "" ? undefined : values.weeks });

/** The plan query's rules (shared/contracts/dream-teams.ts) as react-hook-form errors. */
const resolver: Resolver<PlanInputs> = async (values) => {
  const parsed = teamPlanQuerySchema.safeParse(paramsOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = { type: "validate", message: issue.message.replace(/^weeks\b/, "Length").replace(/^from\b/, "Start date") };
  }
  return { values: {}, errors };
};

export function TeamPlanPanel({ teamId, initial, renderBooking }: TeamPlanPanelProps) {
  const id = useId();
  const today = todayUtc();
  const form = useForm<PlanInputs>({
    resolver,
    mode: "onChange",
    defaultValues: {
      from: initial.from && initial.from >= today ? initial.from : today,
      weeks: String(initial.weeks ?? DEFAULT_PLAN_WEEKS),
      timeZone: initial.timeZone,
      workStart: initial.workStart,
      workEnd: initial.workEnd,
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as PlanInputs;
  const settled = useDebouncedValue(JSON.stringify(values), 250);
  const params = useMemo<TeamPlanParams | null>(() => {
    const parsed = teamPlanQuerySchema.safeParse(paramsOf(JSON.parse(settled) as PlanInputs));
    if (!parsed.success) return null;
    const { weeks, from, timeZone, workStart, workEnd } = parsed.data;
    return { weeks, from, timeZone, workStart, workEnd };
  }, [settled]);
  const plan = useTeamPlan(teamId, params);

  return (
    <div className="flex flex-col gap-6">
      <form aria-label="Plan the engagement" noValidate onSubmit={(e) => e.preventDefault()} className="grid gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
        <FormField label="From" id={`${id}-from`} error={errors.from?.message} hint="The first day the team could start." required>
          <Input type="date" min={today} {...form.register("from")} />
        </FormField>
        <FormField label="Length in weeks" id={`${id}-weeks`} error={errors.weeks?.message} required>
          <Input type="number" min={1} max={MATCH_WEEKS_MAX} step={1} inputMode="numeric" {...form.register("weeks")} />
        </FormField>
        <WorkingDayFields
          idBase={`${id}-day`}
          register={form.register}
          errors={errors}
          timeZone={values.timeZone}
          onTimeZoneChange={(zone) => form.setValue("timeZone", zone, { shouldValidate: true, shouldDirty: true })}
        />
      </form>

      {!params ? (
        <p role="status" className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
          Correct the marked fields to see the plan.
        </p>
      ) : plan.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the plan" className="flex flex-col gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : plan.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(plan.error, "Could not load the plan. Please try again.")}
        </p>
      ) : (
        <PlanBody plan={plan.data} updating={plan.isPlaceholderData || plan.isFetching} renderBooking={renderBooking} />
      )}
    </div>
  );
}

function PlanBody({ plan, updating, renderBooking }: { plan: TeamPlan; updating: boolean; renderBooking?: (plan: TeamPlan) => ReactNode }) {
  const late = blockers(plan);
  const headline = startHeadline(plan);
  const day: [number, number] = [clockMinutes(plan.workStart), clockMinutes(plan.workEnd)];
  const band = plan.sharedHours;
  const bandLabel = band
    ? `All members share ${hoursWords(band.hours)} of your day: ${band.start}–${band.end} your time, on every working day`
    : "The members share no hour of your working day on every working day";

  return (
    <div className="flex flex-col gap-6" aria-busy={updating}>
      <section aria-labelledby="plan-start" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm">
        <h2 id="plan-start" className="text-lg font-semibold">
          When the team can start
        </h2>
        <p role="status" aria-live="polite" className="text-base font-medium">
          {headline}
          {updating ? " Updating..." : ""}
        </p>
        {late.length > 0 && (
          <ul aria-label="Who holds the start back" className="flex flex-col gap-1 text-sm">
            {late.map((b) => (
              <li key={b.expertId} className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
                {b.text}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Hours you all share</h3>
          <p className="text-sm">{band ? `${band.start}–${band.end} your time (${hoursWords(band.hours)}), on every working day.` : "No hour of your working day is shared by every member on every working day."}</p>
          <DayBand label={bandLabel} day={day} shared={band ? [[clockMinutes(band.start), clockMinutes(band.end)]] : []} dayLabel="Your working day" sharedLabel="Shared by every member" />
        </div>
        {plan.estimate && (
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">What the team costs</h3>
            <CostEstimate estimate={plan.estimate} basis={`Each member's rate ${weeksBasis(plan.weeks)}, added up`} className="text-sm" />
          </div>
        )}
      </section>

      {plan.members.length > 0 && (
        <section aria-labelledby="plan-timeline" className="flex flex-col gap-3">
          <h2 id="plan-timeline" className="text-lg font-semibold">
            Timeline
          </h2>
          <PlanTimeline plan={plan} />
        </section>
      )}

      {renderBooking?.(plan)}
    </div>
  );
}
