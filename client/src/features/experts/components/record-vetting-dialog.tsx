// Recording one stage of a talent's vetting from the console's queue: passed or failed, the stage's
// figure and the assessor's notes (which only admins read). The shared schema checks the pass marks
// here as the server does; the server's 400 lands on the field. Loaded on the first Record click.
import { zodResolver } from "@hookform/resolvers/zod";
import type { RefObject } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { TalentReview } from "@shared/contracts/experts";
import { CEFR_LEVELS, VETTING_MESSAGES, VETTING_STAGE_LABELS, type VettingStage } from "@shared/contracts/vetting";
import { recordVettingSchemas, VETTING_NOTES_MAX, type RecordVettingInput } from "@shared/contracts/vetting-record";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useRecordVettingStage } from "../api/record-vetting-stage";

export interface RecordVettingDialogProps {
  person: Pick<TalentReview, "userId" | "name">;
  stage: VettingStage;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

type FormValues = RecordVettingInput & { scorecard?: { problemSolving?: number; systemDesign?: number; communication?: number } };

const WHAT: Record<VettingStage, string> = {
  cv: "The CV on file has been read against the role.",
  technical: "The technical assessment's score, 0 to 100: passed at 70 or more.",
  interview: "The interview's scorecard, 1 to 5 for each.",
  english: "The English level on the CEFR scale: passed at C1 or above.",
  references: "How many references were checked: passed at 2.",
  background: "Whether the background check came back clear.",
};

const FIELDS = ["outcome", "score", "scorecard", "level", "checked", "clear", "notes"];

const whole = { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) };

export default function RecordVettingDialog({ person, stage, onClose, returnFocusTo }: RecordVettingDialogProps) {
  const record = useRecordVettingStage();
  const form = useForm<FormValues>({
    resolver: zodResolver(recordVettingSchemas[stage]) as unknown as Resolver<FormValues>,
    defaultValues: { outcome: "passed", notes: "" },
  });
  const errors = form.formState.errors;
  const label = VETTING_STAGE_LABELS[stage];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({ userId: person.userId, stage, values });
      toast({ title: VETTING_MESSAGES.recorded.title, description: `${label} for ${person.name}.` });
      onClose();
    } catch (err) {
      const fields = Object.entries(fieldErrors(err)).filter(([path]) => FIELDS.some((f) => path === f || path.startsWith(`${f}.`)));
      for (const [path, message] of fields) form.setError(path as keyof FormValues, { message });
      if (!fields.length) toast({ variant: "destructive", title: VETTING_MESSAGES.failed.title, description: errorMessage(err, VETTING_MESSAGES.failed.title) });
    }
  });

  const point = (key: "problemSolving" | "systemDesign" | "communication", text: string) => (
    <FormField label={text} required error={errors.scorecard?.[key]?.message}>
      <Input type="number" min={1} max={5} step={1} inputMode="numeric" {...form.register(`scorecard.${key}`, whole)} />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {label}: {person.name}
          </DialogTitle>
          <DialogDescription>{WHAT[stage]}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Outcome" required error={errors.outcome?.message}>
            <Select
              options={[
                { value: "passed", label: "Passed" },
                { value: "failed", label: "Failed" },
              ]}
              {...form.register("outcome")}
            />
          </FormField>
          {stage === "technical" && (
            <FormField label="Score (0–100)" required error={errors.score?.message}>
              <Input type="number" min={0} max={100} step={1} inputMode="numeric" {...form.register("score", whole)} />
            </FormField>
          )}
          {stage === "interview" && (
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="mb-1 text-sm font-medium">Scorecard {errors.scorecard?.message && <span className="text-destructive">{errors.scorecard.message}</span>}</legend>
              {point("problemSolving", "Problem solving")}
              {point("systemDesign", "System design")}
              {point("communication", "Communication")}
            </fieldset>
          )}
          {stage === "english" && (
            <FormField label="CEFR level" required error={errors.level?.message}>
              <Select placeholder="Choose a level" options={[...CEFR_LEVELS]} {...form.register("level", { setValueAs: (v: string) => v || undefined })} />
            </FormField>
          )}
          {stage === "references" && (
            <FormField label="References checked" required error={errors.checked?.message}>
              <Input type="number" min={0} max={20} step={1} inputMode="numeric" {...form.register("checked", whole)} />
            </FormField>
          )}
          {stage === "background" && (
            <FormField label="Background check" required error={errors.clear?.message}>
              <Select
                placeholder="Choose"
                options={[
                  { value: "true", label: "Clear" },
                  { value: "false", label: "Not clear" },
                ]}
                {...form.register("clear", { setValueAs: (v: string) => (v === "" ? undefined : v === "true") })}
              />
            </FormField>
          )}
          <FormField label="Notes (admins only)" error={errors.notes?.message}>
            <Textarea rows={3} maxLength={VETTING_NOTES_MAX} {...form.register("notes")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="accent" disabled={record.isPending}>
              {record.isPending && <Spinner />}
              Record
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
