// 'Start your shortlist' (PRODUCT.md "Beyond: from a shortlist…"): the client states a need — a title,
// must-have and nice-to-have skills, budget, start, length, how many people, their working day and
// notes — checked by the shared contract as they type, and sends it; the 14-day clock starts. As
// they type, it shows how many experts fit (the match's hard filters, counted by the server), and
// with nobody, what rules everyone out: the clock then starts only once the client says so. The
// same form restates an open need with no candidate yet (edit). The skill fields are the match's,
// handed in by the page.
import { useId, useState, type ComponentType } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { MATCH_MIN_OVERLAP_DEFAULT, MATCH_MUST_HAVE_MAX, MATCH_NICE_TO_HAVE_MAX, MATCH_WEEKS_MAX } from "@shared/contracts/match";
import {
  createRequisitionSchema,
  defaultStartDate,
  REQUISITION_HEADCOUNT_MAX,
  REQUISITION_NOTES_MAX,
  REQUISITION_TITLE_MAX,
  requisitionFitSchema,
  type Requisition,
  type RequisitionFitValues,
} from "@shared/contracts/requisitions";
import { WorkingDayFields } from "@/components/forms/working-day-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { WorkingHours } from "@/lib/working-hours";
import { useCreateRequisition } from "../api/create-requisition";
import { useEditRequisition } from "../api/edit-requisition";
import { useRequisitionFit } from "../api/get-fit";
import { FitCount } from "./fit-count";
import { todayUtc } from "@shared/calendar";

/** What a skill list field takes (the match's field with suggestions, from the page). */
export interface SkillInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  exclude?: readonly string[];
  chipsLabel: string;
  max: number;
  tone?: "accent" | "neutral";
}

export interface StartShortlistFormProps {
  /** The client's working day the form starts from. */
  initialHours: WorkingHours;
  SkillInput: ComponentType<SkillInputProps>;
  /** After the need is stated (new) or restated (`editing`). */
  onCreated: (requisition: Requisition) => void;
  /** An open requisition with no candidate yet: the form starts from its need and saves it in place. */
  editing?: Requisition;
  onCancel?: () => void;
}

/** How long the typing pauses before the fit is counted. */
export const FIT_DEBOUNCE_MS = 400;

export interface ShortlistFormValues {
  title: string;
  mustHave: string[];
  niceToHave: string[];
  maxRate: string;
  startDate: string;
  weeks: string;
  headcount: string;
  timeZone: string;
  workStart: string;
  workEnd: string;
  minOverlapHours: string;
  notes: string;
}

type Field = keyof ShortlistFormValues;

const LABELS: Record<string, string> = {
  mustHave: "Must-have skills",
  niceToHave: "Nice-to-have skills",
  maxRate: "Budget",
  startDate: "Start date",
  weeks: "Length",
  minOverlapHours: "Minimum shared hours",
};
/** "maxRate must be 0 or more" → "Budget must be 0 or more". */
const humanise = (message: string) => message.replace(/^(mustHave|niceToHave|maxRate|startDate|weeks|minOverlapHours)\b/, (f) => LABELS[f] ?? f);

/** The body the form stands for: numbers from the typed text, a blank budget left out. */
export function shortlistBody(v: ShortlistFormValues) {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  return {
    title: v.title,
    mustHave: v.mustHave,
    niceToHave: v.niceToHave,
    maxRate: number(v.maxRate),
    startDate: v.startDate,
    weeks: number(v.weeks),
    headcount: number(v.headcount),
    timeZone: v.timeZone,
    workStart: v.workStart,
    workEnd: v.workEnd,
    minOverlapHours: number(v.minOverlapHours),
    notes: v.notes,
  };
}

/** The form's values for a requisition's need, to edit it. */
function valuesOf(r: Requisition): ShortlistFormValues {
  return {
    title: r.title,
    mustHave: r.mustHave,
    niceToHave: r.niceToHave,
    maxRate: r.maxRate === null ? "" : String(r.maxRate),
    startDate: r.startDate,
    weeks: String(r.weeks),
    headcount: String(r.headcount),
    timeZone: r.timeZone,
    workStart: r.workStart,
    workEnd: r.workEnd,
    minOverlapHours: String(r.minOverlapHours),
    notes: r.notes ?? "",
  };
}

/** The need the match reads, when the contract accepts it; null while it is incomplete or wrong. */
function fitNeedOf(values: ShortlistFormValues): RequisitionFitValues | null {
  const parsed = requisitionFitSchema.safeParse(shortlistBody(values));
  return parsed.success ? parsed.data : null;
}

/** The contract's checks as react-hook-form errors, the first of each field. */
const resolver: Resolver<ShortlistFormValues> = async (values) => {
  const parsed = createRequisitionSchema.safeParse(shortlistBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Partial<Record<Field, { type: string; message: string }>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as Field;
    if (field && !errors[field]) errors[field] = { type: "validate", message: humanise(issue.message) };
  }
  return { values: {}, errors };
};

export function StartShortlistForm({ initialHours, SkillInput, onCreated, editing, onCancel }: StartShortlistFormProps) {
  const id = useId();
  const today = todayUtc();
  const create = useCreateRequisition();
  const edit = useEditRequisition();
  const form = useForm<ShortlistFormValues>({
    resolver,
    mode: "onTouched",
    defaultValues: editing
      ? valuesOf(editing)
      : {
          title: "",
          mustHave: [],
          niceToHave: [],
          maxRate: "",
          startDate: defaultStartDate(initialHours.timeZone),
          weeks: "12",
          headcount: "1",
          ...initialHours,
          minOverlapHours: String(MATCH_MIN_OVERLAP_DEFAULT),
          notes: "",
        },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ShortlistFormValues;
  const set = <K extends Field>(key: K, value: ShortlistFormValues[K]) => form.setValue(key, value as never, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  // Who fits, counted once the typing pauses; the key is the need as the match reads it.
  const typedKey = JSON.stringify(fitNeedOf(values));
  const needKey = useDebouncedValue(typedKey, FIT_DEBOUNCE_MS);
  const fit = useRequisitionFit(JSON.parse(needKey) as RequisitionFitValues | null);
  const counting = typedKey !== needKey || fit.isFetching;
  const nobodyFits = !counting && fit.data?.fitCount === 0;
  // Starting a clock nobody can meet is the client's choice, made for the need on screen.
  const [acceptedNobodyFor, setAcceptedNobodyFor] = useState<string | null>(null);
  const blocked = nobodyFits && acceptedNobodyFor !== needKey;

  const onSubmit = form.handleSubmit(async (v) => {
    if (blocked) return;
    try {
      const need = createRequisitionSchema.parse(shortlistBody(v));
      if (editing) {
        const requisition = await edit.mutateAsync({ id: editing.id, need });
        toast({ title: "Need saved", description: `The 14-day clock of ${requisition.title} runs on from when you started it.` });
        onCreated(requisition);
        return;
      }
      const requisition = await create.mutateAsync(need);
      toast({ title: "Shortlist started", description: `We propose candidates for ${requisition.title} within 14 days. Follow the clock here.` });
      onCreated(requisition);
    } catch (err) {
      const fields = fieldErrors(err);
      for (const [field, message] of Object.entries(fields)) form.setError(field as Field, { type: "server", message: humanise(message) });
      if (Object.keys(fields).length === 0) {
        toast({ title: editing ? "Could not save the need" : "Could not start the shortlist", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-5 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {editing ? "Edit the need" : "Who you need"}
      </h2>
      <FormField label="Role title" id={`${id}-role`} error={errors.title?.message} hint="For example: Senior Data Engineer" required>
        <Input maxLength={REQUISITION_TITLE_MAX} autoComplete="off" {...form.register("title")} />
      </FormField>
      <FormField label="Must-have skills" id={`${id}-must`} error={errors.mustHave?.message} hint="Every candidate has all of these." required>
        <SkillInput value={values.mustHave} onChange={(list) => set("mustHave", list)} exclude={values.niceToHave} chipsLabel="Must-have skills chosen" max={MATCH_MUST_HAVE_MAX} />
      </FormField>
      <FormField label="Nice-to-have skills" id={`${id}-nice`} error={errors.niceToHave?.message} hint="They count in a candidate's favour.">
        <SkillInput value={values.niceToHave} onChange={(list) => set("niceToHave", list)} exclude={values.mustHave} chipsLabel="Nice-to-have skills chosen" max={MATCH_NICE_TO_HAVE_MAX} tone="neutral" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Max hourly rate (USD)" id={`${id}-rate`} error={errors.maxRate?.message} hint="Leave empty for any rate.">
          <Input type="number" min={0} step={1} inputMode="numeric" placeholder="Any" {...form.register("maxRate")} />
        </FormField>
        <FormField label="People needed" id={`${id}-headcount`} error={errors.headcount?.message} hint={`1 to ${REQUISITION_HEADCOUNT_MAX}; we propose two candidates for each.`} required>
          <Input type="number" min={1} max={REQUISITION_HEADCOUNT_MAX} step={1} inputMode="numeric" {...form.register("headcount")} />
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
        <FormField label="Minimum shared hours" id={`${id}-overlap`} error={errors.minOverlapHours?.message} hint="Of your working day, every working day.">
          <Input type="number" min={0} max={24} step={0.25} inputMode="decimal" {...form.register("minOverlapHours")} />
        </FormField>
      </fieldset>
      <FitCount fit={fit.data} counting={counting && typedKey !== "null"} incomplete={typedKey === "null"} failed={fit.isError} />
      <FormField label="Notes" id={`${id}-notes`} error={errors.notes?.message} hint="What the work is, the team they join, anything we should know.">
        <Textarea rows={4} maxLength={REQUISITION_NOTES_MAX} {...form.register("notes")} />
      </FormField>
      {nobodyFits && (
        <Checkbox
          id={`${id}-nobody`}
          checked={acceptedNobodyFor === needKey}
          onChange={(e) => setAcceptedNobodyFor(e.target.checked ? needKey : null)}
          label={editing ? "I understand no expert fits this need yet; save it anyway." : "I understand no expert fits this need yet; start the 14-day clock anyway."}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="w-full sm:w-auto"
          disabled={form.formState.isSubmitting || blocked}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          {form.formState.isSubmitting && <Spinner />}
          {editing ? (form.formState.isSubmitting ? "Saving..." : "Save the need") : form.formState.isSubmitting ? "Starting..." : "Start the 14-day clock"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" size="lg" className="w-full sm:w-auto" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {blocked && (
        <p id={`${id}-blocked`} className="text-sm text-muted-foreground">
          No expert fits this need yet: change it, or tick the box above to {editing ? "save it" : "start the clock"} anyway.
        </p>
      )}
    </form>
  );
}
